import type { CartActor } from './cart-actor';
import type { BuildContext, CartCommandRunner, CartOutcome } from './cart-runner.service';
import type { CartState, PaymentMeans } from '../domain/cart.types';

/** A payment of a given amount by a given means (no means' own rule: those are the decider's). */
export interface Payment {
  means: PaymentMeans;
  /** What this payment paid, in cents, from the state it applies to. */
  amountCents: (state: CartState) => number;
}

/**
 * Marks a confirmed cart paid with MarkPaid alone, through the cart's command handling, whose
 * transaction also draws the invoice number, keeps the invoice, spends the vouchers, records the
 * contributions and writes the confirmation mail to the outbox (PaidCartEffects). The shop's own
 * means add their rules first: PayWithVouchers, PayByCard and PayOnTerms in the decider.
 * Paying a paid cart changes nothing.
 */
export function completePayment(runner: CartCommandRunner, cartId: string, actor: CartActor, payment: Payment): Promise<CartOutcome> {
  return runner.run(cartId, actor, (state: CartState, { at }: BuildContext) => ({
    type: 'MarkPaid',
    means: payment.means,
    amountCents: payment.amountCents(state),
    paidAt: at,
  }));
}
