import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { bookshopQuery, otherPublishersQuery } from '@/features/catalogue/api/get-books';
import { BookPages } from '@/features/catalogue/components/book-pages';
import { useDocumentMeta } from '@/lib/document-meta';
import { useSession } from '@/lib/session';
import { useCurrentLabel } from '../label-layout';

/** Books per page of the bookshop: three rows of four. */
export const BOOKSHOP_PAGE_SIZE = 12;

/** Spec §2 'librairie': the label's published books, page after page as the visitor scrolls. */
export function BookshopRoute() {
  const label = useCurrentLabel();
  const { profile } = useSession();
  useDocumentMeta(`Librairie — ${label.name}`);
  return (
    <>
      <header className="page-head">
        <p className="page-head__eyebrow">{label.name}</p>
        <h1>Librairie</h1>
        <p className="page-head__lead">Tous nos livres parus, expédiés depuis notre entrepôt. Commander ici, c'est soutenir directement la maison et ses auteurices.</p>
        {label.featureExternals && !profile?.isBookseller && (
          <p className="page-head__links">
            <Link to={paths.label.otherPublishers.getHref(label.slug)}>
              Les livres de nos auteurices parus chez d'autres éditeurs <span aria-hidden="true">→</span>
            </Link>
          </p>
        )}
      </header>
      <BooksSection id="bookshop-books" query={bookshopQuery(label.id, BOOKSHOP_PAGE_SIZE)} labelSlug={label.slug} empty="Aucun livre disponible pour le moment." />
    </>
  );
}

/** Spec §2 'librairie/autres-editeurs': books of the label's authors published elsewhere (is_external). */
export function OtherPublishersRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Des mêmes auteurices — ${label.name}`);
  return (
    <>
      <header className="page-head">
        <p className="page-head__eyebrow">Librairie</p>
        <h1>Des mêmes auteurices</h1>
        <p className="page-head__lead">
          Nos auteurices publient aussi ailleurs : retrouvez ici leurs livres parus chez d'autres maisons d'édition, disponibles dans notre librairie.
        </p>
      </header>
      <BooksSection
        id="other-publishers-books"
        query={otherPublishersQuery(label.id, BOOKSHOP_PAGE_SIZE)}
        labelSlug={label.slug}
        empty="Aucun livre d'autres éditeurs pour le moment."
      />
    </>
  );
}

/** The page's books, a section whose heading the screen readers' outline reads (h1, h2, then each book's h3). */
function BooksSection({ id, ...pages }: { id: string } & Omit<ComponentProps<typeof BookPages>, 'columns'>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        Les livres
      </h2>
      <BookPages {...pages} columns={4} />
    </section>
  );
}
