import { useId, useState, type FormEvent } from 'react';
import { guillemets } from '@shop/typography';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import { sendQuickOrder, type QuickOrderReport } from '@/features/bookseller/api/quick-order';
import '@/features/bookseller/bookseller.css';
import { addToCart } from '@/features/cart/api/add-product';
import { useBookPages, type BooksQuery } from '@/features/catalogue/api/get-books';
import { availability, stockMessage } from '@/features/catalogue/utils/book-status';
import { useLabels } from '@/features/labels/api/get-labels';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';
import type { Book } from '@/types/api';

/** Books per page of the table. */
const PAGE_SIZE = 24;
/** The most copies a bookseller orders on one line (the cart's trade maximum). */
export const MAX_QUANTITY = 9999;
export const QUANTITY_MESSAGE = `Saisissez une quantité entière de 1 à ${MAX_QUANTITY}.`;

/** A quantity typed in a field: the integer, or null when it is not one from 1 to the maximum. */
export function readQuantity(text: string): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}

/** What a bookseller reads of a book's availability, in the public pages' words (the restocking date included). */
export function availabilityText(book: Book): string {
  const status = availability(book);
  // The release date has its own column.
  if (status.kind === 'preorder') return 'En précommande';
  return stockMessage(status) ?? 'Disponible';
}

type RowStatus = { kind: 'sending' } | { kind: 'added'; quantity: number } | { kind: 'error'; message: string } | { kind: 'invalid' };

function BookRow({ book, labelId, labelSlug }: { book: Book; labelId: number; labelSlug: string }) {
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [status, setStatus] = useState<RowStatus | null>(null);
  const sending = status?.kind === 'sending';
  const invalid = status?.kind === 'invalid';
  async function add() {
    const copies = readQuantity(quantity);
    if (copies === null) {
      setStatus({ kind: 'invalid' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await addToCart({ labelId, product: book.id, variant: null, quantity: copies });
      setStatus({ kind: 'added', quantity: copies });
    } catch (failure) {
      setStatus({ kind: 'error', message: failure instanceof ApiError ? failure.message : 'Le livre n’a pas pu être ajouté au panier. Veuillez réessayer.' });
    }
  }
  const titleId = `${id}-title`;
  return (
    <tr>
      <td className="quick-table__cover">
        <Picture src={book.image} webp={book.image_webp} alt="" className="quick-table__image" width={600} height={900} />
      </td>
      <th scope="row" className="quick-table__book">
        <Link to={paths.label.booksellerBook.getHref(book.label_slug || labelSlug, book.slug)} id={titleId} className="quick-table__title">
          {book.name}
        </Link>
        {book.author && <span className="quick-table__meta">{book.author.name}</span>}
        {book.isbn && <span className="quick-table__meta quick-table__isbn">ISBN {book.isbn}</span>}
      </th>
      <td data-label="Parution">{book.release ? formatDate(book.release) : '—'}</td>
      <td data-label="Disponibilité">{availabilityText(book)}</td>
      <td data-label="Prix public TTC" className="quick-table__price" data-testid="public-price">
        {formatPrice(book.price)}
      </td>
      <td data-label="Votre prix HT" className="quick-table__price" data-testid="purchase-price-no-vat">
        {formatPrice(book.discounted_price_no_vat ?? book.price_no_vat ?? book.price)}
      </td>
      <td data-label="Votre prix TTC" className="quick-table__price" data-testid="purchase-price">
        {formatPrice(book.discounted_price ?? book.price)}
      </td>
      <td data-label="Quantité" className="quick-table__order">
        <div className="quick-table__controls">
          <label htmlFor={`${id}-quantity`} className="visually-hidden">
            Quantité de {guillemets(book.name)}
          </label>
          <input
            id={`${id}-quantity`}
            className="field__input quick-table__quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            step={1}
            value={quantity}
            onChange={(event) => {
              setQuantity(event.target.value);
              if (invalid) setStatus(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void add();
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-status`}
          />
          <button type="button" className="button button--small" onClick={() => void add()} disabled={sending} aria-describedby={titleId}>
            {sending ? 'Ajout…' : 'Ajouter'}
          </button>
        </div>
        <p id={`${id}-status`} role="status" className={`quick-table__status${status?.kind === 'error' || invalid ? ' is-error' : ''}`}>
          {status?.kind === 'added' && `Ajouté au panier (${status.quantity}).`}
          {status?.kind === 'error' && status.message}
          {invalid && QUANTITY_MESSAGE}
        </p>
      </td>
    </tr>
  );
}

/**
 * Spec §6 'libraire/boutique': the books as a table a buyer works through, filtered by collection
 * and searched (title, author, ISBN) on the server, each row with a quantity and 'Ajouter'.
 */
export function QuickOrderTable({ labelId, labelSlug }: { labelId: number; labelSlug: string }) {
  const labels = useLabels();
  const [label, setLabel] = useState<string>(String(labelId));
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<BooksQuery>({ is_external: false, label: labelId, ordering: '-project__release', limit: PAGE_SIZE });
  const { items, error, isLoading, hasMore, loadMore, retry } = useBookPages(query);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = search.trim();
    setQuery({ is_external: false, ...(label ? { label: Number(label) } : {}), ...(text ? { search: text } : {}), ordering: '-project__release', limit: PAGE_SIZE });
  }
  return (
    <section className="quick-order" aria-labelledby="quick-table-title">
      <h2 id="quick-table-title" className="account-card__title">
        Nos livres
      </h2>
      <form className="quick-filters" role="search" aria-label="Rechercher dans les livres" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="quick-label" className="field__label">
            Collection
          </label>
          <select id="quick-label" className="field__input field__select" value={label} onChange={(event) => setLabel(event.target.value)}>
            <option value="">Toutes les collections</option>
            {labels.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
            {!labels.some((l) => l.id === labelId) && <option value={String(labelId)}>Cette collection</option>}
          </select>
        </div>
        <div className="field quick-filters__search">
          <label htmlFor="quick-search" className="field__label">
            Titre, auteurice ou ISBN
          </label>
          <input id="quick-search" className="field__input" type="search" value={search} maxLength={200} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <button type="submit" className="button">
          Rechercher
        </button>
      </form>
      <p className="quick-order__note">Vos prix d’achat, à vos conditions, tels que votre panier les comptera.</p>
      {isLoading ? (
        <p role="status">Chargement des livres…</p>
      ) : error && items.length === 0 ? (
        <ErrorMessage message="Les livres n’ont pas pu être chargés." onRetry={retry} />
      ) : items.length === 0 ? (
        <p role="status" className="empty">
          Aucun livre ne correspond à votre recherche.
        </p>
      ) : (
        <div className="quick-table__wrap" role="region" aria-labelledby="quick-table-title" tabIndex={0}>
          <table className="quick-table">
            <caption className="visually-hidden">Livres à commander : quantité et ajout au panier sur chaque ligne</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Couverture</span>
                </th>
                <th scope="col">Livre</th>
                <th scope="col">Parution</th>
                <th scope="col">Disponibilité</th>
                <th scope="col">Prix public TTC</th>
                <th scope="col">Votre prix HT</th>
                <th scope="col">Votre prix TTC</th>
                <th scope="col">Quantité</th>
              </tr>
            </thead>
            <tbody>
              {items.map((book) => (
                <BookRow key={book.id} book={book} labelId={labelId} labelSlug={labelSlug} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && !error && (
        <button type="button" className="button button--ghost quick-order__more" onClick={loadMore}>
          Afficher plus de livres
        </button>
      )}
    </section>
  );
}

/** Spec §6: ordering by a list of ISBNs pasted from a spreadsheet; the server reads it and reports line by line. */
export function QuickOrderByIsbn({ labelId, checkoutHref }: { labelId: number; checkoutHref: string }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<QuickOrderReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Collez au moins une ligne « ISBN;quantité ».');
      return;
    }
    setSending(true);
    setError(null);
    setReport(null);
    try {
      setReport(await sendQuickOrder(labelId, text));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors.lines?.join(' ') ?? failure.message) : 'La liste n’a pas pu être envoyée. Veuillez réessayer.');
    } finally {
      setSending(false);
    }
  }
  const copies = report?.added.reduce((total, line) => total + line.quantity, 0) ?? 0;
  return (
    <section className="quick-order quick-isbn" aria-labelledby="quick-isbn-title">
      <h2 id="quick-isbn-title" className="account-card__title">
        Commander par liste d’ISBN
      </h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label htmlFor="quick-isbn-lines" className="field__label">
            Une ligne par livre : ISBN et quantité
          </label>
          <p id="quick-isbn-hint" className="field__hint">
            Par exemple « 978-2-07-036822-8;3 ». Le point-virgule, la tabulation ou la virgule séparent l’ISBN de la quantité ; les tirets sont facultatifs ; sans quantité, un
            exemplaire. 200 lignes au plus.
          </p>
          <textarea
            id="quick-isbn-lines"
            className="field__input quick-isbn__text"
            rows={8}
            maxLength={20000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={error ? 'quick-isbn-hint quick-isbn-error' : 'quick-isbn-hint'}
            aria-invalid={error ? true : undefined}
            spellCheck={false}
          />
          {error && (
            <p id="quick-isbn-error" className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Envoi en cours…' : 'Ajouter au panier'}
        </button>
      </form>
      <div role="status" className="quick-isbn__report">
        {report && (
          <>
            <h3 className="quick-isbn__heading">
              {report.added.length === 0
                ? 'Aucun livre n’a été ajouté au panier.'
                : `${report.added.length} ${report.added.length > 1 ? 'lignes ajoutées' : 'ligne ajoutée'} au panier (${copies} ${copies > 1 ? 'exemplaires' : 'exemplaire'}).`}
              {report.refused.length > 0 && ` ${report.refused.length} ${report.refused.length > 1 ? 'lignes refusées' : 'ligne refusée'}.`}
            </h3>
            {report.added.length > 0 && (
              <>
                <h4 className="quick-isbn__subheading">Ajoutés</h4>
                <ul className="quick-isbn__list">
                  {report.added.map((line) => (
                    <li key={line.line}>
                      Ligne {line.line}&nbsp;: {guillemets(line.title)} ({line.isbn}), {line.quantity} {line.quantity > 1 ? 'exemplaires' : 'exemplaire'}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {report.refused.length > 0 && (
              <>
                <h4 className="quick-isbn__subheading">Refusés</h4>
                <ul className="quick-isbn__list quick-isbn__list--refused">
                  {report.refused.map((line) => (
                    <li key={line.line}>
                      Ligne {line.line} ({guillemets(line.text)})&nbsp;: {line.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {report.added.length > 0 && (
              <Link to={checkoutHref} className="button button--ghost">
                Voir mon panier
              </Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}
