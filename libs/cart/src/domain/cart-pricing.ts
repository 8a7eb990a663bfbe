import { discounted, withoutVat } from '@shop/common/kernel';
import { cartMoney } from './cart-money';
import type { CartLine, CartState, ProductSnapshot, UnitVatShare } from './cart.types';
import { vatByRate, vatOn, type LineVatPart, type VatBreakdown } from './vat-breakdown';

/** Who is buying: a bookseller's trade discount applies to books only (basis points). */
export interface BuyerTerms {
  booksellerDiscountBp: number | null;
}

export interface PricedLine {
  lineId: string;
  /** One unit with VAT: the public price, or a bookseller's discounted one. */
  unitPriceCents: number;
  /** One unit without VAT, to the cent: what a professional line is counted from. */
  unitNoVatCents: number;
  totalCents: number;
  totalNoVatCents: number;
  /** The product's rate; a composite reward's amounts are in `vatParts`, one per rate. */
  vatRateBp: number;
  /** The line's amounts per VAT rate (absent from carts priced before composite rewards: one, at `vatRateBp`). */
  vatParts?: LineVatPart[];
}

export interface CartTotals {
  lines: PricedLine[];
  /** Part of contributions above their rewards: a gift to the campaign, outside VAT. */
  donationsCents: number;
  subTotalCents: number;
  shippingCents: number;
  shippingNoVatCents: number;
  totalCents: number;
  totalNoVatCents: number;
  vatCents: number;
  /** VAT per rate, each from its rate's base (absent from carts priced before it was kept: vat-breakdown.ts). */
  vatByRate?: VatBreakdown[];
  /** What the vouchers take off the total: each usage's used amount, never more than the total. */
  vouchersCents: number;
  /** The total once the vouchers are taken off: what the payment means pays. */
  totalAfterVouchersCents: number;
  /** Still owed: the total after vouchers, 0 once the money is in (cart-money.ts). */
  remainingToPayCents: number;
}

/** Price of one unit for this buyer: booksellers get their discount on books (prix unique: trade terms). */
export function unitPrice(line: CartLine, terms: BuyerTerms): number {
  const price = line.product.unitPriceCents;
  return line.product.kind === 'book' && terms.booksellerDiscountBp ? discounted(price, terms.booksellerDiscountBp) : price;
}

/** One unit's public price over its VAT rates: a composite reward's shares, else the whole price at the product's rate. */
export function unitVatShares(product: ProductSnapshot): UnitVatShare[] {
  return product.vatShares && product.vatShares.length > 0 ? product.vatShares : [{ rateBp: product.vatRateBp, unitPriceCents: product.unitPriceCents }];
}

/** A line's unit over its VAT rates for this buyer (a bookseller's discount is on books, never composite). */
function unitShares(line: CartLine, unit: number): UnitVatShare[] {
  return unit === line.product.unitPriceCents ? unitVatShares(line.product) : [{ rateBp: line.product.vatRateBp, unitPriceCents: unit }];
}

/** A line's parts as priced (a line priced before composite rewards has one). */
export const linePartsOf = (l: PricedLine): LineVatPart[] => l.vatParts ?? [{ rateBp: l.vatRateBp, totalCents: l.totalCents, totalNoVatCents: l.totalNoVatCents }];

/**
 * One line's figures (docs/pricing.md), for each VAT rate of its unit price (one, or two for a
 * composite reward):
 * - a reader pays the public price with VAT (a book's is fixed by law): amount = unit × quantity,
 *   and the part without VAT is taken out of that amount;
 * - a bookseller buys on trade terms, counted without VAT as trade invoices are (EN 16931): the unit
 *   without VAT rounded to the cent, × quantity; the line's VAT is for information, the invoice's
 *   is computed once per rate from the rate's base (vat-breakdown.ts).
 * So on a bookseller's documents 'unit HT × quantity = total HT' always holds.
 */
export function priceLine(line: CartLine, terms: BuyerTerms): PricedLine {
  const unit = unitPrice(line, terms);
  const shares = unitShares(line, unit);
  const professional = terms.booksellerDiscountBp !== null;
  const vatParts = shares.map(({ rateBp, unitPriceCents }): LineVatPart => {
    if (!professional) {
      const totalCents = unitPriceCents * line.quantity;
      return { rateBp, totalCents, totalNoVatCents: withoutVat(totalCents, rateBp) };
    }
    const totalNoVatCents = withoutVat(unitPriceCents, rateBp) * line.quantity;
    return { rateBp, totalCents: totalNoVatCents + vatOn(totalNoVatCents, rateBp), totalNoVatCents };
  });
  return {
    lineId: line.lineId,
    unitPriceCents: unit,
    unitNoVatCents: shares.reduce((s, share) => s + withoutVat(share.unitPriceCents, share.rateBp), 0),
    totalCents: vatParts.reduce((s, p) => s + p.totalCents, 0),
    totalNoVatCents: vatParts.reduce((s, p) => s + p.totalNoVatCents, 0),
    vatRateBp: line.product.vatRateBp,
    ...(vatParts.length > 1 ? { vatParts } : {}),
  };
}

/** Every total of the cart, computed on the server from the state and the buyer's terms. */
export function priceCart(state: CartState, terms: BuyerTerms, shippingCents: number, deliveredLineIds?: Set<string>): CartTotals {
  const lines = state.lines.map((line) => priceLine(line, terms));
  const rewardTotals = new Map<string, number>();
  for (const line of state.lines) {
    if (line.contributionId) rewardTotals.set(line.contributionId, (rewardTotals.get(line.contributionId) ?? 0) + line.product.unitPriceCents * line.quantity);
  }
  const donationsCents = state.contributions.reduce((sum, c) => sum + Math.max(0, c.amountCents - (rewardTotals.get(c.contributionId) ?? 0)), 0);
  const linesCents = lines.reduce((s, l) => s + l.totalCents, 0);
  const professional = terms.booksellerDiscountBp !== null;
  const { rates: vatRates, shippingNoVatCents } = vatByRate({
    lines: lines.map((l) => ({ lineId: l.lineId, vatParts: linePartsOf(l) })),
    deliveredLineIds: deliveredLineIds ?? null,
    shippingCents,
    counting: professional ? 'bases' : 'amounts',
  });
  const basesCents = vatRates.reduce((s, v) => s + v.baseCents, 0);
  const vatCents = vatRates.reduce((s, v) => s + v.vatCents, 0);
  const subTotalCents = linesCents + donationsCents;
  // A reader pays the amounts with VAT; a bookseller the bases and their VAT, one rounding per rate.
  const totalCents = professional ? basesCents + vatCents + donationsCents : subTotalCents + shippingCents;
  const totalNoVatCents = basesCents + donationsCents;
  const money = cartMoney(state, totalCents);
  return {
    lines,
    donationsCents,
    subTotalCents,
    shippingCents,
    shippingNoVatCents,
    totalCents,
    totalNoVatCents,
    vatCents,
    vatByRate: vatRates,
    vouchersCents: money.vouchersCents,
    totalAfterVouchersCents: money.totalAfterVouchersCents,
    remainingToPayCents: money.remainingToPayCents,
  };
}
