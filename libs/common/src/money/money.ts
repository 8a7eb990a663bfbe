/** Money is held as integer cents; VAT rates as basis points (550 = 5.5 %). */
export type Cents = number;

/** VAT on books (CGI art. 278-0 bis A) and on every other good. */
export const VAT_BOOK_BP = 550;
export const VAT_STANDARD_BP = 2000;

/** Euros with two decimals, as DRF serializes a DecimalField: 1250 → "12.50". */
export function euros(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Price without VAT from a price with VAT included, rounded half up to the cent. */
export function withoutVat(cents: Cents, vatRateBp: number): Cents {
  return Math.round((cents * 10000) / (10000 + vatRateBp));
}

/** Applies a percentage discount (in basis points) to an amount, rounded half up to the cent. */
export function discounted(cents: Cents, discountBp: number): Cents {
  return Math.round((cents * (10000 - discountBp)) / 10000);
}
