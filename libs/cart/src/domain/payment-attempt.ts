import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { CartEvent } from './cart.events';
import type { MarkPaidCommand } from './cart-step-commands';
import { leftToPayAfterVouchers } from './checkout-rules';
import type { CartState, PaymentAttemptInfo } from './cart.types';

// Part of the cart's state (cart.types.ts), named here too where the attempts are decided.
export type { PaymentAttemptInfo };

/** Messages of card payment attempts (ours: the spec is silent). */
export const PAYMENT_ATTEMPT_MESSAGES = {
  nothingToPay: 'Il ne reste rien à payer par carte : validez la commande avec vos bons d’achat.',
  unknownAttempt: 'Tentative de paiement inconnue.',
} as const;

export type PaymentAttemptCommand =
  /** `payerId`: who asks for the bank form; only the cart's owner pays it. */
  | { type: 'StartPaymentAttempt'; reference: string; amountCents: number; startedAt: string; payerId: number | null }
  | { type: 'FailPaymentAttempt'; reference: string; code: string; reason?: string };

/**
 * A new attempt needs a confirmed, unpaid cart with something left to pay. Failing one (the bank's
 * 'Annulation') is recorded once; a paid cart keeps its payment whatever comes after.
 */
export function decidePaymentAttempt(command: PaymentAttemptCommand, state: CartState): CartEvent[] {
  if (!state.exists || state.mergedInto !== null) throw CartRefusal.detail(M.cartMissing, 404);
  const attempts = state.paymentAttempts ?? [];
  switch (command.type) {
    case 'StartPaymentAttempt':
      // Only its owner pays a cart: an anonymous one is not found either.
      if (state.ownerId !== command.payerId) throw CartRefusal.detail(M.cartMissing, 404);
      if (state.status === 2) throw CartRefusal.detail(M.cartPaid);
      if (state.status !== 1) throw CartRefusal.detail(M.notConfirmed);
      if (!(command.amountCents > 0)) throw CartRefusal.detail(PAYMENT_ATTEMPT_MESSAGES.nothingToPay);
      if (attempts.some((a) => a.reference === command.reference)) return [];
      return [{ type: 'PaymentAttemptStarted', data: { reference: command.reference, amountCents: command.amountCents, startedAt: command.startedAt } }];
    case 'FailPaymentAttempt': {
      const attempt = attempts.find((a) => a.reference === command.reference);
      if (!attempt) throw CartRefusal.detail(PAYMENT_ATTEMPT_MESSAGES.unknownAttempt, 404);
      if (state.status === 2 || attempt.status === 'failed') return [];
      return [{ type: 'PaymentAttemptFailed', data: { reference: command.reference, code: command.code, ...(command.reason ? { reason: command.reason } : {}) } }];
    }
  }
}

/**
 * The bank's card notification pays what the form asked for: a cart changed since (vouchers added,
 * unconfirmed and confirmed again) is owed another amount, and is not marked paid with this one.
 */
export function checkCardAmountOwed(state: CartState, amountCents: number): void {
  const owed = leftToPayAfterVouchers(state);
  if (state.status === 1 && owed !== amountCents) throw CartRefusal.detail(`il reste ${owed} centimes à payer, la banque en a reçu ${amountCents}`);
}

/** The bank's notification of a card payment: the amount the bank received for the attempt. */
export interface PayByCardCommand {
  type: 'PayByCard';
  amountCents: number;
  paidAt: string;
}

/** A card payment pays the cart with what the bank received, once that is what is owed. */
export function cardPaymentSteps(command: PayByCardCommand, state: CartState): MarkPaidCommand[] {
  checkCardAmountOwed(state, command.amountCents);
  return [{ type: 'MarkPaid', means: 'credit-card', amountCents: command.amountCents, paidAt: command.paidAt }];
}

/** The attempts after one of their events. */
export function evolvePaymentAttempts(attempts: PaymentAttemptInfo[] | undefined, event: CartEvent): PaymentAttemptInfo[] {
  const list = attempts ?? [];
  if (event.type === 'PaymentAttemptStarted') return [...list, { ...event.data, status: 'started' }];
  if (event.type === 'PaymentAttemptFailed') {
    const reason = event.data.reason;
    return list.map((a) => (a.reference === event.data.reference ? { ...a, status: 'failed', ...(reason ? { failure: reason } : {}) } : a));
  }
  return list;
}
