import { randomUUID } from 'node:crypto';
import { loggedInUser, mailsTo } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { cartApiSuite } from '../../../../test/support/cart-api';
import { createAddress, createBook, createCampaign, createGoodie, createVoucher, isoDay, NOT_FOUND } from '../../../../test/support/cart-fixtures';

const INVOICE = /^F\d{4}-\d{6}$/;

describe('checkout: confirmation, vouchers, payment by voucher', () => {
  const suite = cartApiSuite();

  type User = Awaited<ReturnType<typeof loggedInUser>>;

  /** A user's cart holding one book, with its addresses chosen and collected in person (0 € shipping): ready to confirm. */
  async function readyCart(user: User, priceCents = 2000) {
    const address = await createAddress(user.id);
    const cart = (await suite.carts.create(user.access)).body;
    const book = await createBook({ priceCents });
    const line = (await suite.carts.add(cart.id, book, user.access)).body;
    await suite.carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await suite.carts.pickup(cart.id, user.access);
    return { cart, book, line };
  }
  const confirm = (id: string, user?: User) => suite.carts.patch(id, { status: 1, terms_accepted: true }, user?.access);

  it('confirms a cart once its delivery is chosen, freezes it, and unconfirms it', async () => {
    // given a reader's cart with a book and no address yet
    const user = await loggedInUser(suite.api);
    const empty = (await suite.carts.create(user.access)).body;
    expect(await confirm(empty.id, user)).toMatchObject({ status: 400, body: { detail: 'Votre panier est vide.' } });
    const cart = (await suite.carts.create(user.access)).body;
    const line = (await suite.carts.add(cart.id, await createBook(), user.access)).body;
    // when it is confirmed, then the missing addresses are asked for
    expect(await confirm(cart.id, user)).toMatchObject({
      status: 400,
      body: { billing_address: ['Veuillez choisir une adresse de facturation.'], shipping_address: ['Veuillez choisir une adresse de livraison.'] },
    });
    // when they are chosen, then it is confirmed (twice changes nothing), shipped home by default, and its content frozen
    const address = await createAddress(user.id);
    await suite.carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    expect(await confirm(cart.id, user)).toMatchObject({ status: 200, body: { status: 1, expedition_price: '6.90', total_price: '26.90' } });
    expect(await confirm(cart.id, user)).toMatchObject({ status: 200, body: { status: 1 } });
    const frozen = { status: 400, body: { detail: 'Votre panier est en cours de paiement : annulez la validation pour le modifier.' } };
    expect(await suite.carts.changeLine(line.id, { quantity: 2 }, user.access)).toMatchObject(frozen);
    expect(await suite.carts.add(cart.id, await createBook(), user.access)).toMatchObject(frozen);
    // when it is unconfirmed, then it can change again
    expect(await suite.carts.unconfirm(cart.id, user.access)).toMatchObject({ status: 200, body: { status: 0 } });
    expect((await suite.carts.changeLine(line.id, { quantity: 2 }, user.access)).status).toBe(200);
  });

  it('asks to choose the bundle when lines leave on several dates', async () => {
    const user = await loggedInUser(suite.api);
    const { cart } = await readyCart(user);
    await suite.carts.add(cart.id, await createBook({ release: isoDay(45) }), user.access);
    expect((await suite.carts.get(cart.id, user.access)).body.expected_shipment_dates).toEqual([isoDay(0), isoDay(45)]);
    expect(await confirm(cart.id, user)).toMatchObject({ status: 400, body: { bundle: ['Veuillez indiquer si vos articles partent en un seul colis ou au fil des parutions.'] } });
    await suite.carts.patch(cart.id, { bundle: true }, user.access);
    expect((await confirm(cart.id, user)).body).toMatchObject({ status: 1, shipments: [`${cart.id}.all`] });
  });

  it('confirms only for the logged-in owner', async () => {
    const user = await loggedInUser(suite.api);
    const { cart } = await readyCart(user);
    expect((await confirm(cart.id)).status).toBe(401);
    expect(await confirm(cart.id, await loggedInUser(suite.api))).toMatchObject(NOT_FOUND);
    const anonymous = (await suite.carts.create()).body;
    await suite.carts.add(anonymous.id, await createBook());
    expect(await confirm(anonymous.id, user)).toMatchObject({ status: 400, body: { detail: 'Votre panier doit être rattaché à votre compte : connectez-vous pour le valider.' } });
  });

  it('records a catalogue change at confirmation and answers "cart content changed", so the SPA reloads', async () => {
    // given a ready cart with a 20 € book
    const user = await loggedInUser(suite.api);
    const { cart, book, line } = await readyCart(user, 2000);
    // when the publisher changes the price before the shopper confirms
    await sql('UPDATE products SET price_cents = 2400 WHERE id = $1', [book]);
    const res = await confirm(cart.id, user);
    // then confirmation is refused with the SPA's error, the cart stays open with the new price
    expect(res).toMatchObject({ status: 400, body: { detail: 'cart content changed' } });
    const reloaded = (await suite.carts.get(cart.id, user.access, '?expand=cart_lines')).body;
    expect(reloaded).toMatchObject({ status: 0, total_price: '24.00', cart_lines: [{ id: line.id, price: '24.00' }] });
    const events = await sql(`SELECT type FROM stream_events WHERE stream_id = $1 ORDER BY version`, [cart.id]);
    expect(events.map((e) => e.type)).toContain('CartContentChanged');
    // and once the shopper has seen it, confirmation fixes the new total
    expect(await confirm(cart.id, user)).toMatchObject({ status: 200, body: { status: 1, total_price: '24.00' } });
  });

  it('drops a line whose product went out of stock, with the same answer', async () => {
    const user = await loggedInUser(suite.api);
    const { cart, line } = await readyCart(user);
    const goodie = await createGoodie();
    await suite.carts.add(cart.id, goodie.id, user.access);
    await suite.carts.removeLine(line.id, user.access);
    await sql('UPDATE products SET out_of_stock = true WHERE id = $1', [goodie.id]);
    expect(await confirm(cart.id, user)).toMatchObject({ status: 400, body: { detail: 'cart content changed' } });
    expect((await suite.carts.get(cart.id, user.access)).body).toMatchObject({ cart_lines: [], total_price: '0.00' });
  });

  it('applies a voucher for at most what is left to pay, once per code, and takes it off', async () => {
    // given a 20 € cart and a 50 € voucher
    const user = await loggedInUser(suite.api);
    const { cart } = await readyCart(user);
    const code = await createVoucher({ remainingCents: 5000 });
    // when the code is typed in (any case), twice
    const applied = await suite.carts.applyVoucher(cart.id, code.toLowerCase(), user.access);
    await suite.carts.applyVoucher(cart.id, code, user.access);
    // then one usage covers the 20 €, and the voucher is not spent yet
    expect(applied).toMatchObject({ status: 200, body: { remaining_to_pay: '0.00', total_price: '20.00' } });
    const usages = (await suite.carts.get(cart.id, user.access, '?expand=voucher_usages')).body.voucher_usages;
    expect(usages).toEqual([{ id: expect.any(String), amount: '20.00', voucher: { code } }]);
    expect(await sql('SELECT remaining_cents FROM vouchers WHERE code = $1', [code])).toEqual([{ remaining_cents: 5000 }]);
    // when it is taken off by code, then everything is left to pay again
    expect(await suite.carts.removeVoucher(cart.id, code, user.access)).toMatchObject({ status: 200, body: { voucher_usages: [], remaining_to_pay: '20.00' } });
    expect(await suite.carts.removeVoucher(cart.id, code, user.access)).toMatchObject(NOT_FOUND);
    // and by the usage's id as well, by its owner only
    await suite.carts.applyVoucher(cart.id, code, user.access);
    const [usage] = (await suite.carts.get(cart.id, user.access)).body.voucher_usages;
    expect(await suite.carts.removeUsage(usage, (await loggedInUser(suite.api)).access)).toMatchObject(NOT_FOUND);
    expect((await suite.carts.removeUsage(usage, user.access)).status).toBe(204);
    expect(await suite.carts.removeUsage(usage, user.access)).toMatchObject(NOT_FOUND);
    expect(await suite.carts.removeUsage(randomUUID(), user.access)).toMatchObject(NOT_FOUND);
  });

  it('refuses unknown, expired and spent vouchers', async () => {
    const user = await loggedInUser(suite.api);
    const { cart } = await readyCart(user);
    expect(await suite.carts.applyVoucher(cart.id, 'ZZZZ9999', user.access)).toMatchObject({ status: 400, body: { code: ["Ce bon d'achat n'existe pas."] } });
    const expired = await createVoucher({ expirationDate: isoDay(-1) });
    expect(await suite.carts.applyVoucher(cart.id, expired, user.access)).toMatchObject({ status: 400, body: { code: ["Ce bon d'achat a expiré."] } });
    const spent = await createVoucher({ remainingCents: 0, valueCents: 2500 });
    expect(await suite.carts.applyVoucher(cart.id, spent, user.access)).toMatchObject({ status: 400, body: { code: ["Ce bon d'achat a déjà été entièrement utilisé."] } });
    expect(await suite.api.post(`/api/carts/${cart.id}/voucher/`, {}, { token: user.access })).toMatchObject({ status: 400, body: { code: ['Ce champ est obligatoire.'] } });
    // a voucher valid until today is still valid today
    expect((await suite.carts.applyVoucher(cart.id, await createVoucher({ expirationDate: isoDay(0) }), user.access)).status).toBe(200);
  });

  it('pays by voucher: invoice number, vouchers spent, contributions recorded, mail in the outbox', async () => {
    // given a ready cart with a book and a contribution of 30 € with a reward, covered by two vouchers
    const user = await loggedInUser(suite.api, { nickname: 'Jeanne' });
    const campaign = await createCampaign();
    const { cart, book } = await readyCart(user);
    await suite.carts.contribute(
      cart.id,
      { crowdfunding: campaign.id, contribution: 30, confirm_gift: true, compensations: [{ compensation: campaign.book, quantity: 1 }] },
      user.access,
    );
    await suite.carts.patch(cart.id, { bundle: false }, user.access); // the book leaves now, the reward at the campaign's release
    await suite.carts.pickup(cart.id, user.access); // both parcels collected in person
    const [small, big] = [await createVoucher({ remainingCents: 1000 }), await createVoucher({ remainingCents: 6000 })];
    await suite.carts.applyVoucher(cart.id, small, user.access);
    await suite.carts.applyVoucher(cart.id, big, user.access);
    expect((await confirm(cart.id, user)).body).toMatchObject({ status: 1, total_price: '50.00', remaining_to_pay: '0.00' });

    // when the shopper validates the zero left to pay
    const paid = await suite.carts.payWithVoucher(cart.id, user.access);

    // then the order is paid with a number from the year's gapless series
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 2, paid: true, paid_with: 'voucher', invoice_date: isoDay(0) });
    expect(paid.body.invoice_number).toMatch(INVOICE);
    expect(paid.body.invoice_number.slice(1, 5)).toBe(isoDay(0).slice(0, 4));
    // and the vouchers lost what the order used
    expect(await sql('SELECT code, remaining_cents FROM vouchers WHERE code = ANY($1) ORDER BY remaining_cents', [[small, big]])).toEqual([
      { code: small, remaining_cents: 0 },
      { code: big, remaining_cents: 2000 },
    ]);
    // and the campaign counts the contribution, with the spec's defaults and the reward taken
    const rows = await sql(
      `SELECT c.user_id, c.cart_id, c.nickname, c.amount_cents, c.hidden, c.display_amount, c.display_nickname, c.unsubscribed,
              r.compensation_id, r.quantity FROM contributions c JOIN contribution_rewards r ON r.contribution_id = c.id WHERE c.crowdfunding_id = $1`,
      [campaign.id],
    );
    expect(rows).toEqual([
      {
        user_id: user.id,
        cart_id: cart.id,
        nickname: 'Jeanne',
        amount_cents: 3000,
        hidden: false,
        display_amount: true,
        display_nickname: true,
        unsubscribed: true,
        compensation_id: campaign.book,
        quantity: 1,
      },
    ]);
    const [{ slug }] = await sql('SELECT slug FROM crowdfundings WHERE id = $1', [campaign.id]);
    expect((await suite.api.get(`/api/crowdfundings/${slug}/contributions`)).body).toMatchObject({ count: 1, results: [{ nickname: 'Jeanne', amount: '30.00' }] });
    expect((await suite.api.get(`/api/crowdfundings/${slug}/`)).body.basic_stats).toEqual({ collection: '30.00', contributors: 1 });
    // and the confirmation mail waits in the outbox
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({
      type: 'order-confirmation',
      cartId: cart.id,
      reference: cart.reference,
      invoiceNumber: paid.body.invoice_number,
      paidWith: 'voucher',
      total: '50.00',
    });
    // and the history says who paid and when, the invoice number included
    const events = await sql(`SELECT type, metadata->>'userId' AS user FROM stream_events WHERE stream_id = $1 ORDER BY version DESC LIMIT 2`, [cart.id]);
    expect(events).toEqual([
      { type: 'InvoiceNumbered', user: String(user.id) },
      { type: 'CartPaid', user: String(user.id) },
    ]);

    // when the payment is sent again, then nothing changes
    expect((await suite.carts.payWithVoucher(cart.id, user.access)).body).toMatchObject({ status: 2, invoice_number: paid.body.invoice_number });
    expect(await mailsTo(user.email)).toHaveLength(1);
    // and the paid order is in the caller's order list, expanded as the SPA asks
    const orders = await suite.carts.list(user.access, '?status=2&ordering=-last_modified_at&fields=id,reference,invoice_number,cart_lines&expand=cart_lines,cart_lines.product');
    expect(orders.body).toMatchObject({ count: 1, results: [{ id: cart.id, invoice_number: paid.body.invoice_number }] });
    expect(orders.body.results[0].cart_lines.map((l: any) => l.product.id).sort()).toEqual([book, campaign.book].sort());
    expect((await suite.carts.list((await loggedInUser(suite.api)).access, '?status=2')).body.count).toBe(0);
  });

  it('refuses to pay by voucher what is not confirmed or not covered, and never marks paid through PATCH', async () => {
    const user = await loggedInUser(suite.api);
    const { cart } = await readyCart(user);
    expect(await suite.carts.payWithVoucher(cart.id, user.access)).toMatchObject({ status: 400, body: { detail: 'Le panier doit être validé avant le paiement.' } });
    await suite.carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 500 }), user.access);
    await confirm(cart.id, user);
    expect(await suite.carts.payWithVoucher(cart.id, user.access)).toMatchObject({
      status: 400,
      body: { detail: 'Les bons d’achat ne couvrent pas cette commande : choisissez un moyen de paiement.' },
    });
    expect((await suite.carts.patch(cart.id, { status: 2 }, user.access)).status).toBe(403);
    expect((await suite.carts.payWithVoucher(cart.id)).status).toBe(401);
    expect(await suite.carts.payWithVoucher(cart.id, (await loggedInUser(suite.api)).access)).toMatchObject(NOT_FOUND);
    expect((await suite.carts.get(cart.id, user.access)).body).toMatchObject({ status: 1, paid: false, invoice_number: null });
  });

  it('refuses a payment whose voucher another order spent meanwhile, and draws no invoice number for it', async () => {
    // given two confirmed carts of 20 € relying on the same 25 € voucher
    const user = await loggedInUser(suite.api);
    const code = await createVoucher({ remainingCents: 2500 });
    const first = (await readyCart(user)).cart;
    const second = (await readyCart(user)).cart;
    for (const cart of [first, second]) {
      await suite.carts.applyVoucher(cart.id, code, user.access);
      await confirm(cart.id, user);
    }
    // when both are paid, then the second finds the voucher short and stays unpaid
    expect((await suite.carts.payWithVoucher(first.id, user.access)).status).toBe(200);
    expect(await suite.carts.payWithVoucher(second.id, user.access)).toMatchObject({
      status: 400,
      body: { detail: `Le solde du bon d'achat ${code} ne couvre plus le montant retenu : retirez-le puis ajoutez-le à nouveau.` },
    });
    expect((await suite.carts.get(second.id, user.access)).body).toMatchObject({ status: 1, paid: false, invoice_number: null });
    expect(await sql('SELECT remaining_cents FROM vouchers WHERE code = $1', [code])).toEqual([{ remaining_cents: 500 }]);
  });
});
