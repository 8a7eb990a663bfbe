import { loggedInUser } from '../../../../test/support/accounts';
import { cartApiSuite } from '../../../../test/support/cart-api';
import { createAddress, createBook, createGiftCard, createVoucher } from '../../../../test/support/cart-fixtures';
import { sql } from '../../../../test/support/db';
import { paidCart } from '../../../../test/support/paid-carts';

const HELD = "Ce bon d'achat est rattaché à un autre compte : il ne peut servir que dans les paniers de ce compte.";

/** A voucher claimed into an account (typed on its vouchers page) pays in that account's carts only. */
describe('vouchers claimed into an account', () => {
  const suite = cartApiSuite();
  type User = Awaited<ReturnType<typeof loggedInUser>>;
  const claim = (user: User, code: string) => suite.api.post('/api/vouchers/', { code }, { token: user.access });

  /** A user's cart of one 20 € book, collected in person, ready to confirm. */
  async function readyCart(user: User) {
    const cart = (await suite.carts.create(user.access)).body;
    await suite.carts.add(cart.id, await createBook({ priceCents: 2000 }), user.access);
    const address = await createAddress(user.id);
    await suite.carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await suite.carts.pickup(cart.id, user.access);
    return cart.id as string;
  }

  it('pays only in its owner’s carts: another account’s cart and an anonymous one are refused in French', async () => {
    // given a gift card its owner claimed into their account
    const [owner, stranger] = [await loggedInUser(suite.api), await loggedInUser(suite.api)];
    const code = await createVoucher({ remainingCents: 3000 });
    expect((await claim(owner, code)).status).toBe(201);
    // when someone else who learnt the code types it in their cart, or in an anonymous one
    const theirs = await readyCart(stranger);
    expect(await suite.carts.applyVoucher(theirs, code, stranger.access)).toMatchObject({ status: 400, body: { code: [HELD] } });
    const anonymous = (await suite.carts.create()).body;
    await suite.carts.add(anonymous.id, await createBook());
    expect(await suite.carts.applyVoucher(anonymous.id, code)).toMatchObject({ status: 400, body: { code: [HELD] } });
    // then nothing is taken off it, and it still pays in its owner's cart
    expect((await suite.carts.get(theirs, stranger.access)).body.voucher_usages).toEqual([]);
    const own = await readyCart(owner);
    expect(await suite.carts.applyVoucher(own, code, owner.access)).toMatchObject({ status: 200, body: { remaining_to_pay: '0.00' } });
  });

  it('refuses the payment of a cart that took the code before its owner claimed it', async () => {
    // given a code typed into a stranger's cart while nobody held it
    const [owner, stranger] = [await loggedInUser(suite.api), await loggedInUser(suite.api)];
    const code = await createVoucher({ remainingCents: 3000 });
    const theirs = await readyCart(stranger);
    expect((await suite.carts.applyVoucher(theirs, code, stranger.access)).status).toBe(200);
    expect((await suite.carts.patch(theirs, { status: 1, terms_accepted: true }, stranger.access)).status).toBe(200);
    // when its owner claims it into their account before the stranger pays
    expect((await claim(owner, code)).status).toBe(201);
    // then the stranger's payment is refused, and the voucher keeps its balance
    expect(await suite.carts.payWithVoucher(theirs, stranger.access)).toMatchObject({
      status: 400,
      body: { detail: `Le bon d'achat ${code} est rattaché à un autre compte : retirez-le de votre panier.` },
    });
    expect((await suite.carts.get(theirs, stranger.access)).body).toMatchObject({ status: 1, paid: false });
    expect(await sql('SELECT remaining_cents FROM vouchers WHERE code = $1', [code])).toEqual([{ remaining_cents: 3000 }]);
  });

  it('leaves a gift card its buyer holds to whoever the buyer gives the code', async () => {
    // given a gift card bought (and so held) by its buyer
    const [buyer, friend] = [await loggedInUser(suite.api), await loggedInUser(suite.api)];
    const giftCard = await createGiftCard();
    const order = await paidCart(suite.api, buyer, (cartId) => suite.carts.add(cartId, giftCard, buyer.access));
    const [{ code }] = await sql<{ code: string }>('SELECT code FROM vouchers WHERE cart_id = $1', [order.id]);
    // when the friend it was given to types its code, then it pays
    const theirs = await readyCart(friend);
    expect(await suite.carts.applyVoucher(theirs, code, friend.access)).toMatchObject({ status: 200, body: { remaining_to_pay: '0.00' } });
  });
});
