import { randomUUID } from 'node:crypto';
// First: the suite loads the whole application, whose modules import each other in their own order.
import { cartApiSuiteOfOwnApp } from '../../../../test/support/cart-api';
import { loggedInUser, mailsTo } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { CartCommandRunner, completePayment, leftToPayAfterVouchers } from '@shop/cart';
import { pdfText } from '../../../../test/support/pdf-text';
import { createAddress, createBook, createCampaign, createVoucher } from '../../../../test/support/cart-fixtures';

/**
 * The money figures the API answers once for every screen: each voucher usage at the amount the
 * order really uses, the vouchers' total, the total after vouchers, and nothing left to pay once
 * paid, the same in the cart, the staff replay, the order mail and the invoice.
 */
describe('cart money: vouchers used, total after vouchers, left to pay', () => {
  const suite = cartApiSuiteOfOwnApp();
  type User = Awaited<ReturnType<typeof loggedInUser>>;
  const EXPAND = '?expand=voucher_usages,voucher_usages.voucher';
  const figures = (cart: any) => ({
    total_price: cart.total_price,
    vouchers_amount: cart.vouchers_amount,
    total_after_vouchers: cart.total_after_vouchers,
    remaining_to_pay: cart.remaining_to_pay,
    used: cart.voucher_usages.map((u: any) => [u.voucher.code, u.amount]),
  });
  const staffState = async (cartId: string) => {
    const staff = await loggedInUser(suite.api, { staff: true });
    return (await suite.api.get(`/api/staff/carts/${cartId}/state/?expand=voucher_usages`, { headers: { authorization: `Bearer ${staff.access}` } })).body;
  };
  const invoiceText = async (cart: any, user: User) => {
    const res = await fetch(suite.api.baseUrl + cart.invoice_file, { headers: { authorization: `Bearer ${user.access}` } });
    return pdfText(Buffer.from(await res.arrayBuffer()));
  };

  it('shows a 12,50 € voucher on an order that shrank to 8 € at 8 €, and keeps 4,50 € on it once paid', async () => {
    // given an 8 € book and a 10 € book collected in person, and a 12,50 € voucher typed in
    const user = await loggedInUser(suite.api);
    const address = await createAddress(user.id);
    const cart = (await suite.carts.create(user.access)).body;
    await suite.carts.add(cart.id, await createBook({ priceCents: 800 }), user.access);
    const dearer = (await suite.carts.add(cart.id, await createBook({ priceCents: 1000 }), user.access)).body;
    await suite.carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await suite.carts.pickup(cart.id, user.access);
    const code = await createVoucher({ remainingCents: 1250, valueCents: 1250 });
    expect((await suite.carts.applyVoucher(cart.id, code, user.access)).status).toBe(200);
    expect(figures((await suite.carts.get(cart.id, user.access, EXPAND)).body)).toEqual({
      total_price: '18.00',
      vouchers_amount: '12.50',
      total_after_vouchers: '5.50',
      remaining_to_pay: '5.50',
      used: [[code, '12.50']],
    });

    // when the 10 € book leaves the cart
    await suite.carts.removeLine(dearer.id, user.access);

    // then the voucher takes 8 €, not the 12,50 € it reserved, and nothing is left to pay
    expect(figures((await suite.carts.get(cart.id, user.access, EXPAND)).body)).toEqual({
      total_price: '8.00',
      vouchers_amount: '8.00',
      total_after_vouchers: '0.00',
      remaining_to_pay: '0.00',
      used: [[code, '8.00']],
    });

    // when it is confirmed and validated with the voucher alone
    expect((await suite.carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    const paid = await suite.carts.payWithVoucher(cart.id, user.access);
    expect(paid.body).toMatchObject({ status: 2, paid: true, paid_with: 'voucher' });

    // then the paid order, the voucher's balance, staff's replay, the mail and the invoice all say 8 €
    const order = (await suite.carts.get(cart.id, user.access, EXPAND)).body;
    expect(figures(order)).toEqual({ total_price: '8.00', vouchers_amount: '8.00', total_after_vouchers: '0.00', remaining_to_pay: '0.00', used: [[code, '8.00']] });
    expect(order.voucher_usages[0].voucher).toMatchObject({ value: '12.50', remaining_amount: '4.50' });
    expect(await sql('SELECT remaining_cents FROM vouchers WHERE code = $1', [code])).toEqual([{ remaining_cents: 450 }]);
    expect(await staffState(cart.id)).toMatchObject({ status: 2, vouchers_amount: '8.00', remaining_to_pay: '0.00', voucher_usages: [{ amount: '8.00', voucher: { code } }] });
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ type: 'order-confirmation', total: '8.00', vouchers: '8.00', voucherUsages: [{ code, amount: '8.00' }], totalAfterVouchers: '0.00' });
    const invoice = await invoiceText(order, user);
    expect(invoice).toContain(`${code} (8,00\u202f€)`);
    expect(invoice).not.toContain('12,50\u202f€');
  });

  it('leaves the total after a partial voucher to the card, and nothing to pay once the card paid', async () => {
    // given a 20 € book shipped home (6,90 €) and a 5 € voucher
    const user = await loggedInUser(suite.api);
    const address = await createAddress(user.id);
    const cart = (await suite.carts.create(user.access)).body;
    await suite.carts.add(cart.id, await createBook({ priceCents: 2000 }), user.access);
    await suite.carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    const code = await createVoucher({ remainingCents: 500, valueCents: 500 });
    await suite.carts.applyVoucher(cart.id, code, user.access);
    const open = (await suite.carts.get(cart.id, user.access, EXPAND)).body;
    expect(figures(open)).toEqual({ total_price: '26.90', vouchers_amount: '5.00', total_after_vouchers: '21.90', remaining_to_pay: '21.90', used: [[code, '5.00']] });
    expect(open).toMatchObject({ sub_total_price: '20.00', expedition_price: '6.90' });

    // when it is confirmed and the bank's notification pays it by card (what the worker does)
    expect((await suite.carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).body).toMatchObject({ status: 1, remaining_to_pay: '21.90' });
    const runner = suite.api.app.get(CartCommandRunner);
    await completePayment(
      runner,
      cart.id,
      { userId: user.id, isBookseller: false, requestId: randomUUID() },
      {
        means: 'credit-card',
        amountCents: (state) => leftToPayAfterVouchers(state) ?? 0,
      },
    );

    // then the paid order owes nothing, and still says what the card paid after the voucher
    const order = (await suite.carts.get(cart.id, user.access, EXPAND)).body;
    expect(order).toMatchObject({ status: 2, paid: true, paid_with: 'credit-card' });
    expect(figures(order)).toEqual({ total_price: '26.90', vouchers_amount: '5.00', total_after_vouchers: '21.90', remaining_to_pay: '0.00', used: [[code, '5.00']] });
    // and so does staff's replay of the order as of its last event
    expect(await staffState(cart.id)).toMatchObject({ status: 2, paid: true, total_price: '26.90', total_after_vouchers: '21.90', remaining_to_pay: '0.00' });
    // and the mail and the invoice give the card's share
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({
      type: 'order-confirmation',
      paidWith: 'credit-card',
      total: '26.90',
      vouchers: '5.00',
      voucherUsages: [{ code, amount: '5.00' }],
      totalAfterVouchers: '21.90',
    });
    const invoice = await invoiceText(order, user);
    for (const fact of [`${code} (5,00\u202f€)`, 'Mode de paiement\u00a0: Carte bancaire', 'Montant payé\u00a0: 26,90\u202f€', 'dont carte bancaire\u00a0: 21,90\u202f€'])
      expect(invoice).toContain(fact);
  });

  it('says how much of the sub-total is given to campaigns beyond their rewards, a part on no line', async () => {
    // given a 30 € contribution with its 22 € book reward, and a 20 € book
    const user = await loggedInUser(suite.api);
    const campaign = await createCampaign();
    const cart = (await suite.carts.create(user.access)).body;
    await suite.carts.add(cart.id, await createBook({ priceCents: 2000 }), user.access);
    await suite.carts.contribute(
      cart.id,
      { crowdfunding: campaign.id, contribution: 30, confirm_gift: true, compensations: [{ compensation: campaign.book, quantity: 1 }] },
      user.access,
    );
    // then the lines add up to 42 €, and the 8 € given is said apart
    const body = (await suite.carts.get(cart.id, user.access, '?expand=cart_lines')).body;
    expect(body.cart_lines.map((l: any) => l.total).sort()).toEqual(['20.00', '22.00']);
    expect(body).toMatchObject({ sub_total_price: '50.00', donations_amount: '8.00', vouchers_amount: '0.00' });
  });
});
