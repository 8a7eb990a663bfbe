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

  it("multiplies a bookseller's unit HT by the quantity, and computes each rate's VAT once, from its base", () => {
    // 5 × 16,80 € (a 24,00 € book at 30 %): 15,92 € HT each, 79,60 € HT, not the 83,98 € a rounded TTC shows.
    const state = cart({ lines: [line('a', { unitPriceCents: 2400 }, 5), line('b', { unitPriceCents: 2100 }, 3), line('c', { unitPriceCents: 1700 }, 1)] });
    const t = priceCart(state, { booksellerDiscountBp: 3000 }, 0);
    expect(t.lines.map((l) => [l.unitPriceCents, l.unitNoVatCents, l.totalNoVatCents])).toEqual([
      [1680, 1592, 7960],
      [1470, 1393, 4179],
      [1190, 1128, 1128],
    ]);
    const base = 7960 + 4179 + 1128;
    expect(t.vatByRate).toEqual([{ rateBp: 550, baseCents: base, vatCents: Math.round(base * 0.055) }]);
    expect(t).toMatchObject({ totalNoVatCents: base, vatCents: 730, totalCents: base + 730 });
  });

  it("gives a reader's rate the base whose VAT makes its amount: « TVA 5,5 % sur 42,66 € : 2,35 € »", () => {
    // Three lines whose own bases add up to 42,67 € for 45,01 € with VAT: 42,67 × 5,5 % would be 2,35, not 2,34.
    const state = cart({ lines: [line('a', { unitPriceCents: 1501 }), line('b', { unitPriceCents: 1500 }), line('c', { unitPriceCents: 1500 })] });
    const t = priceCart(state, { booksellerDiscountBp: null }, 0);
    expect(t.lines.reduce((s, l) => s + l.totalNoVatCents, 0)).toBe(4267);
    expect(t.vatByRate).toEqual([{ rateBp: 550, baseCents: 4266, vatCents: 235 }]);
    expect(t).toMatchObject({ totalCents: 4501, totalNoVatCents: 4266, vatCents: 235 });
  });

  it("shares a composite reward's price over its rates: the book part at 5,5 %, the rest at 20 %", () => {
    const reward = {
      kind: 'compensation' as const,
      unitPriceCents: 3500,
      vatRateBp: 550,
      vatShares: [
        { rateBp: 550, unitPriceCents: 2000 },
        { rateBp: 2000, unitPriceCents: 1500 },
      ],
    };
    const state = cart({
      lines: [line('r', reward, 2, 'k')],
      contributions: [{ contributionId: 'k', crowdfundingId: 1, amountCents: 7000, noCompensation: false, confirmGift: false, rewardLineIds: ['r'], voucherCodes: {} }],
    });
    const t = priceCart(state, { booksellerDiscountBp: null }, 600);
    expect(t.lines[0]).toMatchObject({
      totalCents: 7000,
      totalNoVatCents: 3791 + 2500,
      vatParts: [
        { rateBp: 550, totalCents: 4000, totalNoVatCents: 3791 },
        { rateBp: 2000, totalCents: 3000, totalNoVatCents: 2500 },
      ],
    });
    // The shipping is shared over both parts (4/7 and 3/7 of 6,00 €): 3,43 € at 5,5 %, 2,57 € at 20 %.
    expect(t.vatByRate).toEqual([
      { rateBp: 550, baseCents: 4117, vatCents: 4343 - 4117 },
      { rateBp: 2000, baseCents: 2714, vatCents: 3257 - 2714 },
    ]);
    expect(t).toMatchObject({ donationsCents: 0, totalCents: 7600, totalNoVatCents: 4117 + 2714, shippingNoVatCents: 325 + 214 });
  });
});
