import type { Cart, VoucherUsage } from '@/types/api';
import { formatPrice, formatDecimal } from './format';

/** Spec §9: payment means as shown ('Virement', 'Prélèvement', 'CB'), and vouchers. */
export const PAYMENT_MEAN_NAMES: Record<string, string> = {
  'credit-card': 'CB',
  'credit-cart': 'CB',
  'sepa-debit': 'Prélèvement',
  wire: 'Virement',
  voucher: "Bon d'achat",
};

/** Means paid later, on terms: the order is placed, the money comes by the due date. */
const ON_TERMS = new Set(['sepa-debit', 'wire']);

/** One figure of an order's money: what it is, the amount as shown, and how it stands out. */
export interface MoneyRow {
  key: string;
  label: string;
  amount: string;
  /** 'total': the order's total; 'due': what is (or was) to pay, the last word; 'deduction': taken off; 'detail': part of the row above. */
  tone?: 'total' | 'due' | 'deduction' | 'detail';
}

/** Which optional figures a screen shows. */
export interface MoneyRowOptions {
  /** Booksellers see the totals without VAT and the VAT (spec §6). */
  professional?: boolean;
  /** The delivery fee (false on a step that has not asked for delivery yet). */
  withDelivery?: boolean;
  /** 'Reste à payer' even without vouchers, before payment (staff's replay says it at every event). */
  alwaysDue?: boolean;
}

export const usagesOf = (cart: Pick<Cart, 'voucher_usages'>): VoucherUsage[] => (cart.voucher_usages ?? []).filter((u): u is VoucherUsage => typeof u === 'object' && u !== null);

/** '5,5 %', '20 %': a VAT rate as French writes it. */
export const formatVatRate = (rate: string) => `${formatDecimal(Number(rate))}\u00a0%`;

const fee = (amount: string) => (Number(amount) === 0 ? 'Gratuite' : formatPrice(amount));
const minus = (amount: string) => `−${formatPrice(amount)}`;

/** What the payment means pays: the server's figure (an older answer: the total less the usages it lists). */
export function totalAfterVouchers(cart: Pick<Cart, 'total_after_vouchers' | 'total_price' | 'voucher_usages'>): string {
  if (cart.total_after_vouchers !== undefined) return cart.total_after_vouchers;
  const used = usagesOf(cart).reduce((sum, u) => sum + Math.round(Number(u.amount) * 100), 0);
  return ((Math.round(Number(cart.total_price) * 100) - used) / 100).toFixed(2);
}

/**
 * The money of a cart or an order, in the same words and figures on every screen (cart, delivery
 * step, summary, confirmation, account, staff): the API's figures, never recomputed. Sub-total,
 * delivery, total; each voucher at the amount the order uses; then what is left to pay, or once
 * ordered, what the means paid (or owes on terms) and what is left.
 */
export function moneyRows(cart: Cart, { professional = false, withDelivery = cart.need_delivery, alwaysDue = false }: MoneyRowOptions = {}): MoneyRow[] {
  // A bookseller's figures are without VAT up to the total HT, as its lines (unit HT × quantity) and invoice are.
  const withoutVat = professional && cart.sub_total_no_vat !== undefined;
  const rows: MoneyRow[] = [
    withoutVat
      ? { key: 'sub-total', label: 'Sous-total HT', amount: formatPrice(cart.sub_total_no_vat!) }
      : { key: 'sub-total', label: 'Sous-total', amount: formatPrice(cart.sub_total_price) },
  ];
  // Gifts to campaigns are on no line: said, so that the lines and the sub-total add up.
  if (Number(cart.donations_amount ?? 0) > 0) rows.push({ key: 'donations', label: 'dont soutien aux projets', amount: formatPrice(cart.donations_amount!), tone: 'detail' });
  if (withDelivery)
    rows.push({ key: 'delivery', label: withoutVat ? 'Livraison HT' : 'Livraison', amount: fee(withoutVat ? cart.expedition_price_no_vat : cart.expedition_price) });
  if (professional) {
    rows.push({ key: 'no-vat', label: 'Total HT', amount: formatPrice(cart.total_no_vat) });
    // The VAT of each rate on its base (the server's, computed once per rate), then their sum.
    const rates = cart.vat_breakdown ?? [];
    for (const v of rates) {
      rows.push({ key: `vat-${v.rate}`, label: `TVA ${formatVatRate(v.rate)} sur ${formatPrice(v.base)}`, amount: formatPrice(v.amount), tone: 'detail' });
    }
    rows.push({ key: 'vat', label: rates.length > 0 ? 'Total TVA' : 'TVA', amount: formatPrice(cart.vat_amount) });
  }
  rows.push({ key: 'total', label: 'Total TTC', amount: formatPrice(cart.total_price), tone: 'total' });
  const usages = usagesOf(cart);
  for (const usage of usages) rows.push({ key: `voucher-${usage.id}`, label: `Bon d'achat ${usage.voucher.code}`, amount: minus(usage.amount), tone: 'deduction' });
  const rest = totalAfterVouchers(cart);
  if (cart.status === 2) {
    const means = cart.paid_with ?? '';
    if (means !== 'voucher' && Number(rest) > 0) {
      const settled = !ON_TERMS.has(means) || cart.paid;
      // Inside a sentence: 'Payé par CB', 'À régler par virement'.
      const name = means === 'credit-card' || means === 'credit-cart' ? 'CB' : (PAYMENT_MEAN_NAMES[means] ?? means).toLowerCase();
      rows.push({ key: 'paid', label: `${settled ? 'Payé' : 'À régler'} par ${name}`, amount: formatPrice(rest) });
    }
    rows.push({ key: 'remaining', label: 'Reste à payer', amount: formatPrice(cart.remaining_to_pay), tone: 'due' });
  } else if (usages.length > 0 || alwaysDue) {
    rows.push({ key: 'remaining', label: 'Reste à payer', amount: formatPrice(cart.remaining_to_pay), tone: 'due' });
  }
  return rows;
}
