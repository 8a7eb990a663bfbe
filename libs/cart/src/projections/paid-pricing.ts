import type { EntityManager } from 'typeorm';
import { cartMoney } from '../domain/cart-money';
import type { CartPricing } from '../domain/cart-view';
import type { CartState } from '../domain/cart.types';

/**
 * The pricing a paid order keeps, with its parcels' current relay points and what is left to pay
 * now (an order on terms once settled owes nothing). Pricing it again would use today's date and
 * the buyer's current terms: its parcels could be split anew and its totals drift from the invoice. Pure.
 */
export function withCurrentParcelShops(pricing: CartPricing, state: CartState): CartPricing {
  const money = cartMoney(state, pricing.totals.totalCents);
  return {
    ...pricing,
    totals: { ...pricing.totals, vouchersCents: money.vouchersCents, totalAfterVouchersCents: money.totalAfterVouchersCents, remainingToPayCents: money.remainingToPayCents },
    shipments: pricing.shipments.map((s) => {
      const choice = state.shipments[s.key];
      return choice && choice.mode === s.mode ? { ...s, parcelShop: choice.parcelShop } : s;
    }),
  };
}

/** The stored pricing of a paid order, as it was paid (null when the read model has none). */
export async function paidOrderPricing(tx: EntityManager, state: CartState): Promise<CartPricing | null> {
  const [row] = await tx.query<{ pricing: CartPricing | null }[]>('SELECT pricing FROM carts WHERE id = $1', [state.cartId]);
  if (!row?.pricing || !Array.isArray(row.pricing.shipments) || !row.pricing.totals) return null;
  return withCurrentParcelShops(row.pricing, state);
}
