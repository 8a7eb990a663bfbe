import { priceCart } from './cart-pricing';
import { CartLine, CartState, emptyCart, ProductSnapshot } from './cart.types';
import { bookSnapshot } from './testing/decider.fixtures';

const product = (over: Partial<ProductSnapshot>): ProductSnapshot => bookSnapshot({ productId: 1, name: 'x', unitPriceCents: 2110, ...over });
const line = (lineId: string, p: Partial<ProductSnapshot>, quantity = 1, contributionId: string | null = null): CartLine => ({
  lineId,
  product: product(p),
  variantId: null,
  quantity,
  dedications: [],
  contributionId,
});
const cart = (over: Partial<CartState>): CartState => ({ ...emptyCart(), exists: true, ...over });

describe('cart pricing', () => {
  it('computes line totals with and without VAT at 5.5 % and 20 %', () => {
    const t = priceCart(cart({ lines: [line('a', {}, 2), line('b', { kind: 'goodie', unitPriceCents: 1200, vatRateBp: 2000 })] }), { booksellerDiscountBp: null }, 0);
    expect(t.lines.map((l) => [l.totalCents, l.totalNoVatCents])).toEqual([
      [4220, 4000],
      [1200, 1000],
    ]);
    expect(t).toMatchObject({ subTotalCents: 5420, totalCents: 5420, totalNoVatCents: 5000, vatCents: 420, remainingToPayCents: 5420 });
  });

  it('gives booksellers their discount on books only', () => {
    const t = priceCart(cart({ lines: [line('a', {}), line('b', { kind: 'goodie', unitPriceCents: 1200, vatRateBp: 2000 })] }), { booksellerDiscountBp: 3000 }, 0);
    expect(t.lines.map((l) => l.unitPriceCents)).toEqual([1477, 1200]);
  });

  it('counts what a contribution gives above its rewards as a donation outside VAT', () => {
    const state = cart({
      lines: [line('r', { kind: 'compensation', unitPriceCents: 2500 }, 1, 'k')],
      contributions: [{ contributionId: 'k', crowdfundingId: 1, amountCents: 4000, noCompensation: false, confirmGift: true, rewardLineIds: ['r'], voucherCodes: {} }],
    });
    const t = priceCart(state, { booksellerDiscountBp: null }, 0);
    expect(t).toMatchObject({ donationsCents: 1500, subTotalCents: 4000, totalCents: 4000 });
    expect(t.vatCents).toBe(2500 - Math.round(2500 / 1.055));
  });

  it('splits the VAT of shipping over the goods it carries', () => {
    const t = priceCart(
      cart({ lines: [line('a', { unitPriceCents: 1000 }), line('b', { kind: 'goodie', unitPriceCents: 1000, vatRateBp: 2000 })] }),
      { booksellerDiscountBp: null },
      600,
    );
    expect(t.shippingNoVatCents).toBe(Math.round(300 / 1.055) + Math.round(300 / 1.2));
    expect(t.totalCents).toBe(2600);
  });

  it('takes vouchers off what is left to pay, never below zero', () => {
    const state = cart({ lines: [line('a', { unitPriceCents: 2000 })], vouchers: [{ usageId: 'u', code: 'C', amountCents: 5000 }] });
    expect(priceCart(state, { booksellerDiscountBp: null }, 300)).toMatchObject({ totalCents: 2300, vouchersCents: 2300, remainingToPayCents: 0 });
  });
});
