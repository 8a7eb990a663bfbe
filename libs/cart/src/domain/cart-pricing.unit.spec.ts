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

  it("counts a bookseller's lines without VAT: unit HT to the cent × quantity, then the line's VAT (one rounding per line)", () => {
    // A 22,00 € book at 30 %: 15,40 € with VAT, 14,60 € without; five copies are 73,00 € HT, not 72,99 €.
    const state = cart({ lines: [line('a', { unitPriceCents: 2200 }, 5), line('b', { kind: 'goodie', unitPriceCents: 1290, vatRateBp: 2000 }, 3)] });
    const t = priceCart(state, { booksellerDiscountBp: 3000 }, 0);
    expect(t.lines.map((l) => [l.unitPriceCents, l.unitNoVatCents, l.totalNoVatCents, l.totalCents])).toEqual([
      [1540, 1460, 7300, 7300 + 402],
      [1290, 1075, 3225, 3225 + 645],
    ]);
    for (const l of t.lines) expect(l.totalNoVatCents).toBe(l.unitNoVatCents * state.lines.find((x) => x.lineId === l.lineId)!.quantity);
    expect(t).toMatchObject({ totalNoVatCents: 10525, vatCents: 1047, totalCents: 11572 });
    // A reader pays the public price with VAT × quantity; the part without VAT comes out of the total.
    const reader = priceCart(state, { booksellerDiscountBp: null }, 0);
    expect(reader.lines.map((l) => [l.totalCents, l.totalNoVatCents])).toEqual([
      [11000, 10427],
      [3870, 3225],
    ]);
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
