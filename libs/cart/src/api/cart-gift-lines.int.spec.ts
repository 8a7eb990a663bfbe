import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createBook, createGiftCard, createVoucher } from '../../../../test/support/cart-fixtures';

/** A gift card bought as a gift: the recipient's name and the buyer's message travel on its line. */
describe('cart lines: gift cards offered with a name and a message', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  const gift = { gift_recipient_name: 'Marie', gift_message: 'Bon anniversaire !\nÀ très vite.' };

  it('carries the recipient and the message on the gift card line, and shows them with the cart', async () => {
    // given an anonymous cart and a gift card at 30 €
    const cart = (await carts.create()).body;
    const giftCard = await createGiftCard();
    // when the card is added as a gift, the name padded with spaces
    const added = await carts.add(cart.id, giftCard, undefined, { ...gift, gift_recipient_name: '  Marie  ' });
    // then the line carries the trimmed name and the message, at the catalogue's price
    expect(added).toMatchObject({ status: 201, body: { quantity: 1, price: '30.00', gift_recipient_name: 'Marie', gift_message: 'Bon anniversaire !\nÀ très vite.' } });
    const read = (await carts.get(cart.id, undefined, '?expand=cart_lines')).body;
    expect(read.cart_lines).toEqual([expect.objectContaining({ id: added.body.id, gift_recipient_name: 'Marie', gift_message: 'Bon anniversaire !\nÀ très vite.' })]);
    // and another card for oneself takes its own line, with no note
    const own = await carts.add(cart.id, giftCard);
    expect(own).toMatchObject({ status: 201, body: { quantity: 1, gift_recipient_name: null, gift_message: null } });
    expect(own.body.id).not.toBe(added.body.id);
  });

  it('answers 400 in French for a name or a message on a line that is not a gift card', async () => {
    // given a cart holding a book
    const cart = (await carts.create()).body;
    const book = await createBook();
    // when the book is added with a recipient, or with a message only
    const withName = await carts.add(cart.id, book, undefined, gift);
    const withMessage = await carts.add(cart.id, book, undefined, { gift_message: 'Pour toi' });
    // then both are refused on their field, and nothing was added
    expect(withName).toMatchObject({ status: 400, body: { gift_recipient_name: ['Seules les cartes cadeaux peuvent être offertes avec un nom et un message.'] } });
    expect(withMessage).toMatchObject({ status: 400, body: { gift_message: ['Seules les cartes cadeaux peuvent être offertes avec un nom et un message.'] } });
    expect((await carts.get(cart.id)).body.cart_lines).toEqual([]);
    // nor can a book line already in the cart take a note
    const line = (await carts.add(cart.id, book)).body;
    expect(await carts.changeLine(line.id, { quantity: 1, ...gift })).toMatchObject({
      status: 400,
      body: { gift_recipient_name: ['Seules les cartes cadeaux peuvent être offertes avec un nom et un message.'] },
    });
  });

  it('bounds the name and the message, asks for the name with a message, and refuses what is no text', async () => {
    const cart = (await carts.create()).body;
    const giftCard = await createGiftCard();
    expect(await carts.add(cart.id, giftCard, undefined, { gift_recipient_name: 'Marie', gift_message: 'a'.repeat(501) })).toMatchObject({
      status: 400,
      body: { gift_message: ['Le message ne doit pas dépasser 500 caractères.'] },
    });
    expect(await carts.add(cart.id, giftCard, undefined, { gift_recipient_name: 'M'.repeat(101) })).toMatchObject({
      status: 400,
      body: { gift_recipient_name: ['Le nom ne doit pas dépasser 100 caractères.'] },
    });
    expect(await carts.add(cart.id, giftCard, undefined, { gift_message: 'Pour toi' })).toMatchObject({
      status: 400,
      body: { gift_recipient_name: ['Indiquez le nom de la personne à qui vous offrez cette carte cadeau.'] },
    });
    const notText = await carts.add(cart.id, giftCard, undefined, { gift_recipient_name: { name: 'Marie' }, gift_message: ['Pour toi'] });
    expect(notText.status).toBe(400);
    expect(Object.keys(notText.body).sort()).toEqual(['gift_message', 'gift_recipient_name']);
    expect(await carts.add(cart.id, giftCard, undefined, { gift_recipient_name: 'Marie', gift_message: 'a\u0000b' })).toMatchObject({
      status: 400,
      body: { gift_message: ['Les caractères null ne sont pas autorisés.'] },
    });
    expect((await carts.get(cart.id)).body.cart_lines).toEqual([]);
    // at the bounds it is accepted
    expect(await carts.add(cart.id, giftCard, undefined, { gift_recipient_name: 'M'.repeat(100), gift_message: 'a'.repeat(500) })).toMatchObject({ status: 201 });
  });

  it('changes the note of a line, keeps it when only the quantity changes, and removes it with blank texts', async () => {
    const cart = (await carts.create()).body;
    const line = (await carts.add(cart.id, await createGiftCard(), undefined, gift)).body;
    expect(await carts.changeLine(line.id, { quantity: 1, gift_recipient_name: 'Paul', gift_message: '' })).toMatchObject({
      status: 200,
      body: { gift_recipient_name: 'Paul', gift_message: '' },
    });
    expect(await carts.changeLine(line.id, { quantity: 2 })).toMatchObject({ status: 200, body: { quantity: 2, gift_recipient_name: 'Paul' } });
    expect(await carts.changeLine(line.id, { quantity: 2, gift_message: 'a'.repeat(501) })).toMatchObject({
      status: 400,
      body: { gift_message: ['Le message ne doit pas dépasser 500 caractères.'] },
    });
    expect(await carts.changeLine(line.id, { quantity: 2, gift_recipient_name: '', gift_message: '' })).toMatchObject({
      status: 200,
      body: { gift_recipient_name: null, gift_message: null },
    });
  });

  it('keeps the note when the anonymous cart joins the reader’s cart at login, and puts it in the mail of the paid codes', async () => {
    // given a reader with an open cart, and an anonymous cart holding a card offered to Marie
    const reader = await loggedInUser(api);
    const own = (await carts.create(reader.access)).body;
    await carts.add(own.id, await createBook(), reader.access);
    const anonymous = (await carts.create()).body;
    await carts.add(anonymous.id, await createGiftCard(), undefined, gift);
    // when the reader logs in (the anonymous cart is merged into theirs), then pays with a voucher
    await carts.patch(anonymous.id, {}, reader.access);
    const merged = (await carts.get(own.id, reader.access, '?expand=cart_lines')).body;
    expect(merged.cart_lines).toEqual(expect.arrayContaining([expect.objectContaining({ gift_recipient_name: 'Marie', gift_message: gift.gift_message })]));
    const address = await createAddress(reader.id);
    await carts.patch(own.id, { shipping_address: address, billing_address: address, bundle: true }, reader.access);
    await carts.pickup(own.id, reader.access);
    await carts.applyVoucher(own.id, await createVoucher({ remainingCents: 1_000_000 }), reader.access);
    expect((await carts.patch(own.id, { status: 1, terms_accepted: true }, reader.access)).status).toBe(200);
    expect((await carts.payWithVoucher(own.id, reader.access)).body).toMatchObject({ status: 2 });
    // then the mail queued for the buyer carries the code with the recipient and the message
    const [mail] = await sql<{ payload: { type: string; to: string; vouchers: Record<string, unknown>[] } }>(
      `SELECT payload FROM outbox WHERE payload->>'type' = 'voucher-purchased' AND payload->>'cartId' = $1`,
      [own.id],
    );
    const [voucher] = await sql<{ code: string }>('SELECT code FROM vouchers WHERE cart_id = $1', [own.id]);
    expect(mail.payload).toMatchObject({ to: reader.email, vouchers: [{ code: voucher.code, value: '30.00', recipientName: 'Marie', message: gift.gift_message }] });
  });
});
