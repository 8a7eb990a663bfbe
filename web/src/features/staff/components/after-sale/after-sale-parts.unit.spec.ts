import { describe, expect, it } from '@jest/globals';
import type { AfterSale, AfterSaleLine } from '../../api/after-sale';
import { lineErrorsOf, refundSplit, unitsAmount } from './after-sale-parts';

const line = (over: Partial<AfterSaleLine> = {}): AfterSaleLine => ({
  id: 'l1',
  name: 'Orbite basse',
  quantity: 3,
  total: '10.00',
  refunded_quantity: 0,
  returned_quantity: 0,
  is_reward: false,
  ...over,
});
const page = (over: Partial<AfterSale> = {}): AfterSale => ({
  order: 'c1',
  version: 9,
  paid_with: 'credit-card',
  cancelled_at: null,
  cancellable: true,
  creditable: '60.00',
  card_refundable: '50.00',
  shipping: '4.90',
  shipping_refundable: '4.90',
  shipped: false,
  lines: [],
  refunds: [],
  returns: [],
  ...over,
});

describe('the after-sale forms’ arithmetic (the server’s, previewed)', () => {
  it('shares a line’s total over its units so that refunding them all, in any steps, gives the total', () => {
    expect(unitsAmount(line(), 1)).toBe(333);
    expect(unitsAmount(line({ refunded_quantity: 1 }), 1)).toBe(334);
    expect(unitsAmount(line({ refunded_quantity: 2 }), 1)).toBe(333);
    expect(unitsAmount(line(), 3)).toBe(1000);
  });

  it('gives the card what it may still take back, the rest as a voucher', () => {
    expect(refundSplit(6000, 'card', page())).toEqual({ cardCents: 5000, voucherCents: 1000 });
    expect(refundSplit(2000, 'card', page())).toEqual({ cardCents: 2000, voucherCents: 0 });
    expect(refundSplit(2000, 'voucher', page())).toEqual({ cardCents: 0, voucherCents: 2000 });
  });

  it('reads the API’s errors by index onto the lines sent', () => {
    const body = { lines: [{}, { quantity: ['Il ne reste que 1 exemplaire de « Tasse » à rembourser.'] }] };
    expect(lineErrorsOf(body, ['a', 'b'])).toEqual({ b: 'Il ne reste que 1 exemplaire de « Tasse » à rembourser.' });
    expect(lineErrorsOf({ detail: 'Pas trouvé.' }, ['a'])).toEqual({});
  });
});
