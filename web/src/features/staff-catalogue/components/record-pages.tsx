import { useLocation, useParams } from 'react-router-dom';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { useStaffAuthor } from '../api/authors';
import { useStaffBook } from '../api/books';
import { AuditTrail } from '@/components/back-office/records/audit-trail';
import { AuthorForm } from './author-form';
import { BookForm } from './book-form';

const justCreated = (state: unknown) => Boolean((state as { created?: boolean } | null)?.created);

/** `auteurs/:id`: the author's form and its audit trail. */
export function AuthorEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { author, error, retry } = useStaffAuthor(id);
  if (error && !author) return <LoadFailed error={error} onRetry={retry} />;
  if (!author) return <DelayedLoading>Chargement de la fiche…</DelayedLoading>;
  return (
    <div className="staff-record">
      <AuthorForm key={author.id} author={author} base={base} created={justCreated(state)} />
      <AuditTrail entity="author" id={author.id} version={author.version} />
    </div>
  );
}

/** `livres/:id`: the book's form and its audit trail. */
export function BookEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { book, error, retry } = useStaffBook(id);
  if (error && !book) return <LoadFailed error={error} onRetry={retry} />;
  if (!book) return <DelayedLoading>Chargement de la fiche…</DelayedLoading>;
  return (
    <div className="staff-record">
      <BookForm key={book.id} book={book} base={base} created={justCreated(state)} />
      <AuditTrail entity="book" id={book.id} version={book.version} />
    </div>
  );
}
