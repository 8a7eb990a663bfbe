/** §3: how a bookseller pays. 'credit-cart' is a misspelling found in one place of the SPA. */
export const PAYMENT_MEANS = ['sepa-debit', 'wire', 'credit-card'] as const;
export type PaymentMean = (typeof PAYMENT_MEANS)[number];

/** The SPA's 'credit-cart' spelling read as 'credit-card'; anything else as sent. */
export function readPaymentMeanSpelling(value: unknown): unknown {
  return value === 'credit-cart' ? 'credit-card' : value;
}

/** §9: direct debit at 90 days. */
export const DEFAULT_SEPA_TERM_DAYS = 90;
/** The column's CHECK (sepa_term BETWEEN 0 AND 365). */
export const SEPA_TERM_MAX_DAYS = 365;

/** A discount in percent with at most two decimals (32.5) → basis points (3250). */
export function discountBp(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points → the percentage the API shows (3250 → 32.5). */
export function discountPercent(bp: number): number {
  return bp / 100;
}

/** Trade terms staff may set on a bookseller account. */
export interface BooksellerTermsChange {
  discountBp?: number;
  paymentMean?: PaymentMean;
  sepaTerm?: number;
  /** Electronic format; null removes it. */
  iban?: string | null;
  /** The SEPA mandate's unique reference (RUM); null removes it. */
  mandateReference?: string | null;
}

/** A RUM: 1 to 35 characters of the SEPA set (letters, digits, space and + ? / - : ( ) . , '). */
export const MANDATE_REFERENCE = /^[A-Za-z0-9+?/:().,' -]{1,35}$/;
export const MANDATE_REFERENCE_MESSAGE = "La référence unique de mandat (RUM) compte 35 caractères au plus : lettres sans accent, chiffres, espaces et + ? / - : ( ) . , '";
