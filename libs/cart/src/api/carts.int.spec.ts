import { randomUUID } from 'node:crypto';
import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createBook, createCampaign, createGoodie, createVoucher, NOT_FOUND } from '../../../../test/support/cart-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Spec section 3, 'Cart', field for field. */
const CART_FIELDS = [
  'id',
  'reference',
  'status',
  'need_delivery',
  'cart_lines',
  'shipping_address',
  'billing_address',
  'bundle',
  'shipments',
  'expected_shipment_dates',
  'sub_total_price',
  'expedition_price',
  'expedition_price_no_vat',
  'total_price',
  'total_no_vat',
  'vat_amount',
  'remaining_to_pay',
  'voucher_usages',
  'invoice_date',
  'invoice_file',
  'invoice_number',
  'paid_with',
  'paid',
  'owner',
  // Ours beside the spec's: the contributions the cart holds, and when a bookseller's debit or wire falls due.
  'contributions',
  'payment_due_date',
  // The money figures every screen shows as they are: gifts to campaigns, what the vouchers take, the total after them.
  'donations_amount',
  'vouchers_amount',
  'total_after_vouchers',
  // The VAT of each rate (a bookseller's summaries, order detail and invoice: docs/pricing.md).
  'vat_breakdown',
  'sub_total_no_vat',
  // The latest card attempt, so that a refusal is not told as a cancellation.
  'last_card_attempt',
];

describe('carts', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  it('creates an anonymous cart that whoever holds its id can read, with exactly the spec fields', async () => {
    // given an anonymous visitor, when a cart is created
    const created = await carts.create();
    // then it has an unguessable id, a 12-character reference, no owner and nothing in it
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual([...CART_FIELDS].sort());
    expect(created.body).toMatchObject({ status: 0, owner: null, cart_lines: [], total_price: '0.00', remaining_to_pay: '0.00', bundle: null, paid: false });
    expect(created.body.id).toMatch(UUID);
    expect(created.body.reference).toMatch(/^[A-Z0-9]{12}$/);
    // and it is read by its id, anonymously or logged in (the trailing slash is optional)
    expect((await carts.get(created.body.id)).body.id).toBe(created.body.id);
    expect((await api.get(`/api/carts/${created.body.id}`)).status).toBe(200);
    const someone = await loggedInUser(api);
    expect((await carts.get(created.body.id, someone.access)).status).toBe(200);
    // while an id nobody was given names nothing
    expect(await carts.get(randomUUID())).toMatchObject(NOT_FOUND);
    expect(await carts.get('42')).toMatchObject(NOT_FOUND);
  });

  it('takes the label the cart is opened from, by id or slug, for the look of its mails', async () => {
    const bySlug = (await carts.create(undefined, { label: 'queer-romance' })).body;
    expect(await sql('SELECT l.slug FROM carts c JOIN labels l ON l.id = c.label_id WHERE c.id = $1', [bySlug.id])).toEqual([{ slug: 'queer-romance' }]);
    expect((await carts.create(undefined, { label: 1 })).status).toBe(201);
    expect(await carts.create(undefined, { label: 'inconnue' })).toMatchObject({
      status: 400,
      body: { label: ['Sélectionnez un choix valide. Ce choix ne fait pas partie de ceux disponibles.'] },
    });
  });

  it('gives a logged-in user’s cart to that user only: 404 for everyone else', async () => {
    // given a cart created by a logged-in reader
    const owner = await loggedInUser(api);
    const cart = (await carts.create(owner.access)).body;
    expect(cart.owner).toBe(owner.id);
    // when someone else, or nobody, reaches for it
    const intruder = await loggedInUser(api);
    const book = await createBook();
    // then it does not exist for them, whatever they try
    expect(await carts.get(cart.id)).toMatchObject(NOT_FOUND);
    expect(await carts.get(cart.id, intruder.access)).toMatchObject(NOT_FOUND);
    expect(await carts.add(cart.id, book, intruder.access)).toMatchObject(NOT_FOUND);
    expect(await carts.patch(cart.id, { bundle: true }, intruder.access)).toMatchObject(NOT_FOUND);
    expect(await carts.patch(cart.id, {}, intruder.access)).toMatchObject(NOT_FOUND);
    expect(await carts.unconfirm(cart.id, intruder.access)).toMatchObject(NOT_FOUND);
    expect((await carts.get(cart.id, owner.access)).status).toBe(200);
  });

  it('expands lines, products, variants, addresses, shipments, options and vouchers on demand, and keeps fields=', async () => {
    // given a cart with a goodie of a chosen size, addresses and a voucher
    const user = await loggedInUser(api);
    const goodie = await createGoodie({ priceCents: 1500, stocks: [3, 5] });
    const address = await createAddress(user.id);
    const code = await createVoucher({ remainingCents: 500 });
    const cart = (await carts.create(user.access)).body;
    const line = (await carts.add(cart.id, goodie.id, user.access, { variant: goodie.variants[1] })).body;
    await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await carts.applyVoucher(cart.id, code, user.access);

    // when it is read plain, then everything related is an id
    const plain = (await carts.get(cart.id, user.access)).body;
    expect(plain).toMatchObject({
      cart_lines: [line.id],
      shipping_address: address,
      billing_address: address,
      shipments: [`${cart.id}.now`],
      voucher_usages: [expect.any(String)],
    });

    // when it is read expanded, then the related objects come in full
    const expand = 'expand=cart_lines,cart_lines.product,cart_lines.variant,shipping_address,billing_address,shipments,shipments.options,voucher_usages,voucher_usages.voucher';
    const full = (await carts.get(cart.id, user.access, `?${expand}`)).body;
    expect(full.cart_lines[0]).toMatchObject({
      id: line.id,
      quantity: 1,
      price: '15.00',
      price_no_vat: '12.50',
      total: '15.00',
      total_no_vat: '12.50',
      dedications: [],
      product: { id: goodie.id, type: 'goodie', price: '15.00' },
      variant: { id: goodie.variants[1], name: 'Taille 1', remaining_quantity: 5 },
    });
    expect(full.shipping_address).toMatchObject({ id: address, city: 'Rennes', country: { code: 'FR', name: 'France' } });
    expect(full.shipments[0]).toMatchObject({ id: `${cart.id}.now`, mode: 'colissimo', parcel_shop: null, cart_lines: [line.id] });
    const colissimo = full.shipments[0].options.find((o: any) => o.mode === 'colissimo');
    expect(colissimo).toMatchObject({ carrier_name: 'Colissimo', delivery_conditions: expect.any(String), estimated_delivery_date: expect.any(String), price_with_vat: '6.90' });
    expect(colissimo.displayed_price.replace(/[\u00a0\u202f]/g, ' ')).toBe('6,90 €');
    expect(full.voucher_usages).toEqual([
      { id: plain.voucher_usages[0], amount: '5.00', voucher: { code, value: '5.00', expiration_date: expect.any(String), remaining_amount: '5.00' } },
    ]);
    expect(full).toMatchObject({ sub_total_price: '15.00', expedition_price: '6.90', total_price: '21.90', remaining_to_pay: '16.90', need_delivery: true });

    // when only some fields are asked for, then only those come
    expect((await carts.get(cart.id, user.access, '?fields=id,reference,total_price')).body).toEqual({ id: cart.id, reference: cart.reference, total_price: '21.90' });
    // and an expansion the cart does not offer is a 400
    const wrong = await carts.get(cart.id, user.access, '?expand=cart_lines.author');
    expect(wrong.status).toBe(400);
    expect(wrong.body.expand[0]).toContain('cart_lines.author');
  });

  it('chooses the addresses and the bundle, but only the owner’s own addresses (404 otherwise)', async () => {
    // given a reader's cart and two addresses of theirs, and someone else's address
    const user = await loggedInUser(api);
    const other = await loggedInUser(api);
    const [home, office, foreign] = [await createAddress(user.id), await createAddress(user.id), await createAddress(other.id)];
    const cart = (await carts.create(user.access)).body;
    // when addresses and the bundle are patched, one field at a time or together
    expect((await carts.patch(cart.id, { shipping_address: home, billing_address: office }, user.access)).body).toMatchObject({ shipping_address: home, billing_address: office });
    expect((await carts.patch(cart.id, { id: cart.id, bundle: true }, user.access)).body).toMatchObject({ shipping_address: home, billing_address: office, bundle: true });
    expect((await carts.patch(cart.id, { billing_address: null, bundle: null }, user.access)).body).toMatchObject({ shipping_address: home, billing_address: null, bundle: null });
    // then another user's address, or an unknown one, does not exist for them
    expect(await carts.patch(cart.id, { shipping_address: foreign }, user.access)).toMatchObject(NOT_FOUND);
    expect(await carts.patch(cart.id, { billing_address: 99999999 }, user.access)).toMatchObject(NOT_FOUND);
    // and the body is checked like a DRF serializer
    expect(await carts.patch(cart.id, { shipping_address: 'maison', bundle: 'peut-être' }, user.access)).toMatchObject({
      status: 400,
      body: { shipping_address: ['Un nombre entier valide est requis.'], bundle: ['Doit être un booléen valide.'] },
    });
    expect(await carts.patch(cart.id, { status: 7 }, user.access)).toMatchObject({ status: 400, body: { status: ['"7" n\'est pas un choix valide.'] } });
  });

  it('puts no address on an anonymous cart, which anyone holding its id could read', async () => {
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    const anonymous = (await carts.create()).body;
    expect(await carts.patch(anonymous.id, { shipping_address: address }, user.access)).toMatchObject(NOT_FOUND);
    expect(await carts.patch(anonymous.id, { bundle: false })).toMatchObject({ status: 200, body: { bundle: false } });
  });

  it('registers an anonymous cart to the user who logs in, when they have no open cart', async () => {
    // given an anonymous cart with a book, and a user without a cart
    const book = await createBook();
    const cart = (await carts.create()).body;
    await carts.add(cart.id, book);
    const user = await loggedInUser(api);
    // when the SPA registers the cart after login (empty PATCH)
    const registered = await carts.patch(cart.id, undefined, user.access);
    // then the same cart is now the user's, and anonymous visitors lose it
    expect(registered).toMatchObject({ status: 200, body: { id: cart.id, owner: user.id, cart_lines: [expect.any(String)] } });
    expect(await carts.get(cart.id)).toMatchObject(NOT_FOUND);
    // and registering again changes nothing
    expect((await carts.patch(cart.id, {}, user.access)).body).toMatchObject({ id: cart.id, owner: user.id });
    // while nobody can register without logging in
    expect((await carts.patch((await carts.create()).body.id, {})).status).toBe(401);
  });

  it('merges an anonymous cart into the user’s open cart at login, contributions included', async () => {
    // given a user whose open cart holds a book
    const user = await loggedInUser(api);
    const [book, other] = [await createBook(), await createBook({ name: 'Un autre livre' })];
    const campaign = await createCampaign();
    const mine = (await carts.create(user.access)).body;
    await carts.add(mine.id, book, user.access);
    // and an anonymous cart with the same book twice, another book and a contribution with a dedicated reward
    const anonymous = (await carts.create()).body;
    await carts.add(anonymous.id, book, undefined, { quantity: 2 });
    await carts.add(anonymous.id, other);
    const backed = await carts.contribute(anonymous.id, {
      crowdfunding: campaign.id,
      contribution: '30',
      no_compensation: false,
      confirm_gift: true,
      compensations: [{ compensation: campaign.dedicated, quantity: 1, price: '25.00', dedications: [{ text: 'Pour Léa' }] }],
    });
    expect(backed.status).toBe(200);

    // when the user logs in and the SPA registers the anonymous cart
    const merged = await carts.patch(anonymous.id, {}, user.access);

    // then the answer is the user's cart, holding everything
    expect(merged.status).toBe(200);
    expect(merged.body.id).toBe(mine.id);
    const full = (await carts.get(mine.id, user.access, '?expand=cart_lines')).body;
    const quantities = Object.fromEntries(full.cart_lines.map((l: any) => [l.product, l.quantity]));
    expect(quantities).toEqual({ [book]: 3, [other]: 1, [campaign.dedicated]: 1 });
    expect(full.cart_lines.find((l: any) => l.product === campaign.dedicated).dedications).toEqual([{ text: 'Pour Léa' }]);
    expect(full.sub_total_price).toBe('110.00'); // 3 × 20 + 20 + 30 of contribution
    // and the anonymous cart is gone for everyone, its events kept
    expect(await carts.get(anonymous.id)).toMatchObject(NOT_FOUND);
    expect(await carts.get(anonymous.id, user.access)).toMatchObject(NOT_FOUND);
    const [last] = await sql(`SELECT type, metadata->>'userId' AS user FROM stream_events WHERE stream_id = $1 ORDER BY version DESC LIMIT 1`, [anonymous.id]);
    expect(last).toEqual({ type: 'CartMergedInto', user: String(user.id) });
  });

  it('lists only the caller’s carts, as a DRF page, and only to a logged-in caller', async () => {
    // given two carts of a user and one of someone else
    const user = await loggedInUser(api);
    const other = await loggedInUser(api);
    const first = (await carts.create(user.access)).body;
    const second = (await carts.create(user.access)).body;
    await carts.create(other.access);
    // when the user lists their open carts, newest change first
    const page = await carts.list(user.access, '?status=0&ordering=-last_modified_at&fields=id,status&limit=1');
    // then the page holds their carts only, with absolute links
    expect(page.body).toMatchObject({ count: 2, previous: null, results: [{ id: second.id, status: 0 }] });
    expect(page.body.next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/carts\/\?.*offset=1/);
    expect((await carts.list(user.access, '?status=0&ordering=last_modified_at')).body.results.map((c: any) => c.id)).toEqual([first.id, second.id]);
    expect((await carts.list(user.access, '?status=2')).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await carts.list(user.access, '?ordering=total')).status).toBe(400);
    expect((await carts.list()).status).toBe(401);
  });
});
