import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { BuyerTerms } from './cart-pricing';
import type { ConfirmCommand } from './cart-step-commands';
import { priceCartView } from './cart-view';
import type { CartState, ProductSnapshot } from './cart.types';
import { checkReadyToConfirm } from './checkout-rules';
import type { LabelSales } from './label-sales';

/**
 * `PATCH api/carts/{id}/ {status: 1}`, the checkout's 'Valider': the handler passes what the
 * catalogue says now of each line and the owner's terms; the cart prices itself and confirms.
 */
export interface ConfirmCheckoutCommand {
  type: 'ConfirmCheckout';
  /** Current catalogue snapshots of the cart's products, keyed by line id (null: no longer sold). */
  current: Record<string, ProductSnapshot | null>;
  terms: BuyerTerms;
  /** The shop's day: the parcels, their dates and fees, and so the total, are those of today. */
  today: string;
  /** The customer ticked the CGV box (L221-14). */
  termsAccepted: boolean;
  /** What the label of each product line sells now, by line id (its switches). */
  lineSales: Record<string, LabelSales>;
  /** Whether the label of each campaign the cart backs takes contributions now, by campaign id. */
  crowdfundingOpen: Record<number, boolean>;
  /** The label the customer confirms on (null: the cart's own). */
  labelId?: number | null;
}

/**
 * What the checkout's confirmation comes to: refused without the CGV accepted; nothing for a cart
 * already confirmed (a double click), else the delivery step must be complete (an empty cart is
 * refused as such by Confirm) and the cart confirms at today's total.
 */
export function checkoutConfirmationSteps(command: ConfirmCheckoutCommand, state: CartState): ConfirmCommand[] {
  if (command.termsAccepted !== true) throw CartRefusal.field('terms_accepted', M.termsRequired);
  if (state.status === 1) return [];
  const pricing = priceCartView(state, command.terms, command.today);
  const empty = state.lines.length === 0 && state.contributions.length === 0;
  if (state.status === 0 && !empty) checkReadyToConfirm(state, pricing);
  return [
    {
      type: 'Confirm',
      current: command.current,
      totalCents: pricing.totals.totalCents,
      termsAccepted: command.termsAccepted,
      lineSales: command.lineSales,
      crowdfundingOpen: command.crowdfundingOpen,
      labelId: command.labelId ?? null,
    },
  ];
}
