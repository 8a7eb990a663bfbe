import type { ReactNode } from 'react';
import { frenchSpacing } from '@shop/typography';
import { Link } from 'react-router-dom';
import { HtmlContent } from '@/components/ui/html-content';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDate, formatPrice } from '@/lib/format';
import type { Book } from '@/types/api';
import { availability, preorderMessage, stockMessage } from '../utils/book-status';
import { LinkedProducts } from './linked-products';
import { ProductGallery } from './product-gallery';
import { ProfessionalPrices } from './professional-prices';

interface BookDetailProps {
  book: Book;
  labelSlug: string;
  /** Booksellers see their professional prices (spec §6). */
  isBookseller: boolean;
  /** The bookseller area's page style (spec §2). */
  pro?: boolean;
  /** The cart button, given by the page. */
  actions?: ReactNode;
  /** Whether the label has author pages to link the author's name to (its feature switch). */
  authorPages?: boolean;
}

const isbn13 = (isbn: string) => (/^\d{13}$/.test(isbn) ? `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 10)}-${isbn.slice(10, 12)}-${isbn.slice(12)}` : isbn);

/**
 * A book's page (spec §2, §4 'Book display'): cover, title, author, price, its availability
 * (pre-order, stock, restocking), the cart button, its facts, its description and linked products.
 */
export function BookDetail({ book, labelSlug, isBookseller, pro = false, actions, authorPages = true }: BookDetailProps) {
  const status = availability(book);
  const stock = stockMessage(status);
  const facts: [string, ReactNode][] = [];
  const author = book.author && (authorPages ? <Link to={paths.label.author.getHref(labelSlug, book.author.slug)}>{book.author.name}</Link> : book.author.name);
  if (author) facts.push(['Auteurice', author]);
  if (book.publisher) facts.push(['Éditeur', book.publisher]);
  if (book.release) facts.push([status.kind === 'preorder' ? 'Parution prévue' : 'Parution', formatDate(book.release)]);
  if (book.nb_pages) facts.push(['Pages', String(book.nb_pages)]);
  if (book.isbn) facts.push(['ISBN', isbn13(book.isbn)]);

  return (
    <article className={`product-page book-page${pro ? ' book-page--pro' : ''}`} aria-labelledby="book-title">
      <div className="product-page__top">
        <ProductGallery name={book.name} image={book.image} imageWebp={book.image_webp} images={book.images} shape="cover" greyed={status.kind === 'out-of-stock'} />
        <div className="product-page__summary">
          <div className="product-page__badges">
            {status.kind === 'preorder' && <span className="tag tag--preorder">Précommande</span>}
            {status.kind !== 'preorder' && book.is_new && <span className="tag tag--new">Nouveauté</span>}
            {book.is_external && <span className="tag">Autre éditeur</span>}
          </div>
          <h1 id="book-title" className="product-page__title">
            {frenchSpacing(book.name)}
          </h1>
          {book.author && <p className="product-page__author">par {author}</p>}
          <p className="product-page__price" data-testid="price">
            {formatPrice(book.price)}
            <span className="product-page__price-note"> TTC</span>
          </p>
          {status.kind === 'preorder' && (
            <p className="availability availability--preorder">
              <Icon name="calendar" size={20} />
              <span>{preorderMessage(book.release)}</span>
            </p>
          )}
          {status.kind === 'in-stock' && (
            <p className="availability availability--ok">
              <Icon name="check" size={20} />
              <span>En stock</span>
            </p>
          )}
          {stock && (
            <p className={`availability availability--${status.kind}`}>
              <Icon name="clock" size={20} />
              <span>{stock}</span>
            </p>
          )}
          {actions}
          {isBookseller && <ProfessionalPrices book={book} />}
          {pro && !isBookseller && <p className="product-page__pro-hint">Connectez-vous avec votre compte libraire pour voir vos prix professionnels.</p>}
          {facts.length > 0 && (
            <dl className="facts">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
      {book.description && (
        <section className="product-page__section" aria-labelledby="book-description">
          <h2 id="book-description">Présentation</h2>
          <HtmlContent html={book.description} />
        </section>
      )}
      <LinkedProducts products={book.linked_products} labelSlug={labelSlug} />
    </article>
  );
}
