import { FormErrors, readChoice, readInteger } from './form';
import { readIban } from './iban';
import { AUTH_MESSAGES as M } from './messages';

/** §3: how a bookseller pays. 'credit-cart' is a misspelling found in one place of the SPA. */
export const PAYMENT_MEANS = ['sepa-debit', 'wire', 'credit-card'] as const;
export type PaymentMean = (typeof PAYMENT_MEANS)[number];

/** §9: direct debit at 90 days. */
export const DEFAULT_SEPA_TERM_DAYS = 90;

/** Reads a payment mean, accepting the SPA's 'credit-cart' spelling for 'credit-card'. */
export function readPaymentMean(errors: FormErrors, field: string, value: unknown, required: boolean): PaymentMean | undefined {
  return readChoice(errors, field, value === 'credit-cart' ? 'credit-card' : value, PAYMENT_MEANS, required);
}

/** A discount in percent with at most two decimals ("30", 32.5) → basis points (3000, 3250). */
export function readDiscountBp(errors: FormErrors, field: string, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (!/^-?\d+(\.\d+)?$/.test(text)) errors.add(field, M.notANumber);
  else if (/\.\d{3,}$/.test(text)) errors.add(field, M.maxDecimals(2));
  else if (Number(text) < 0) errors.add(field, M.minValue(0));
  else if (Number(text) > 100) errors.add(field, M.maxValue(100));
  else return Math.round(Number(text) * 100);
  return undefined;
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
}

export function parseBooksellerTerms(raw: Record<string, unknown>): BooksellerTermsChange {
  const errors = new FormErrors();
  const change: BooksellerTermsChange = {
    discountBp: readDiscountBp(errors, 'discount', raw.discount),
    paymentMean: readPaymentMean(errors, 'payment_mean', raw.payment_mean, false),
    sepaTerm: readInteger(errors, 'sepa_term', raw.sepa_term, 0, 365),
    iban: readIban(errors, 'iban', raw.iban),
  };
  errors.throwIfAny();
  return change;
}
