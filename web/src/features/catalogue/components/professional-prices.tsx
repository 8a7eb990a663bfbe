import { formatPrice, formatDecimal } from '@/lib/format';
import type { Book } from '@/types/api';

/** The price with VAT of a price without, to the cent, for an answer without `discounted_price`; the public price itself when it is the public one. */
function withVat(book: Book, noVat: string): number {
  if (noVat === book.price_no_vat) return Number(book.price);
  return Math.round(Number(noVat) * (100 + (book.vat_rate ?? 0))) / 100;
}

/**
 * Spec §6: booksellers see professional prices on a book: the public price without VAT, and their
 * purchase price (`discounted_price_no_vat`) without and with VAT.
 */
export function ProfessionalPrices({ book }: { book: Book }) {
  const publicNoVat = book.price_no_vat ?? book.price;
  const purchaseNoVat = book.discounted_price_no_vat ?? publicNoVat;
  return (
    <section className="pro-prices" aria-labelledby="pro-prices-title">
      <h2 id="pro-prices-title" className="pro-prices__title">
        Prix professionnels
      </h2>
      <dl className="pro-prices__list">
        <div>
          <dt>Prix public HT</dt>
          <dd data-testid="public-price-no-vat">{formatPrice(publicNoVat)}</dd>
        </div>
        <div className="pro-prices__purchase">
          <dt>Votre prix d'achat HT</dt>
          <dd data-testid="purchase-price-no-vat">{formatPrice(purchaseNoVat)}</dd>
        </div>
        <div>
          <dt>Votre prix d'achat TTC</dt>
          <dd data-testid="purchase-price">{formatPrice(book.discounted_price ?? withVat(book, purchaseNoVat))}</dd>
        </div>
      </dl>
      <p className="pro-prices__note">
        Prix public TTC {formatPrice(book.price)}, dont TVA à {formatDecimal(book.vat_rate ?? 0)} %.
      </p>
    </section>
  );
}
