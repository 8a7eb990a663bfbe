import { discounted, withoutVat } from '@shop/common';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "21.00" → 2100; null when the representation left the price out (`fields=`). */
function cents(price: unknown): number | null {
  if (typeof price !== 'string' && typeof price !== 'number') return null;
  const value = Number(price);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/**
 * The purchase price without VAT of one unit for a trade discount (basis points): the discount on the
 * public price with VAT, then VAT removed, exactly as the cart prices a bookseller's line of one
 * book (libs/cart cart-pricing: `discounted` then `withoutVat`).
 */
export function tradePriceNoVat(priceCents: number, vatRateBp: number, discountBp: number): string {
  return (withoutVat(discounted(priceCents, discountBp), vatRateBp) / 100).toFixed(2);
}

/** The purchase price with VAT of one unit for a trade discount (basis points): the unit price of the bookseller's cart line. */
export function tradePrice(priceCents: number, discountBp: number): string {
  return (discounted(priceCents, discountBp) / 100).toFixed(2);
}

function repriceProduct(product: Json, discountBp: number): Json {
  const out: Json = { ...product };
  const price = cents(product.price);
  const vatBp = typeof product.vat_rate === 'number' ? Math.round(product.vat_rate * 100) : null;
  if (product.type === 'book' && price !== null && vatBp !== null) {
    const trade = tradePriceNoVat(price, vatBp, discountBp);
    const tradeWithVat = tradePrice(price, discountBp);
    // `books/` flattens the book's fields; `products/` nests them under `book`.
    if ('discounted_price_no_vat' in product) out.discounted_price_no_vat = trade;
    if ('discounted_price' in product) out.discounted_price = tradeWithVat;
    if (isObject(product.book)) {
      const book: Json = { ...product.book };
      if ('discounted_price_no_vat' in book) book.discounted_price_no_vat = trade;
      if ('discounted_price' in book) book.discounted_price = tradeWithVat;
      out.book = book;
    }
  }
  if (Array.isArray(product.linked_products)) {
    out.linked_products = product.linked_products.map((linked) => (isObject(linked) ? repriceProduct(linked, discountBp) : linked));
  }
  return out;
}

/**
 * The shared (anonymous, cacheable) representation of a book or product, or a page of them, as a
 * bookseller sees it: `discounted_price_no_vat` of books becomes their purchase price. Other
 * products keep the public price (the trade discount is on books only).
 */
export function withTradeDiscount<T>(body: T, discountBp: number): T {
  // A page sent as its stored JSON (serializedBody: UTF-8 bytes) is read back to be repriced.
  if ((typeof body === 'string' || Buffer.isBuffer(body)) && discountBp > 0) return withTradeDiscount(JSON.parse(body.toString()) as unknown, discountBp) as T;
  if (!isObject(body) || discountBp <= 0) return body;
  if (Array.isArray(body.results)) {
    return { ...body, results: body.results.map((item) => (isObject(item) ? repriceProduct(item, discountBp) : item)) } as T;
  }
  return repriceProduct(body, discountBp) as T;
}
