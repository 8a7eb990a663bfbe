import { addWorkingDays } from '@shop/shipping/kernel';
import type { EntityManager } from 'typeorm';
import { cartMoney } from '../domain/cart-money';
import type { CartPricing, ShipmentView } from '../domain/cart-view';
import type { CartState } from '../domain/cart.types';

/** The working days from `from` to `to` (a carrier's transit), at most 60. */
function workingDaysBetween(from: string, to: string): number {
  let days = 0;
  while (days < 60 && addWorkingDays(from, days) < to) days++;
  return days;
}

/** A parcel moved to another day: it leaves then, and each mode delivers as many working days later as before. */
export function rescheduledParcel(shipment: ShipmentView, day: string): ShipmentView {
  if (day === shipment.expectedExpeditionDate) return shipment;
  const moved = (delivery: string) => addWorkingDays(day, workingDaysBetween(shipment.expectedExpeditionDate, delivery));
  return {
    ...shipment,
    expectedExpeditionDate: day,
    expectedDeliveryDate: moved(shipment.expectedDeliveryDate),
    options: shipment.options.map((o) => ({ ...o, estimatedDeliveryDate: moved(o.estimatedDeliveryDate) })),
  };
}

/**
 * The pricing a paid order keeps, with its parcels' current relay points and days (a parcel
 * rescheduled by staff), and what is left to pay now (an order on terms once settled owes nothing). Pricing it again would use today's date and
 * the buyer's current terms: its parcels could be split anew and its totals drift from the invoice. Pure.
 */
export function withCurrentParcelShops(pricing: CartPricing, state: CartState): CartPricing {
  const money = cartMoney(state, pricing.totals.totalCents);
  return {
    ...pricing,
    totals: { ...pricing.totals, vouchersCents: money.vouchersCents, totalAfterVouchersCents: money.totalAfterVouchersCents, remainingToPayCents: money.remainingToPayCents },
    shipments: pricing.shipments.map((s) => {
      const choice = state.shipments[s.key];
      const day = state.parcelDates?.[s.key];
      const placed = choice && choice.mode === s.mode ? { ...s, parcelShop: choice.parcelShop } : s;
      return day ? rescheduledParcel(placed, day) : placed;
    }),
  };
}

/** The stored pricing of a paid order, as it was paid (null when the read model has none). */
export async function paidOrderPricing(tx: EntityManager, state: CartState): Promise<CartPricing | null> {
  const [row] = await tx.query<{ pricing: CartPricing | null }[]>('SELECT pricing FROM carts WHERE id = $1', [state.cartId]);
  if (!row?.pricing || !Array.isArray(row.pricing.shipments) || !row.pricing.totals) return null;
  return withCurrentParcelShops(row.pricing, state);
}
