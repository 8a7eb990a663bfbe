import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { MarkPaidCommand } from './cart-step-commands';
import type { CartState } from './cart.types';
import { leftToPayAfterVouchers } from './checkout-rules';
import { DIRECT_DEBIT_ABOVE_CENTS, PAYMENT_TERMS_MESSAGES, type DeferredMeans, type PaymentTermsCommand } from './payment-terms';

/**
 * `POST api/carts/{id}/direct_debit/` or `wire/`: a bookseller places their confirmed order and pays
 * later. The handler loads what the rules need: who asks, whether their IBAN is on file, their term.
 */
export interface PayOnTermsCommand {
  type: 'PayOnTerms';
  means: DeferredMeans;
  payerId: number | null;
  /** A direct debit needs the bookseller's IBAN (a wire does not). */
  ibanOnFile: boolean;
  termDays: number;
  /** When the order is placed, and that day in Paris (the invoice's day, which the terms count from). */
  at: string;
  today: string;
}

/**
 * What placing an order on terms comes to, as the cart's own commands (the payment, then the due
 * date), or the refusal: someone else's cart, no IBAN for a debit, nothing left to pay.
 */
export function payOnTermsSteps(command: PayOnTermsCommand, state: CartState): (MarkPaidCommand | PaymentTermsCommand)[] {
  const { means } = command;
  // Only its owner pays a cart: an anonymous one is not found either.
  if (state.ownerId !== command.payerId) throw CartRefusal.detail(M.cartMissing, 404);
  // Sent twice (a double click): the order is already placed this way, answer it as it is.
  if (state.status === 2 && state.paymentMeans === means) return [];
  // No account to take the debit from: the order is not placed.
  if (means === 'sepa-debit' && !command.ibanOnFile) throw CartRefusal.detail(PAYMENT_TERMS_MESSAGES.ibanMissing);
  const owed = leftToPayAfterVouchers(state);
  if (state.status === 1 && owed === 0) throw CartRefusal.detail(PAYMENT_TERMS_MESSAGES.nothingToPay);
  if (means === 'sepa-debit' && state.status === 1 && (owed ?? 0) <= DIRECT_DEBIT_ABOVE_CENTS) throw CartRefusal.detail(PAYMENT_TERMS_MESSAGES.debitBelowMinimum);
  return [
    { type: 'MarkPaid', means, amountCents: owed ?? 0, paidAt: command.at },
    // The invoice is dated the paying day (PaidCartEffects), the day the terms count from.
    { type: 'GrantPaymentTerms', means, invoiceDate: command.today, termDays: command.termDays },
  ];
}
