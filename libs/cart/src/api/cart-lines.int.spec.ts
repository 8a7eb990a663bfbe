import { randomUUID } from 'node:crypto';
import { loggedInUser } from '../../../../test/support/accounts';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createBook, createCampaign, createGiftCard, createGoodie, isoDay, NOT_FOUND } from '../../../../test/support/cart-fixtures';

describe('cart lines', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  it('adds a book snapshotted from the catalogue, and raises its quantity when it is added again', async () => {
    // given an anonymous cart and a book at 20 €
    const cart = (await carts.create()).body;
    const book = await createBook({ priceCents: 2000 });
    // when the book is added, then again twice
    const added = await carts.add(cart.id, book);
    const again = await carts.add(cart.id, book, undefined, { quantity: 2 });
    // then one line holds the three copies, priced by the server (VAT 5.5 %)
    expect(added).toMatchObject({ status: 201, body: { quantity: 1, price: '20.00', price_no_vat: '18.96', product: book, variant: null, dedications: [] } });
    expect(again).toMatchObject({ status: 201, body: { id: added.body.id, quantity: 3, total: '60.00', total_no_vat: '56.87' } });
    const read = (await carts.get(cart.id)).body;
    expect(read).toMatchObject({ cart_lines: [added.body.id], sub_total_price: '60.00', need_delivery: true });
  });

  it('ships a book in production at its release, a gift card never', async () => {
    const cart = (await carts.create()).body;
    const coming = await createBook({ release: isoDay(60) });
    const line = (await carts.add(cart.id, coming)).body;
    expect(line.expected_shipment_date).toBe(isoDay(60));
    const giftCart = (await carts.create()).body;
    await carts.add(giftCart.id, await createGiftCard());
    expect((await carts.get(giftCart.id)).body).toMatchObject({ need_delivery: false, shipments: [], expedition_price: '0.00', total_price: '30.00' });
  });

  it('refuses what cannot be bought, in French', async () => {
    // given a cart, and products that cannot go into it as asked
    const cart = (await carts.create()).body;
    const [soldOut, pro] = [(await createGoodie({ outOfStock: true })).id, await createBook({ booksellerOnly: true })];
    const shirt = await createGoodie({ stocks: [0, 4] });
    const campaign = await createCampaign();
    // then each is refused with the rule's message
    expect(await carts.add(cart.id, 99999999)).toMatchObject({ status: 400, body: { product: ['Clé primaire "99999999" non valide - l\'objet n\'existe pas.'] } });
    expect(await carts.add(cart.id, campaign.book)).toMatchObject({ status: 400, body: { product: ['Ce produit ne peut pas être ajouté directement au panier.'] } });
    expect(await carts.add(cart.id, soldOut)).toMatchObject({ status: 400, body: { detail: 'Ce produit est en rupture de stock.' } });
    expect(await carts.add(cart.id, pro)).toMatchObject({ status: 400, body: { detail: 'Cette contrepartie est réservée aux libraires.' } });
    expect(await carts.add(cart.id, shirt.id)).toMatchObject({ status: 400, body: { variant: ["Merci de sélectionner l'option qui vous désirez."] } });
    expect(await carts.add(cart.id, shirt.id, undefined, { variant: 12345678 })).toMatchObject({ status: 400, body: { variant: ["Cette option n'existe pas pour ce produit."] } });
    expect(await carts.add(cart.id, shirt.id, undefined, { variant: shirt.variants[0] })).toMatchObject({ status: 400, body: { detail: 'Ce produit est en rupture de stock.' } });
    expect(await carts.add(cart.id, shirt.id, undefined, { variant: shirt.variants[1], quantity: 0 })).toMatchObject({
      status: 400,
      body: { quantity: ['La quantité minimum est 1.'] },
    });
    expect(await api.post('/api/carts/products', { product: 'x' })).toMatchObject({
      status: 400,
      body: { cart: ['Ce champ est obligatoire.'], product: ['Un nombre entier valide est requis.'] },
    });
    expect(await carts.add(randomUUID(), shirt.id, undefined, { variant: shirt.variants[1] })).toMatchObject(NOT_FOUND);
    expect(await carts.add('pas-un-panier', shirt.id, undefined, { variant: shirt.variants[1] })).toMatchObject(NOT_FOUND);
    // and nothing was added
    expect((await carts.get(cart.id)).body.cart_lines).toEqual([]);
  });

  it('keeps bookseller-only products for booksellers, at their trade discount on books', async () => {
    const bookseller = await loggedInUser(api, { bookseller: true });
    const cart = (await carts.create(bookseller.access)).body;
    const line = await carts.add(cart.id, await createBook({ booksellerOnly: true, priceCents: 2000 }), bookseller.access);
    // the test bookseller has 30 % off books
    expect(line).toMatchObject({ status: 201, body: { price: '14.00', total: '14.00' } });
  });

  it('changes a quantity, checks it, and removes a line', async () => {
    // given a cart with a book
    const cart = (await carts.create()).body;
    const line = (await carts.add(cart.id, await createBook())).body;
    // when the quantity changes, then the line is priced again
    expect(await carts.changeLine(line.id, { quantity: 4, dedications: [] })).toMatchObject({ status: 200, body: { id: line.id, quantity: 4, total: '80.00' } });
    // and a missing or too small quantity is refused with the spec's words
    expect(await carts.changeLine(line.id, { dedications: [] })).toMatchObject({ status: 400, body: { quantity: ['Le champ quantité doit être renseigné.'] } });
    expect(await carts.changeLine(line.id, { quantity: 0 })).toMatchObject({ status: 400, body: { quantity: ['La quantité minimum est 1.'] } });
    expect(await carts.changeLine(line.id, { quantity: 'beaucoup' })).toMatchObject({ status: 400, body: { quantity: ['Un nombre entier valide est requis.'] } });
    // when the line is removed, then it is gone, and a second removal finds nothing
    expect((await carts.removeLine(line.id)).status).toBe(204);
    expect((await carts.get(cart.id)).body).toMatchObject({ cart_lines: [], total_price: '0.00' });
    expect(await carts.removeLine(line.id)).toMatchObject(NOT_FOUND);
    expect(await carts.changeLine(randomUUID(), { quantity: 1 })).toMatchObject(NOT_FOUND);
  });

  it('asks for one dedication per unit on a dedicated reward line', async () => {
    // given a 25 € reward asking for a dedication, taken with a 50 € contribution
    const cart = (await carts.create()).body;
    const campaign = await createCampaign();
    await carts.contribute(cart.id, {
      crowdfunding: campaign.id,
      contribution: 50,
      no_compensation: false,
      confirm_gift: true,
      compensations: [{ compensation: campaign.dedicated, quantity: 1, dedications: [{ text: 'Pour Léa' }] }],
    });
    const [lineId] = (await carts.get(cart.id)).body.cart_lines;
    // when a second copy comes without its dedication, then it is refused
    expect(await carts.changeLine(lineId, { quantity: 2, dedications: [{ text: 'Pour Léa' }] })).toMatchObject({
      status: 400,
      body: { dedications: ['Il est nécessaire de remplir la dédicace'] },
    });
    expect(await carts.changeLine(lineId, { quantity: 1, dedications: [{ text: 'x'.repeat(101) }] })).toMatchObject({
      status: 400,
      body: { dedications: ['La dédicace ne doit pas dépasser 100 caractères'] },
    });
    // and with one text per unit it is kept, trimmed
    expect(await carts.changeLine(lineId, { quantity: 2, dedications: [{ text: ' Pour Léa ' }, { text: 'Pour Tom' }] })).toMatchObject({
      status: 200,
      body: { quantity: 2, dedications: [{ text: 'Pour Léa' }, { text: 'Pour Tom' }] },
    });
  });

  it('keeps the lines of a user’s cart to that user: 404 for anyone else', async () => {
    // given a line in a logged-in reader's cart
    const owner = await loggedInUser(api);
    const intruder = await loggedInUser(api);
    const cart = (await carts.create(owner.access)).body;
    const line = (await carts.add(cart.id, await createBook(), owner.access)).body;
    // then another user, or an anonymous visitor, can neither change nor remove it
    expect(await carts.changeLine(line.id, { quantity: 9 }, intruder.access)).toMatchObject(NOT_FOUND);
    expect(await carts.changeLine(line.id, { quantity: 9 })).toMatchObject(NOT_FOUND);
    expect(await carts.removeLine(line.id, intruder.access)).toMatchObject(NOT_FOUND);
    expect((await carts.get(cart.id, owner.access)).body.cart_lines).toEqual([line.id]);
    expect((await carts.changeLine(line.id, { quantity: 2 }, owner.access)).status).toBe(200);
  });

  it('answers 401 to a bad token rather than treating the caller as anonymous', async () => {
    const cart = (await carts.create()).body;
    expect((await carts.get(cart.id, 'pas-un-jeton')).status).toBe(401);
  });
});
