import { cartMoney, usedVouchers } from './cart-money';
import { emptyCart, type CartState } from './cart.types';

const usage = (usageId: string, amountCents: number) => ({ usageId, code: usageId.toUpperCase(), amountCents });
const cart = (over: Partial<CartState>): CartState => ({ ...emptyCart(), exists: true, ...over });

describe('cart money figures', () => {
  it('shows a voucher reserved for more than the order at what the order uses', () => {
    // given 12,50 € reserved on a cart that shrank to 8 €
    const money = cartMoney(cart({ vouchers: [usage('bienvenu', 1250)] }), 800);
    // then the usage takes 8 €, nothing is left to pay
    expect(money).toEqual({
      usages: [{ usageId: 'bienvenu', code: 'BIENVENU', reservedCents: 1250, usedCents: 800 }],
      vouchersCents: 800,
      totalAfterVouchersCents: 0,
      remainingToPayCents: 0,
    });
  });

  it('uses the vouchers in the order applied; a later one the total does not need takes nothing', () => {
    expect(usedVouchers([usage('a', 2500), usage('b', 1000), usage('c', 700)], 3000).map((u) => u.usedCents)).toEqual([2500, 500, 0]);
  });

  it('leaves the total after a voucher covering part of it to pay, until the money is in', () => {
    const open = cartMoney(cart({ vouchers: [usage('a', 500)] }), 1390);
    expect(open).toMatchObject({ vouchersCents: 500, totalAfterVouchersCents: 890, remainingToPayCents: 890 });
    // paid by card: the total after vouchers stays, nothing is owed
    const paid = cartMoney(cart({ status: 2, paymentMeans: 'credit-card', vouchers: [usage('a', 500)] }), 1390);
    expect(paid).toMatchObject({ vouchersCents: 500, totalAfterVouchersCents: 890, remainingToPayCents: 0 });
  });

  it('keeps an order on terms owing its total after vouchers until it is settled', () => {
    const onTerms = cart({ status: 2, paymentMeans: 'wire', paymentDueDate: '2026-06-30', vouchers: [usage('a', 1000)] });
    expect(cartMoney(onTerms, 5000).remainingToPayCents).toBe(4000);
    expect(cartMoney({ ...onTerms, settledAt: '2026-05-02T10:00:00.000Z' }, 5000).remainingToPayCents).toBe(0);
  });
});
