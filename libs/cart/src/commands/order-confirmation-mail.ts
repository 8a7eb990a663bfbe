import { euros, type EmailJob } from '@shop/common';
import { cartMoney } from '../domain/cart-money';
import type { CartPricing } from '../domain/cart-view';
import type { CartState } from '../domain/cart.types';
import { vatBreakdown } from '../domain/vat-breakdown';

/**
 * The confirmation mail of a paid order, from its state and the pricing it was paid with: its lines,
 * shipping, vouchers and totals as the invoice has them. Written when the order is paid, and again
 * when staff resend it.
 */
export function orderConfirmationMail(state: CartState, pricing: CartPricing, to: string, professional: boolean): EmailJob {
  const totals = pricing.totals;
  const lines = state.lines.map((l) => {
    const priced = totals.lines.find((p) => p.lineId === l.lineId);
    const line = { name: l.product.name, quantity: l.quantity, total: euros(priced?.totalCents ?? 0) };
    // A bookseller reads its lines without VAT: unit HT × quantity = total HT (docs/pricing.md).
    return professional && priced ? { ...line, unitNoVat: euros(priced.unitNoVatCents), totalNoVat: euros(priced.totalNoVatCents) } : line;
  });
  if (totals.donationsCents > 0) {
    const gift = euros(totals.donationsCents);
    lines.push({ name: 'Soutien au financement participatif', quantity: 1, total: gift, ...(professional ? { unitNoVat: gift, totalNoVat: gift } : {}) });
  }
  // The figures of the cart's representation (cart-money.ts): the total, each voucher's used amount, the rest.
  const money = cartMoney(state, totals.totalCents);
  return {
    type: 'order-confirmation',
    to,
    labelId: state.labelId,
    cartId: state.cartId,
    reference: state.reference,
    invoiceNumber: state.invoiceNumber ?? '',
    paidOn: state.invoiceDate ?? '',
    paidWith: state.paymentMeans ?? 'credit-card',
    lines,
    shipping: euros(totals.shippingCents),
    vouchers: euros(money.vouchersCents),
    total: euros(totals.totalCents),
    voucherUsages: money.usages.filter((u) => u.usedCents > 0).map((u) => ({ code: u.code, amount: euros(u.usedCents) })),
    totalAfterVouchers: euros(money.totalAfterVouchersCents),
    dueDate: state.paymentDueDate,
    professional,
    ...(professional
      ? {
          noVat: {
            shipping: euros(totals.shippingNoVatCents),
            total: euros(totals.totalNoVatCents),
            vat: vatBreakdown(pricing).map((v) => ({ rate: (v.rateBp / 100).toFixed(2), base: euros(v.baseCents), amount: euros(v.vatCents) })),
          },
        }
      : {}),
  };
}
