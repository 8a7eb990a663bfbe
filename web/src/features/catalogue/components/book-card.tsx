import { Link } from 'react-router-dom';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import { formatDate, formatPrice } from '@/lib/format';
import type { Book } from '@/types/api';

/** Spec §4: out of stock, with or without a known restocking date. */
function stockNote(book: Book, today: string): string | null {
  if (!book.out_of_stock) return null;
  if (book.restocking_date && book.restocking_date > today) {
    return `En cours de réapprovisionnement, prochain arrivage prévu le ${formatDate(book.restocking_date)}.`;
  }
  return 'Rupture de stock';
}

/** A book on a grid: cover, title, author, price; 'pre-order' books show their release date. */
export function BookCard({ book, labelSlug, preorder = false }: { book: Book; labelSlug: string; preorder?: boolean }) {
  const note = preorder ? null : stockNote(book, new Date().toISOString().slice(0, 10));
  const unavailable = note === 'Rupture de stock';
  const titleId = `book-${book.id}-title`;
  return (
    <article className={`book-card${unavailable ? ' is-unavailable' : ''}`} aria-labelledby={titleId}>
      <div className="book-card__cover-box">
        <Picture
          src={book.image}
          webp={book.image_webp}
          alt={`Couverture de « ${book.name} »`}
          className="book-card__cover"
          width={600}
          height={900}
        />
        {preorder && <span className="badge badge--preorder">Précommande</span>}
        {!preorder && book.is_new && <span className="badge">Nouveauté</span>}
      </div>
      <div className="book-card__body">
        <h3 className="book-card__title" id={titleId}>
          <Link to={paths.label.book.getHref(labelSlug, book.slug)} className="book-card__link">
            {book.name}
          </Link>
        </h3>
        {book.author && <p className="book-card__author">{book.author.name}</p>}
        <p className="book-card__price">{formatPrice(book.price)}</p>
        {preorder && book.release && <p className="book-card__release">Sortie prévue le {formatDate(book.release)}</p>}
        {note && <p className="book-card__stock">{note}</p>}
      </div>
    </article>
  );
}
