import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { CartEvent } from './cart.events';
import type { CartState, PaymentMeans } from './cart.types';

/** Means a bookseller pays later, on terms: the order is placed (status 2) and settled afterwards. */
export type DeferredMeans = Extract<PaymentMeans, 'sepa-debit' | 'wire'>;

/** Spec section 9: direct debit at 90 days, wire at 90 days end of month. */
export const DEFAULT_TERM_DAYS = 90;

/** Messages of payment on terms (ours: the spec is silent). */
export const PAYMENT_TERMS_MESSAGES = {
  booksellersOnly: 'Ce moyen de paiement est réservé aux libraires.',
  nothingToPay: 'Il ne reste rien à payer : validez la commande avec vos bons d’achat.',
  notOnTerms: "Cette commande n'attend pas de règlement.",
  // The bookseller gives their IBAN in their area before paying by direct debit.
  ibanMissing: 'Renseignez votre IBAN dans votre espace libraire pour payer par prélèvement.',
  // Spec §9: 'automatic debit when an order exceeds 50 euros'; a smaller one is paid otherwise.
  debitBelowMinimum: 'Seules les commandes de plus de 50 € sont prélevées : réglez celle-ci par virement ou par carte bancaire.',
} as const;

/** Spec §9: a direct debit takes only what is owed above this (in cents): 50 €. */
export const DIRECT_DEBIT_ABOVE_CENTS = 5000;

export type PaymentTermsCommand =
  /** Right after MarkPaid with a deferred means: the due date counted from the invoice day. */
  | { type: 'GrantPaymentTerms'; means: DeferredMeans; invoiceDate: string; termDays: number }
  /** Staff received the debit or the wire. */
  | { type: 'SettlePayment'; settledAt: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDate(day: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new Error(`date invalide : ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * When an order on terms must be paid, from its invoice day (YYYY-MM-DD): a direct debit `days`
 * later; a wire at the end of the month in which those days end ('90 jours fin de mois').
 */
export function paymentDueDate(means: DeferredMeans, invoiceDate: string, days = DEFAULT_TERM_DAYS): string {
  const due = utcDate(invoiceDate);
  due.setUTCDate(due.getUTCDate() + days);
  if (means === 'wire') return isoDay(new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)));
  return isoDay(due);
}

/**
 * Whether an order's money is in: paid by card or vouchers at once; on terms once staff settled it.
 * Read-model rows written before terms existed lack the fields: they were paid at once.
 */
export function isSettled(state: Pick<CartState, 'status' | 'paymentDueDate' | 'settledAt'>): boolean {
  if (state.status !== 2) return false;
  return (state.paymentDueDate ?? null) === null || (state.settledAt ?? null) !== null;
}

/**
 * Terms are granted once to an order just placed with the same deferred means; settling needs an
 * order on terms and happens once.
 */
export function decidePaymentTerms(command: PaymentTermsCommand, state: CartState): CartEvent[] {
  if (!state.exists || state.mergedInto !== null) throw CartRefusal.detail(M.cartMissing, 404);
  switch (command.type) {
    case 'GrantPaymentTerms': {
      if (state.status !== 2 || state.paymentMeans !== command.means) throw CartRefusal.detail(M.notConfirmed);
      if ((state.paymentDueDate ?? null) !== null) return [];
      const dueDate = paymentDueDate(command.means, state.invoiceDate ?? command.invoiceDate, command.termDays);
      return [{ type: 'PaymentTermsGranted', data: { means: command.means, dueDate } }];
    }
    case 'SettlePayment':
      if (state.status !== 2 || (state.paymentDueDate ?? null) === null) throw CartRefusal.detail(PAYMENT_TERMS_MESSAGES.notOnTerms);
      if ((state.settledAt ?? null) !== null) return [];
      return [{ type: 'PaymentSettled', data: { settledAt: command.settledAt } }];
  }
}
