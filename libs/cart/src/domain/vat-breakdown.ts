import { withoutVat } from '@shop/common/kernel';
import type { CartPricing } from './cart-view';

/** Taxable base and VAT of one rate, shipping included. */
export interface VatBreakdown {
  rateBp: number;
  baseCents: number;
  vatCents: number;
}

/** A line's amount at one VAT rate: a composite reward has one per rate, every other line one. */
export interface LineVatPart {
  rateBp: number;
  totalCents: number;
  totalNoVatCents: number;
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

/** VAT on a base at a rate, rounded half up to the cent: what EN 16931 checks (BR-CO-17). */
export const vatOn = (baseCents: number, rateBp: number): number => Math.round((baseCents * rateBp) / 10000);

/**
 * The base of an amount with VAT: of the bases next to the amount ÷ (1 + rate), the one whose VAT
 * (base × rate, rounded) makes the amount exactly, so « TVA 5,5 % sur 42,66 € : 2,35 € » can be
 * checked by hand. A few amounts have no such base (base + its VAT jumps by 2 cents there): the
 * nearest base then, its VAT the difference (one cent off base × rate, within EN 16931's tolerance).
 */
export function baseOfAmountWithVat(amountCents: number, rateBp: number): number {
  const nearest = withoutVat(amountCents, rateBp);
  return [nearest, nearest - 1, nearest + 1].find((b) => b + vatOn(b, rateBp) === amountCents) ?? nearest;
}

/**
 * How a rate's VAT is counted: a reader's amounts with VAT are fixed (`amounts`), a bookseller's
 * bases (`bases`); `lines` is how carts priced before the per-rate rule were counted (each line's VAT
 * rounded on its own, summed).
 */
export type VatCounting = 'amounts' | 'bases' | 'lines';

/** What the per-rate VAT is computed from: the priced lines (their parts) and which of them the shipping carries. */
export interface VatInputs {
  lines: { lineId: string; vatParts: LineVatPart[] }[];
  deliveredLineIds: Set<string> | null;
  shippingCents: number;
  counting: VatCounting;
}

/**
 * The VAT of a cart per rate (5,5 %, 20 %), from each rate's base (docs/pricing.md):
 * - the shipping follows the goods it carries: the fee is shared over the delivered lines' parts in
 *   proportion to their amounts with VAT, each share at its part's rate (a fee with no goods at 20 %);
 * - a reader's amounts with VAT are fixed (a book's by law): each rate's amount (its lines' and its
 *   shipping shares') gives its base, and the VAT is the difference;
 * - a bookseller's lines are counted without VAT: each rate's base is its lines' bases plus its
 *   shipping shares without VAT, and the VAT is that base × the rate, rounded once per rate.
 * Donations are outside VAT and absent. Sorted by rate; with the shipping's part without VAT (the
 * sum of its shares' own).
 */
export function vatByRate(inputs: VatInputs): { rates: VatBreakdown[]; shippingNoVatCents: number } {
  const delivered = inputs.deliveredLineIds;
  const carried = inputs.lines.filter((l) => delivered === null || delivered.has(l.lineId)).flatMap((l) => l.vatParts);
  const shares =
    carried.length > 0
      ? spread(
          inputs.shippingCents,
          carried.map((p) => p.totalCents),
        )
      : [];
  const byRate = new Map<number, { totalCents: number; noVatCents: number }>();
  const add = (rateBp: number, totalCents: number, noVatCents: number) => {
    const r = byRate.get(rateBp) ?? { totalCents: 0, noVatCents: 0 };
    byRate.set(rateBp, { totalCents: r.totalCents + totalCents, noVatCents: r.noVatCents + noVatCents });
  };
  for (const part of inputs.lines.flatMap((l) => l.vatParts)) add(part.rateBp, part.totalCents, part.totalNoVatCents);
  const shipping =
    carried.length > 0 ? carried.map((p, i) => ({ rateBp: p.rateBp, cents: shares[i] })) : inputs.shippingCents > 0 ? [{ rateBp: 2000, cents: inputs.shippingCents }] : [];
  let shippingNoVatCents = 0;
  for (const s of shipping) {
    const noVat = withoutVat(s.cents, s.rateBp);
    add(s.rateBp, s.cents, noVat);
    shippingNoVatCents += noVat;
  }
  const rates = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, r]) => {
      if (inputs.counting === 'bases') return { rateBp, baseCents: r.noVatCents, vatCents: vatOn(r.noVatCents, rateBp) };
      const baseCents = inputs.counting === 'amounts' ? baseOfAmountWithVat(r.totalCents, rateBp) : r.noVatCents;
      return { rateBp, baseCents, vatCents: r.totalCents - baseCents };
    });
  return { rates, shippingNoVatCents };
}

/**
 * The VAT per rate of a priced cart: what the order detail, the invoice and the e-invoice list. A
 * cart priced before the totals kept it (a paid order keeps its pricing) gets it as it was counted
 * then: each line's VAT rounded on its own, plus the shipping shares'.
 */
export function vatBreakdown(pricing: CartPricing): VatBreakdown[] {
  const t = pricing.totals;
  if (t.vatByRate) return t.vatByRate;
  return vatByRate({
    lines: t.lines.map((l) => ({ lineId: l.lineId, vatParts: [{ rateBp: l.vatRateBp, totalCents: l.totalCents, totalNoVatCents: l.totalNoVatCents }] })),
    deliveredLineIds: new Set(pricing.shipments.flatMap((s) => s.lineIds)),
    shippingCents: t.shippingCents,
    counting: 'lines',
  }).rates;
}
