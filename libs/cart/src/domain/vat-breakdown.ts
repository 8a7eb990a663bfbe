import { withoutVat } from '@shop/common/kernel';
import type { CartPricing } from './cart-view';

/** Taxable base and VAT of one rate, shipping included. */
export interface VatBreakdown {
  rateBp: number;
  baseCents: number;
  vatCents: number;
}

/** Spreads an amount over weights, rounding each share and giving the remainder to the last one. */
export function spread(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  let given = 0;
  return weights.map((w, i) => {
    const share = i === weights.length - 1 ? amount - given : total === 0 ? 0 : Math.round((amount * w) / total);
    given += share;
    return share;
  });
}

/**
 * The VAT of a cart per rate (5,5 %, 20 %), each the sum of its lines' (rounded once per line,
 * cart-pricing.ts) and of its share of shipping: shipping follows the VAT of the delivered goods, in
 * proportion to their amounts, as the cart's pricing splits it. Donations are outside VAT and absent.
 * What the order detail, the invoice and the e-invoice list, and what adds up to the cart's VAT.
 */
export function vatBreakdown(pricing: CartPricing): VatBreakdown[] {
  const t = pricing.totals;
  const delivered = new Set(pricing.shipments.flatMap((s) => s.lineIds));
  const carried = t.lines.filter((l) => delivered.has(l.lineId));
  const shippingShares =
    carried.length > 0
      ? spread(
          t.shippingCents,
          carried.map((l) => l.totalCents),
        )
      : [];
  const byRate = new Map<number, { totalCents: number; noVatCents: number }>();
  const add = (rateBp: number, totalCents: number, noVatCents: number) => {
    const r = byRate.get(rateBp) ?? { totalCents: 0, noVatCents: 0 };
    byRate.set(rateBp, { totalCents: r.totalCents + totalCents, noVatCents: r.noVatCents + noVatCents });
  };
  for (const l of t.lines) add(l.vatRateBp, l.totalCents, l.totalNoVatCents);
  carried.forEach((l, i) => add(l.vatRateBp, shippingShares[i], withoutVat(shippingShares[i], l.vatRateBp)));
  if (carried.length === 0 && t.shippingCents > 0) add(2000, t.shippingCents, t.shippingNoVatCents);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rateBp, r]) => ({ rateBp, baseCents: r.noVatCents, vatCents: r.totalCents - r.noVatCents }));
}
