import { loggedInUser, mailsTo } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { campaignCartSuite } from '../../../../test/support/cart-api';
import { createBook, createCampaign, createGiftCard, createVoucher, isoDay, NOT_FOUND } from '../../../../test/support/cart-fixtures';
import { contribution, paidCart } from '../../../../test/support/paid-carts';

describe('what a paid order backed: contributions, comments, rewards, gift cards', () => {
  const suite = campaignCartSuite();

  type User = Awaited<ReturnType<typeof loggedInUser>>;
  const auth = (user?: User) => (user ? { headers: { authorization: `Bearer ${user.access}` } } : undefined);

  /** An order with a book and contributions to two campaigns (the first with a dedicated reward). */
  async function orderBackingTwoCampaigns(user: User) {
    const second = await createCampaign();
    const book = await createBook();
    const order = await paidCart(suite.api, user, async (cartId) => {
      await suite.carts.add(cartId, book, user.access);
      await suite.carts.contribute(
        cartId,
        contribution(suite.campaign.id, 25, [{ compensation: suite.campaign.dedicated, quantity: 1, dedications: [{ text: 'Pour Inès' }] }]),
        user.access,
      );
      await suite.carts.contribute(cartId, contribution(second.id, 8), user.access);
    });
    return { order, second, book };
  }

  it('lists the contributions of a paid order, and keeps a comment per campaign it backs', async () => {
    // given a paid order backing two campaigns
    const user = await loggedInUser(suite.api, { nickname: 'Inès' });
    const { order, second } = await orderBackingTwoCampaigns(user);
    // when its contributions are read, then both are there in the contract's shape
    const list = await suite.api.get(`/api/carts/${order.id}/contributions/`, auth(user));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject([
      {
        crowdfunding: { id: suite.campaign.id },
        amount: '25.00',
        cart: order.id,
        reference: order.reference,
        rewards: [{ compensation: suite.campaign.dedicated, quantity: 1, dedications: ['Pour Inès'] }],
      },
      { crowdfunding: { id: second.id }, amount: '8.00', cart: order.id, rewards: [] },
    ]);
    // when the comments are read, then each campaign has an empty one
    const comments = await suite.api.get(`/api/carts/${order.id}/comment/`, auth(user));
    expect(comments.body).toEqual([
      { crowdfunding: { id: suite.campaign.id, title: 'Campagne des essais', slug: expect.any(String) }, contribution: list.body[0].id, comment: '' },
      { crowdfunding: { id: second.id, title: 'Campagne des essais', slug: expect.any(String) }, contribution: list.body[1].id, comment: '' },
    ]);
    // when the backer comments the second campaign
    const res = await suite.api.post(`/api/carts/${order.id}/comment/`, { crowdfunding: second.id, comment: ' Hâte de lire ça ! ' }, { token: user.access });
    // then the entry is answered, and the campaign's public list shows it
    expect(res).toMatchObject({ status: 200, body: { crowdfunding: { id: second.id }, contribution: list.body[1].id, comment: 'Hâte de lire ça !' } });
    expect((await suite.api.get(`/api/carts/${order.id}/comment/`, auth(user))).body.map((c: any) => c.comment)).toEqual(['', 'Hâte de lire ça !']);
    const [{ slug }] = await sql('SELECT slug FROM crowdfundings WHERE id = $1', [second.id]);
    expect((await suite.api.get(`/api/crowdfundings/${slug}/contributions`)).body.results).toMatchObject([{ nickname: 'Inès', comment: 'Hâte de lire ça !' }]);
  });

  it('checks the comment: at most 500 characters, a campaign the order backs', async () => {
    const user = await loggedInUser(suite.api);
    const { order } = await orderBackingTwoCampaigns(user);
    const post = (body: unknown) => suite.api.post(`/api/carts/${order.id}/comment/`, body, { token: user.access });
    expect(await post({ crowdfunding: suite.campaign.id, comment: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { comment: ['Assurez-vous que ce champ ne comporte pas plus de 500 caractères.'] },
    });
    expect(await post({ comment: 'Merci' })).toMatchObject({ status: 400, body: { crowdfunding: ['Ce champ est obligatoire.'] } });
    expect(await post({ crowdfunding: 'deux', comment: 'Merci' })).toMatchObject({ status: 400, body: { crowdfunding: ['Un nombre entier valide est requis.'] } });
    const elsewhere = await createCampaign();
    expect(await post({ crowdfunding: elsewhere.id, comment: 'Merci' })).toMatchObject({
      status: 400,
      body: { crowdfunding: ['Cette commande ne soutient pas ce financement participatif.'] },
    });
    expect((await post({ crowdfunding: String(suite.campaign.id), comment: 'y'.repeat(500) })).status).toBe(200);
  });

  it('answers only the owner of a paid order: 404 for anyone else or an unpaid cart, 401 without a login', async () => {
    const user = await loggedInUser(suite.api);
    const { order } = await orderBackingTwoCampaigns(user);
    const other = await loggedInUser(suite.api);
    for (const path of [`/api/carts/${order.id}/contributions/`, `/api/carts/${order.id}/comment/`]) {
      expect(await suite.api.get(path, auth(other))).toMatchObject(NOT_FOUND);
      expect((await suite.api.get(path)).status).toBe(401);
    }
    expect(await suite.api.post(`/api/carts/${order.id}/comment/`, { crowdfunding: suite.campaign.id, comment: 'Pirate' }, { token: other.access })).toMatchObject(NOT_FOUND);
    expect((await suite.api.post(`/api/carts/${order.id}/comment/`, { crowdfunding: suite.campaign.id, comment: 'Pirate' })).status).toBe(401);
    // an open cart of the user's own, even with a contribution, is not an order yet
    const open = (await suite.carts.create(user.access)).body;
    await suite.carts.contribute(open.id, contribution(suite.campaign.id, 5), user.access);
    expect(await suite.api.get(`/api/carts/${open.id}/contributions/`, auth(user))).toMatchObject(NOT_FOUND);
    expect(await suite.api.get('/api/carts/not-a-cart/comment/', auth(user))).toMatchObject(NOT_FOUND);
    expect((await suite.api.get(`/api/carts/${order.id}/comment/`, auth(user))).body.every((c: any) => c.comment === '')).toBe(true);
  });

  it('expands the reward of each campaign line in the order list, null for other lines', async () => {
    const user = await loggedInUser(suite.api);
    const { order, book } = await orderBackingTwoCampaigns(user);
    const res = await suite.carts.list(user.access, '?status=2&expand=cart_lines,cart_lines.product,cart_lines.compensation');
    expect(res.status).toBe(200);
    const lines = res.body.results.find((c: any) => c.id === order.id).cart_lines;
    const reward = lines.find((l: any) => l.product.id === suite.campaign.dedicated);
    expect(reward.compensation).toMatchObject({
      id: suite.campaign.dedicated,
      crowdfunding: suite.campaign.id,
      name: 'Le livre dédicacé',
      price: '25.00',
      dedication: true,
      release_date: isoDay(120),
    });
    expect(lines.find((l: any) => l.product.id === book).compensation).toBeNull();
    // and without the expansion the line has no such field
    const plain = (await suite.carts.get(order.id, user.access, '?expand=cart_lines')).body.cart_lines;
    expect(plain.every((l: any) => !('compensation' in l))).toBe(true);
  });

  it('unlocks a voucher-locked reward only with a real, valid voucher', async () => {
    // given a reward for club members, who hold a voucher
    const club = await createCampaign();
    await sql('UPDATE products SET locked_by_voucher = true WHERE id = $1', [club.book]);
    const user = await loggedInUser(suite.api);
    const cart = (await suite.carts.create(user.access)).body;
    const body = (code?: string) => contribution(club.id, 22, [{ compensation: club.book, quantity: 1, vouchers: code === undefined ? [] : [{ code }] }]);
    const refused = async (code: string | undefined, message: string) => {
      expect(await suite.carts.contribute(cart.id, body(code), user.access)).toMatchObject({ status: 400, body: { compensations: [{ vouchers: [message] }] } });
    };
    // then no code, a wrong one, an expired one and a spent one are refused
    await refused(undefined, "Il est nécessaire de fournir un bon d'achat pour cette contrepartie");
    await refused('ZZZZ0000', "Ce bon d'achat n'existe pas : vérifiez le code saisi pour cette contrepartie.");
    await refused(await createVoucher({ expirationDate: isoDay(-1) }), "Ce bon d'achat a expiré : il ne permet plus de choisir cette contrepartie.");
    await refused(await createVoucher({ remainingCents: 0, valueCents: 1000 }), "Ce bon d'achat a déjà été entièrement utilisé : il ne permet plus de choisir cette contrepartie.");
    expect((await suite.carts.get(cart.id, user.access)).body.cart_lines).toEqual([]);
    // and a real one, typed in lower case, is accepted
    const code = await createVoucher();
    expect((await suite.carts.contribute(cart.id, body(` ${code.toLowerCase()} `), user.access)).status).toBe(200);
    expect((await suite.carts.get(cart.id, user.access)).body.cart_lines).toHaveLength(1);
  });

  it('issues one voucher per gift card bought, owned by the buyer, and mails the codes', async () => {
    // given a buyer of two gift cards of 30 €
    const user = await loggedInUser(suite.api);
    const giftCard = await createGiftCard();
    // when the order is paid
    const order = await paidCart(suite.api, user, (cartId) => suite.carts.add(cartId, giftCard, user.access, { quantity: 2 }));
    // then two vouchers of 30 € exist, valid one year from today, owned by the buyer, remembered by the email
    const vouchers = await sql(
      `SELECT code, value_cents, remaining_cents, to_char(expiration_date, 'YYYY-MM-DD') AS expires, owner_user_id, purchaser_email FROM vouchers WHERE cart_id = $1 ORDER BY id`,
      [order.id],
    );
    const nextYear = await sql(`SELECT to_char(($1::date + interval '1 year')::date, 'YYYY-MM-DD') AS day`, [isoDay(0)]);
    expect(vouchers).toEqual(
      [1, 2].map(() => ({
        code: expect.stringMatching(/^[A-Z0-9]{8}$/),
        value_cents: 3000,
        remaining_cents: 3000,
        expires: nextYear[0].day,
        owner_user_id: user.id,
        purchaser_email: user.email,
      })),
    );
    expect(vouchers[0].code).not.toBe(vouchers[1].code);
    // and the account lists them
    const listed = (await suite.api.get('/api/vouchers/', auth(user))).body;
    expect(listed.results.map((v: any) => v.code).sort()).toEqual(vouchers.map((v) => v.code).sort());
    // and the codes wait in the outbox, beside the order confirmation
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.type)).toEqual(['order-confirmation', 'voucher-purchased']);
    expect(mails[1]).toMatchObject({ cartId: order.id, reference: order.reference, vouchers: vouchers.map((v) => ({ code: v.code, value: '30.00', expiresOn: nextYear[0].day })) });
    // and the gift cards carry no VAT: the order's VAT is nil
    expect((await suite.carts.get(order.id, user.access)).body).toMatchObject({ total_price: '60.00', total_no_vat: '60.00', vat_amount: '0.00' });
    // and paying again issues nothing more
    expect((await suite.carts.payWithVoucher(order.id, user.access)).status).toBe(200);
    expect(await sql('SELECT count(*)::int AS n FROM vouchers WHERE cart_id = $1', [order.id])).toEqual([{ n: 2 }]);
  });

  it('issues no voucher for an order without a gift card', async () => {
    const user = await loggedInUser(suite.api);
    const book = await createBook();
    const order = await paidCart(suite.api, user, (cartId) => suite.carts.add(cartId, book, user.access));
    expect(await sql('SELECT count(*)::int AS n FROM vouchers WHERE cart_id = $1', [order.id])).toEqual([{ n: 0 }]);
    expect((await mailsTo(user.email)).map((m) => m.type)).toEqual(['order-confirmation']);
  });
});
