import { useLocation, useParams } from 'react-router-dom';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { useStaffAuthor } from '../api/authors';
import { useStaffBook } from '../api/books';
import { AuditTrail } from '@/components/back-office/records/audit-trail';
import type { AuditVocabulary } from '@/components/back-office/records/format-audit';
import { AuthorForm } from './author-form';
import { BookForm } from './book-form';
import { useStaffGoodie } from '../api/goodies';
import { useStaffLabel } from '../api/labels';
import { GoodieForm } from './goodie-form';
import { FEATURE_LABELS, LabelForm } from './label-form';

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

const LABEL_VOCABULARY: AuditVocabulary = {
  names: {
    theme: 'thème',
    css: 'CSS',
    logo: 'logo',
    logo_footer: 'logo du pied de page',
    logo_big: 'grand logo',
    emblem: 'emblème',
    catch_phrase: 'phrase d’accroche',
    catch_lines: 'lignes d’accroche',
    facebook_page: 'page Facebook',
    bluesky_page: 'page Bluesky',
    linkedin_page: 'page LinkedIn',
    instagram_page: 'page Instagram',
    global_message: 'bandeau',
    checkout_message: 'message du panier',
    ...Object.fromEntries(Object.entries(FEATURE_LABELS).map(([feature, name]) => [feature, `« ${name} »`])),
  },
  kinds: { description: 'html' },
};

const GOODIE_VOCABULARY: AuditVocabulary = {
  names: { images: 'images', variants: 'déclinaisons', bookseller_only: 'réservé aux libraires', locked_by_voucher: 'débloqué par un bon d’achat', attributes: 'attributs' },
};

/** `collections/:id`: the label's form and its audit trail. */
export function LabelEditPage() {
  const { id = '' } = useParams();
  const { label, error, retry } = useStaffLabel(id);
  if (error && !label) return <LoadFailed error={error} onRetry={retry} />;
  if (!label) return <DelayedLoading>Chargement de la fiche…</DelayedLoading>;
  return (
    <div className="staff-record">
      <LabelForm key={label.id} label={label} />
      <AuditTrail entity="label" id={label.id} version={label.version} vocabulary={LABEL_VOCABULARY} />
    </div>
  );
}

/** `goodies/:id`: the goodie's form and its audit trail. */
export function GoodieEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { goodie, error, retry } = useStaffGoodie(id);
  if (error && !goodie) return <LoadFailed error={error} onRetry={retry} />;
  if (!goodie) return <DelayedLoading>Chargement de la fiche…</DelayedLoading>;
  return (
    <div className="staff-record">
      <GoodieForm key={goodie.id} goodie={goodie} base={base} created={justCreated(state)} />
      <AuditTrail entity="goodie" id={goodie.id} version={goodie.version} vocabulary={GOODIE_VOCABULARY} />
    </div>
  );
}
