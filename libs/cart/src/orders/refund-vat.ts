import { unitVatShares } from '../domain/cart-pricing';
import type { CartEvent } from '../domain/cart.events';
import { spread } from '../domain/vat-breakdown';
import type { CartState } from '../domain/cart.types';
import type { InvoiceDocument } from '../invoices/invoice-document';

/** A share of a credit note at one VAT rate (null: outside VAT), weighed by what it gives back. */
export interface VatPart {
  rateBp: number | null;
  weight: number;
}

/**
 * The VAT rates a refund gives back: each refunded line at its own rate (a composite reward's over
 * its rates, in the proportions of its price), the shipping at the
 * invoice's rates in their proportions (shipping follows the goods it carried). Parts of one rate
 * are merged, in the order first met.
 */
export function refundVatParts(state: CartState, refund: Extract<CartEvent, { type: 'OrderRefunded' }>['data'], invoice: InvoiceDocument): VatPart[] {
  const parts = new Map<number | null, number>();
  const add = (rateBp: number | null, weight: number) => weight > 0 && parts.set(rateBp, (parts.get(rateBp) ?? 0) + weight);
  for (const line of refund.lines) {
    const product = state.lines.find((l) => l.lineId === line.lineId)?.product;
    const shares = product ? unitVatShares(product) : [{ rateBp: null, unitPriceCents: 1 }];
    const amounts = spread(
      line.amountCents,
      shares.map((s) => s.unitPriceCents),
    );
    shares.forEach((s, i) => add(s.rateBp, amounts[i]));
  }
  if (refund.shippingCents > 0) {
    if (invoice.vat.length === 0) add(null, refund.shippingCents);
    const shares = spread(
      refund.shippingCents,
      invoice.vat.map((v) => v.baseCents + v.vatCents),
    );
    invoice.vat.forEach((v, i) => add(v.rateBp, shares[i]));
  }
  return [...parts].map(([rateBp, weight]) => ({ rateBp, weight }));
}
