import type { CartActor } from './cart-actor';
import type { BuildContext, CartCommandRunner, CartOutcome } from './cart-runner.service';
import type { CartState, PaymentMeans } from '../domain/cart.types';

/** How a payment is made: the means, what it paid, and the means' own checks on the cart. */
export interface Payment {
  means: PaymentMeans;
  /** What this payment paid, in cents, from the state it applies to. */
  amountCents: (state: CartState) => number;
  /** Refuses (throws a CartRefusal) when this means cannot pay the cart as it is. */
  check?: (state: CartState) => void;
}

/**
 * Marks a confirmed cart paid, the one way every payment means goes (vouchers, the bank's card
 * notification, later direct debit and wire): MarkPaid through the cart's command handling, whose
 * transaction also draws the invoice number, keeps the invoice, spends the vouchers, records the
 * contributions and writes the confirmation mail to the outbox (PaidCartEffects). Paying a paid cart changes nothing.
 */
export function completePayment(runner: CartCommandRunner, cartId: string, actor: CartActor, payment: Payment): Promise<CartOutcome> {
  return runner.run(cartId, actor, (state: CartState, { at }: BuildContext) => {
    payment.check?.(state);
    return { type: 'MarkPaid', means: payment.means, amountCents: payment.amountCents(state), paidAt: at };
  });
}
