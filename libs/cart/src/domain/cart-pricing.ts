import { discounted, withoutVat } from '@shop/common/kernel';
import { cartMoney } from './cart-money';
import type { CartLine, CartState } from './cart.types';

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
  vatRateBp: number;
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

/**
 * Shipping VAT follows the goods it carries (accessory follows principal): the fee is split over
 * the VAT rates of the delivered lines in proportion to their amounts.
 */
function shippingWithoutVat(shippingCents: number, lines: PricedLine[]): number {
  const goods = lines.reduce((s, l) => s + l.totalCents, 0);
  if (shippingCents === 0) return 0;
  if (goods === 0) return withoutVat(shippingCents, 2000);
  let noVat = 0;
  let allocated = 0;
  lines.forEach((l, i) => {
    const share = i === lines.length - 1 ? shippingCents - allocated : Math.round((shippingCents * l.totalCents) / goods);
    allocated += share;
    noVat += withoutVat(share, l.vatRateBp);
  });
  return noVat;
}

/**
 * One line's figures, rounded once per line (docs/pricing.md):
 * - a reader pays the public price with VAT (a book's is fixed by law): total = unit × quantity,
 *   and the part without VAT is taken out of that total;
 * - a bookseller buys on trade terms, counted without VAT as trade invoices are (EN 16931): the unit
 *   without VAT rounded to the cent, × quantity, then the line's VAT rounded to the cent, added.
 * So on a bookseller's documents 'unit HT × quantity = total HT' always holds, and every total,
 * VAT per rate and e-invoice amount is a sum of these lines.
 */
export function priceLine(line: CartLine, terms: BuyerTerms): PricedLine {
  const unit = unitPrice(line, terms);
  const rate = line.product.vatRateBp;
  const unitNoVat = withoutVat(unit, rate);
  if (terms.booksellerDiscountBp === null) {
    const total = unit * line.quantity;
    return { lineId: line.lineId, unitPriceCents: unit, unitNoVatCents: unitNoVat, totalCents: total, totalNoVatCents: withoutVat(total, rate), vatRateBp: rate };
  }
  const totalNoVat = unitNoVat * line.quantity;
  const vat = Math.round((totalNoVat * rate) / 10000);
  return { lineId: line.lineId, unitPriceCents: unit, unitNoVatCents: unitNoVat, totalCents: totalNoVat + vat, totalNoVatCents: totalNoVat, vatRateBp: rate };
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
  const linesNoVat = lines.reduce((s, l) => s + l.totalNoVatCents, 0);
  const delivered = deliveredLineIds ? lines.filter((l) => deliveredLineIds.has(l.lineId)) : lines;
  const shippingNoVatCents = shippingWithoutVat(shippingCents, delivered);
  const subTotalCents = linesCents + donationsCents;
  const totalCents = subTotalCents + shippingCents;
  const totalNoVatCents = linesNoVat + donationsCents + shippingNoVatCents;
  const money = cartMoney(state, totalCents);
  return {
    lines,
    donationsCents,
    subTotalCents,
    shippingCents,
    shippingNoVatCents,
    totalCents,
    totalNoVatCents,
    vatCents: totalCents - totalNoVatCents,
    vouchersCents: money.vouchersCents,
    totalAfterVouchersCents: money.totalAfterVouchersCents,
    remainingToPayCents: money.remainingToPayCents,
  };
}
