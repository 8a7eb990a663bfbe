import { describe, expect, it } from '@jest/globals';
import type { Cart } from '@/types/api';
import { moneyRows } from './order-money';

const cart = (over: Partial<Cart> = {}): Cart => ({
  id: 'c',
  reference: 'R',
  status: 0,
  need_delivery: true,
  cart_lines: [],
  shipping_address: null,
  billing_address: null,
  bundle: null,
  shipments: [],
  expected_shipment_dates: [],
  sub_total_price: '8.00',
  expedition_price: '0.00',
  expedition_price_no_vat: '0.00',
  total_price: '8.00',
  total_no_vat: '7.58',
  vat_amount: '0.42',
  vouchers_amount: '0.00',
  total_after_vouchers: '8.00',
  remaining_to_pay: '8.00',
  voucher_usages: [],
  invoice_date: null,
  invoice_file: null,
  invoice_number: null,
  paid_with: null,
  paid: false,
  owner: 1,
  ...over,
});
const shown = (c: Cart, options = {}) => moneyRows(c, options).map((r) => `${r.label} ${r.amount}`.replace(/\s/g, ' '));
const BIENVENU = { id: 'u', amount: '8.00', voucher: { code: 'BIENVENU' } };

describe('the money rows of every screen', () => {
  it('shows the total, the voucher at what the order uses, and what is left to pay', () => {
    expect(shown(cart({ vouchers_amount: '8.00', total_after_vouchers: '0.00', remaining_to_pay: '0.00', voucher_usages: [BIENVENU] }))).toEqual([
      'Sous-total 8 €',
      'Livraison Gratuite',
      'Total TTC 8 €',
      "Bon d'achat BIENVENU −8 €",
      'Reste à payer 0 €',
    ]);
  });

  it('says only the total when there is no voucher, and the VAT to booksellers', () => {
    expect(shown(cart(), { professional: true, withDelivery: false })).toEqual(['Sous-total 8 €', 'Total HT 7,58 €', 'TVA 0,42 €', 'Total TTC 8 €']);
  });

  it('gives booksellers the VAT of each rate on its base, then the total VAT', () => {
    const mixed = cart({
      sub_total_price: '115.72',
      total_price: '115.72',
      total_no_vat: '105.25',
      vat_amount: '10.47',
      vat_breakdown: [
        { rate: '5.50', base: '80.00', amount: '4.40' },
        { rate: '20.00', base: '25.25', amount: '6.07' },
      ],
    });
    expect(shown(mixed, { professional: true, withDelivery: false })).toEqual([
      'Sous-total 115,72 €',
      'Total HT 105,25 €',
      'TVA 5,5 % sur 80 € 4,40 €',
      'TVA 20 % sur 25,25 € 6,07 €',
      'Total TVA 10,47 €',
      'Total TTC 115,72 €',
    ]);
    // readers see none of it
    expect(shown(mixed, { withDelivery: false })).toEqual(['Sous-total 115,72 €', 'Total TTC 115,72 €']);
  });

  it('counts a bookseller’s sub-total and delivery without VAT, so that they add up to the total HT', () => {
    const order = cart({
      sub_total_price: '83.98',
      sub_total_no_vat: '79.60',
      expedition_price: '6.00',
      expedition_price_no_vat: '5.69',
      total_price: '90.30',
      total_no_vat: '85.29',
      vat_amount: '5.01',
      vat_breakdown: [{ rate: '5.50', base: '85.29', amount: '4.69' }],
    });
    expect(shown(order, { professional: true, withDelivery: true }).slice(0, 3)).toEqual(['Sous-total HT 79,60 €', 'Livraison HT 5,69 €', 'Total HT 85,29 €']);
    expect(shown(order, { withDelivery: true }).slice(0, 2)).toEqual(['Sous-total 83,98 €', 'Livraison 6 €']);
  });

  it('once paid, says what the card paid after the vouchers and that nothing is left', () => {
    const paid = cart({
      status: 2,
      paid: true,
      paid_with: 'credit-card',
      total_price: '13.90',
      sub_total_price: '8.00',
      expedition_price: '5.90',
      vouchers_amount: '5.00',
      total_after_vouchers: '8.90',
      remaining_to_pay: '0.00',
      voucher_usages: [{ ...BIENVENU, amount: '5.00' }],
    });
    expect(shown(paid).slice(2)).toEqual(['Total TTC 13,90 €', "Bon d'achat BIENVENU −5 €", 'Payé par CB 8,90 €', 'Reste à payer 0 €']);
  });

  it('says what an order on terms still owes until it is settled', () => {
    const owed = cart({ status: 2, paid: false, paid_with: 'wire', remaining_to_pay: '8.00' });
    expect(shown(owed).slice(-2)).toEqual(['À régler par virement 8 €', 'Reste à payer 8 €']);
  });

  it('says the part of the sub-total given to campaigns, on no line', () => {
    expect(shown(cart({ sub_total_price: '30.00', donations_amount: '8.00' })).slice(0, 2)).toEqual(['Sous-total 30 €', 'dont soutien aux projets 8 €']);
  });
});
