import { Link } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { Picture } from '@/components/ui/picture';
import { PICTURE_SIZES } from '@/lib/responsive-image';
import { paths } from '@/config/paths';
import { excerpt, formatDate, formatPrice } from '@/lib/format';
import type { Book } from '@/types/api';
import { availability, stockMessage } from '../utils/book-status';

/** Spec §9's cut of a book widget's description. */
export const BOOK_WIDGET_CUT = 100;

/**
 * A book on a grid: cover, title, author, the start of its description (100 characters), price. Spec §4: a book released in the last 14 days
 * wears 'Nouveauté'; out of stock it is greyed with 'Rupture de stock', or says when it comes back;
 * a book in production shows 'Précommande' and its release date.
 */
export function BookCard({ book, labelSlug, preorder = false }: { book: Book; labelSlug: string; preorder?: boolean }) {
  const status = preorder ? { kind: 'preorder' as const, release: book.release } : availability(book);
  const note = stockMessage(status);
  const unavailable = status.kind === 'out-of-stock';
  const titleId = `book-${book.id}-title`;
  return (
    <article className={`book-card${unavailable ? ' is-unavailable' : ''}`} aria-labelledby={titleId}>
      <div className="book-card__cover-box">
        <Picture src={book.image} webp={book.image_webp} alt={`Couverture de « ${book.name} »`} className="book-card__cover" width={600} height={900} sizes={PICTURE_SIZES.card} />
        {status.kind === 'preorder' && <span className="badge badge--preorder">Précommande</span>}
        {status.kind !== 'preorder' && book.is_new && <span className="badge">Nouveauté</span>}
      </div>
      <div className="book-card__body">
        <h3 className="book-card__title" id={titleId}>
          <Link to={paths.label.book.getHref(labelSlug, book.slug)} className="book-card__link">
            {frenchSpacing(book.name)}
          </Link>
        </h3>
        {book.author && <p className="book-card__author">{book.author.name}</p>}
        {book.description_text && <p className="book-card__excerpt">{frenchSpacing(excerpt(book.description_text, BOOK_WIDGET_CUT))}</p>}
        <p className="book-card__price">{formatPrice(book.price)}</p>
        {status.kind === 'preorder' && book.release && <p className="book-card__release">Sortie prévue le {formatDate(book.release)}</p>}
        {note && <p className="book-card__stock">{note}</p>}
      </div>
    </article>
  );
}
