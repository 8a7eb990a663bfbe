import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { useAuthorChoices, useStaffAuthor } from '../api/authors';
import { useStaffBook } from '../api/books';
import { AuditTrail } from '@/components/back-office/records/audit-trail';
import type { AuditVocabulary } from '@/components/back-office/records/format-audit';
import { useLabelChoices } from '@/components/back-office/records/label-choices';
import { AuthorForm } from './author-form';
import { BookForm } from './book-form';

/** The trail names a record's collection and author rather than showing their ids. */
function useReferences(): AuditVocabulary {
  const labels = useLabelChoices();
  const authors = useAuthorChoices();
  return useMemo(() => ({ references: { label: new Map(labels.map((l) => [l.id, l.name])), author: new Map(authors.map((a) => [a.id, a.name])) } }), [labels, authors]);
}

const justCreated = (state: unknown) => Boolean((state as { created?: boolean } | null)?.created);

/** `auteurs/:id`: the author's form and its audit trail. */
export function AuthorEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { author, error, retry } = useStaffAuthor(id);
  const vocabulary = useReferences();
  if (error && !author) return <LoadFailed error={error} onRetry={retry} />;
  if (!author) return <DelayedLoading>Chargement de la fiche…</DelayedLoading>;
  return (
    <div className="staff-record">
      <AuthorForm key={author.id} author={author} base={base} created={justCreated(state)} />
      <AuditTrail entity="author" id={author.id} version={author.version} vocabulary={vocabulary} />
    </div>
  );
}

/** `livres/:id`: the book's form and its audit trail. */
export function BookEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { book, error, retry } = useStaffBook(id);
  const vocabulary = useReferences();
  if (error && !book) return <LoadFailed error={error} onRetry={retry} />;
  if (!book) return <DelayedLoading>Chargement de la fiche…</DelayedLoading>;
  return (
    <div className="staff-record">
      <BookForm key={book.id} book={book} base={base} created={justCreated(state)} />
      <AuditTrail entity="book" id={book.id} version={book.version} vocabulary={vocabulary} />
    </div>
  );
}
