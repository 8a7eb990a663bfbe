import { loggedInUser } from '../../../../test/support/accounts';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createBook, createAddress } from '../../../../test/support/cart-fixtures';
import { paidCart } from '../../../../test/support/paid-carts';

/** No cart in progress is no error: 204, no body (a 404 on every page load would be one in the browser's console). */
const NO_ACTIVE_CART = { status: 204, body: '' };

/** `GET api/carts/active/`: the cart a browser finds for the user who logs in (spec §7 'GET the active cart'). */
describe('the active cart', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  const active = (token?: string, query = '') => api.get(`/api/carts/active/${query}`, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

  it('answers the user’s open cart changed last, with the expansions asked for', async () => {
    // given a reader with two open carts, the older one changed last
    const reader = await loggedInUser(api);
    const book = await createBook({ name: 'Le livre du panier en cours' });
    const older = (await carts.create(reader.access)).body;
    const newer = (await carts.create(reader.access)).body;
    expect((await carts.add(older.id, book, reader.access, { quantity: 2 })).status).toBe(201);
    // when their active cart is asked for, lines expanded
    const res = await active(reader.access, '?expand=cart_lines,cart_lines.product');
    // then it is the cart just changed, with its lines and products
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: older.id, owner: reader.id, status: 0 });
    expect(res.body.cart_lines).toEqual([expect.objectContaining({ quantity: 2, product: expect.objectContaining({ name: 'Le livre du panier en cours' }) })]);
    expect(res.body.id).not.toBe(newer.id);
    // and without expansion the lines are ids, as for any cart
    expect((await active(reader.access)).body.cart_lines).toEqual([expect.any(String)]);
  });

  it('never answers someone else’s cart: a user without a cart of their own gets 204, nothing', async () => {
    // given a reader with an open cart and another reader with none
    const owner = await loggedInUser(api);
    const stranger = await loggedInUser(api);
    const cart = (await carts.create(owner.access)).body;
    await carts.add(cart.id, await createBook(), owner.access);
    // when the stranger asks for their active cart
    const res = await active(stranger.access, '?expand=cart_lines');
    // then they are told they have none, in French, and see nothing of the owner's
    expect(res).toMatchObject(NO_ACTIVE_CART);
    expect(JSON.stringify(res.body)).not.toContain(cart.id);
    // while the owner still gets theirs
    expect((await active(owner.access)).body.id).toBe(cart.id);
  });

  it('counts a confirmed cart as in progress, but not a paid order nor an anonymous cart merged at login', async () => {
    const reader = await loggedInUser(api);
    // a paid order is not a cart in progress
    const book = await createBook();
    await paidCart(api, reader, (id) => carts.add(id, book, reader.access));
    expect(await active(reader.access)).toMatchObject(NO_ACTIVE_CART);

    // a confirmed cart (status 1, awaiting payment) is
    const cart = (await carts.create(reader.access)).body;
    await carts.add(cart.id, book, reader.access);
    const address = await createAddress(reader.id);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, reader.access);
    await carts.pickup(cart.id, reader.access);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, reader.access)).status).toBe(200);
    expect((await active(reader.access)).body).toMatchObject({ id: cart.id, status: 1 });
    await carts.unconfirm(cart.id, reader.access);

    // an anonymous cart merged into it at login is gone: the answer stays the user's cart, holding both books
    const anonymous = (await carts.create()).body;
    await carts.add(anonymous.id, await createBook({ name: 'Ajouté avant la connexion' }));
    expect((await carts.patch(anonymous.id, {}, reader.access)).body.id).toBe(cart.id);
    const after = await active(reader.access, '?expand=cart_lines');
    expect(after.body.id).toBe(cart.id);
    expect(after.body.cart_lines).toHaveLength(2);
  });

  it('serves booksellers their own cart too', async () => {
    const bookseller = await loggedInUser(api, { bookseller: true });
    expect(await active(bookseller.access)).toMatchObject(NO_ACTIVE_CART);
    const cart = (await carts.create(bookseller.access)).body;
    expect((await active(bookseller.access)).body).toMatchObject({ id: cart.id, owner: bookseller.id });
  });

  it('needs a logged-in caller: 401 in DRF’s shape without a token or with a bad one', async () => {
    expect(await active()).toMatchObject({ status: 401, body: { detail: "Informations d'authentification non fournies." } });
    const forged = await active('not.a.token');
    expect(forged.status).toBe(401);
    expect(typeof forged.body.detail).toBe('string');
  });

  it('refuses an unknown expansion with a French 400, not a 500', async () => {
    const reader = await loggedInUser(api);
    await carts.create(reader.access);
    const res = await active(reader.access, '?expand=nope');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/expand/);
  });
});
