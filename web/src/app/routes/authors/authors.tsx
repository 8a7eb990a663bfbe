import { ErrorMessage } from '@/components/ui/error-message';
import { useAuthors } from '@/features/authors/api/get-authors';
import { AuthorCard } from '@/features/authors/components/author-card';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** Spec §2 'auteurs': the label's authors, each with an avatar and the start of their biography. */
export function AuthorsRoute() {
  const label = useCurrentLabel();
  const { data: authors, error, mutate } = useAuthors(label.slug);
  useDocumentMeta(`Nos auteurs.ices — ${label.name}`);
  return (
    <>
      <header className="page-head">
        <p className="page-head__eyebrow">{label.name}</p>
        <h1>Nos auteurs.ices</h1>
        <p className="page-head__lead">Les plumes de la maison : découvrez leur parcours, leurs livres et leurs prochaines rencontres.</p>
      </header>
      {error ? (
        <ErrorMessage message="Les auteurices n'ont pas pu être chargé·es." onRetry={() => void mutate()} />
      ) : !authors ? (
        <div className="author-list author-list--loading" aria-hidden="true" />
      ) : authors.length === 0 ? (
        <p className="empty">Aucun auteur ni autrice pour le moment.</p>
      ) : (
        <ul className="author-list" role="list">
          {authors.map((author) => (
            <li key={author.id}>
              <AuthorCard author={author} labelSlug={label.slug} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
