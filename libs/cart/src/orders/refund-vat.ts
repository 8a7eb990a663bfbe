import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import type { InvoiceDocument } from '../invoices/invoice-document';

/** A share of a credit note at one VAT rate (null: outside VAT), weighed by what it gives back. */
export interface VatPart {
  rateBp: number | null;
  weight: number;
}

/**
 * The VAT rates a refund gives back: each refunded line at its own rate, the shipping at the
 * invoice's rates in their proportions (shipping follows the goods it carried). Parts of one rate
 * are merged, in the order first met.
 */
export function refundVatParts(state: CartState, refund: Extract<CartEvent, { type: 'OrderRefunded' }>['data'], invoice: InvoiceDocument): VatPart[] {
  const parts = new Map<number | null, number>();
  const add = (rateBp: number | null, weight: number) => weight > 0 && parts.set(rateBp, (parts.get(rateBp) ?? 0) + weight);
  for (const line of refund.lines) add(state.lines.find((l) => l.lineId === line.lineId)?.product.vatRateBp ?? null, line.amountCents);
  if (refund.shippingCents > 0) {
    const goods = invoice.vat.reduce((s, v) => s + v.baseCents + v.vatCents, 0);
    let given = 0;
    invoice.vat.forEach((v, i) => {
      const share = i === invoice.vat.length - 1 ? refund.shippingCents - given : goods === 0 ? 0 : Math.round((refund.shippingCents * (v.baseCents + v.vatCents)) / goods);
      given += share;
      add(v.rateBp, share);
    });
    if (invoice.vat.length === 0) add(null, refund.shippingCents);
  }
  return [...parts].map(([rateBp, weight]) => ({ rateBp, weight }));
}
