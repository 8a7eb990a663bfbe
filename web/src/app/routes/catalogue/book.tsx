import { Link, useParams } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { Navigate } from '@/components/ui/navigate';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useBook } from '@/features/catalogue/api/get-book';
import { BookDetail } from '@/features/catalogue/components/book-detail';
import { DraftBanner } from '@/features/catalogue/components/draft-banner';
import { availability, canOrder } from '@/features/catalogue/utils/book-status';
import { useCurrentSlug } from '@/hooks/use-current-slug';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { imagePreload, PICTURE_SIZES } from '@/lib/responsive-image';
import { excerpt } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useSiteOrigin } from '@/lib/ssr/server-render';
import { breadcrumbs, offer, sharePicture, StructuredData } from '@/lib/structured-data';
import type { Book, Label } from '@/types/api';
import { useCurrentLabel } from '../label-layout';

/** Spec §9: a description cut for the page's meta description. */
const META_DESCRIPTION_CUT = 200;

function BookSkeleton() {
  return (
    <div className="product-page product-page--loading" aria-hidden="true">
      <div className="product-page__top">
        <div className="skeleton__media skeleton__media--cover" />
        <div>
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
        </div>
      </div>
    </div>
  );
}

/**
 * Spec §2, §4: a book's page (`librairie/livre/:slug`), and its bookseller-area version
 * (`libraire/…/livre/:slug`, `pro`) with the professional page style.
 */
export function BookRoute({ pro = false }: { pro?: boolean }) {
  const label = useCurrentLabel();
  const slug = useParams().slug ?? '';
  const { data: book, error, mutate } = useBook(slug);
  const { profile } = useSession();
  useCurrentSlug(slug, book?.slug);
  const origin = useSiteOrigin();
  useDocumentMeta(book ? `${book.name}${book.author ? ` — ${book.author.name}` : ''} — ${label.name}` : null, book ? excerpt(book.description_text, META_DESCRIPTION_CUT) : null, {
    image: sharePicture(book?.image),
    type: 'book',
    ...imagePreload(book?.image_webp, book?.image, 600, PICTURE_SIZES.gallery),
  });

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.label.notFound.getHref(label.slug)} replace />;
  if (error) return <ErrorMessage message="Ce livre n'a pas pu être chargé." onRetry={() => void mutate()} />;
  if (!book) return <BookSkeleton />;

  const orderable = canOrder(availability(book));
  // A draft (staff's preview) is not for sale: no cart button.
  const offerCart = label.featureCart && !book.draft;
  return (
    <>
      {book.draft && <DraftBanner />}
      <nav className="breadcrumb" aria-label="Fil d'Ariane">
        {pro ? <Link to={paths.label.bookseller.getHref(label.slug, 'boutique')}>Espace libraire</Link> : <Link to={paths.label.bookshop.getHref(label.slug)}>Librairie</Link>}
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{frenchSpacing(book.name)}</span>
      </nav>
      {pro && (
        <p className="pro-banner">
          <strong>Espace libraire</strong> — prix professionnels, commandes fermes.
        </p>
      )}
      <BookDetail
        book={book}
        labelSlug={label.slug}
        isBookseller={profile?.isBookseller ?? false}
        pro={pro}
        authorPages={label.featureAuthors}
        actions={offerCart ? <AddToCartButton addition={{ labelId: label.id, product: book.id }} productName={book.name} labelSlug={label.slug} disabled={!orderable} /> : null}
      />
      {!pro && !book.draft && <StructuredData data={bookData(book, label, origin)} />}
    </>
  );
}

/** The book for search engines: schema.org Book with its ISBN and the shop's offer, and the trail to it. */
function bookData(book: Book, label: Label, origin: string): Record<string, unknown>[] {
  const path = paths.label.book.getHref(label.slug, book.slug);
  const status = availability(book);
  const available = status.kind === 'preorder' ? 'PreOrder' : status.kind === 'in-stock' ? 'InStock' : 'OutOfStock';
  return [
    {
      '@type': 'Book',
      name: book.name,
      url: `${origin}${path}`,
      ...(book.isbn ? { isbn: book.isbn } : {}),
      ...(book.nb_pages ? { numberOfPages: book.nb_pages } : {}),
      ...(book.author ? { author: { '@type': 'Person', name: book.author.name } } : {}),
      ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
      ...(book.release ? { datePublished: book.release } : {}),
      ...(book.image ? { image: sharePicture(book.image) } : {}),
      description: excerpt(book.description_text, META_DESCRIPTION_CUT),
      inLanguage: 'fr',
      offers: offer(origin, path, book.discounted_price ?? book.price, available),
    },
    breadcrumbs(origin, [
      [label.name, paths.label.home.getHref(label.slug)],
      ['Librairie', paths.label.bookshop.getHref(label.slug)],
      [book.name, path],
    ]),
  ];
}

/** The bookseller area's book page. */
export function BooksellerBookRoute() {
  return <BookRoute pro />;
}
