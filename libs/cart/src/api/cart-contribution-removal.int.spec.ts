import { randomUUID } from 'node:crypto';
import { loggedInUser } from '../../../../test/support/accounts';
import { campaignCartSuite } from '../../../../test/support/cart-api';
import { createAddress, createBook, FIXTURE_LABEL, NOT_FOUND } from '../../../../test/support/cart-fixtures';
import { contribution, paidCart } from '../../../../test/support/paid-carts';

describe('contributions in the cart representation, and taking one back', () => {
  const suite = campaignCartSuite();

  const remove = (cartId: string, contributionId: string, token?: string) => suite.api.delete(`/api/carts/${cartId}/contributions/${contributionId}/`, undefined, { token });
  /** 30 € for the 22 € book reward. */
  const withBook = () => contribution(suite.campaign.id, 30, [{ compensation: suite.campaign.book, quantity: 1 }]);

  it('shows each contribution with its campaign, amount and reward lines, and takes it back with them for its owner', async () => {
    // given a reader's cart holding a 20 € book, a 30 € contribution with the 22 € book reward and a 12 € gift
    const owner = await loggedInUser(suite.api);
    const cart = (await suite.carts.create(owner.access)).body;
    const book = (await suite.carts.add(cart.id, await createBook(), owner.access)).body;
    expect((await suite.carts.contribute(cart.id, withBook(), owner.access)).status).toBe(200);
    expect((await suite.carts.contribute(cart.id, contribution(suite.campaign.id, 12), owner.access)).status).toBe(200);
    await suite.carts.pickup(cart.id, owner.access);
    // then the cart names both contributions, in the order they were made
    const before = (await suite.carts.get(cart.id, owner.access)).body;
    const rewardLine = before.cart_lines.find((id: string) => id !== book.id);
    expect(before.contributions).toEqual([
      {
        id: expect.any(String),
        crowdfunding: suite.campaign.id,
        crowdfunding_title: 'Campagne des essais',
        crowdfunding_slug: expect.stringMatching(/^test-campagne-/),
        crowdfunding_label_slug: FIXTURE_LABEL.slug,
        amount: '30.00',
        no_compensation: false,
        confirm_gift: true,
        cart_lines: [rewardLine],
      },
      expect.objectContaining({ crowdfunding: suite.campaign.id, amount: '12.00', no_compensation: true, cart_lines: [] }),
    ]);
    expect(before).toMatchObject({ sub_total_price: '62.00', total_price: '62.00', remaining_to_pay: '62.00' });
    // when the owner takes the first contribution back
    expect((await remove(cart.id, before.contributions[0].id, owner.access)).status).toBe(204);
    // then its reward line went with it, the rest stays and the totals follow
    const after = (await suite.carts.get(cart.id, owner.access)).body;
    expect(after.cart_lines).toEqual([book.id]);
    expect(after.contributions).toEqual([expect.objectContaining({ id: before.contributions[1].id })]);
    expect(after).toMatchObject({ sub_total_price: '32.00', remaining_to_pay: '32.00' });
    // and it cannot be taken back twice
    expect(await remove(cart.id, before.contributions[0].id, owner.access)).toMatchObject(NOT_FOUND);
  });

  it('takes a contribution back from an anonymous cart for whoever holds its id', async () => {
    const cart = (await suite.carts.create()).body;
    await suite.carts.contribute(cart.id, contribution(suite.campaign.id, 15));
    const [gift] = (await suite.carts.get(cart.id)).body.contributions;
    expect(gift).toMatchObject({ amount: '15.00', cart_lines: [] });
    expect((await remove(cart.id, gift.id)).status).toBe(204);
    expect((await suite.carts.get(cart.id)).body).toMatchObject({ contributions: [], cart_lines: [], sub_total_price: '0.00' });
  });

  it('keeps a user’s contributions to that user: 404 for anyone else, or for what is not there', async () => {
    const owner = await loggedInUser(suite.api);
    const cart = (await suite.carts.create(owner.access)).body;
    await suite.carts.contribute(cart.id, withBook(), owner.access);
    const [mine] = (await suite.carts.get(cart.id, owner.access)).body.contributions;
    expect(await remove(cart.id, mine.id, (await loggedInUser(suite.api)).access)).toMatchObject(NOT_FOUND);
    expect(await remove(cart.id, mine.id)).toMatchObject(NOT_FOUND);
    expect(await remove(randomUUID(), mine.id, owner.access)).toMatchObject(NOT_FOUND);
    expect(await remove(cart.id, randomUUID(), owner.access)).toMatchObject(NOT_FOUND);
    expect(await remove(cart.id, 'pas-un-id', owner.access)).toMatchObject(NOT_FOUND);
    // a contribution of another cart is not found through this one
    const other = (await suite.carts.create(owner.access)).body;
    expect(await remove(other.id, mine.id, owner.access)).toMatchObject(NOT_FOUND);
    expect((await suite.carts.get(cart.id, owner.access)).body.contributions).toHaveLength(1);
  });

  it('refuses on a paid order, and asks to unconfirm a confirmed cart first, like a line', async () => {
    const buyer = await loggedInUser(suite.api);
    const order = await paidCart(suite.api, buyer, (id) => suite.carts.contribute(id, withBook(), buyer.access));
    const [paidOne] = (await suite.carts.get(order.id, buyer.access)).body.contributions;
    expect(await remove(order.id, paidOne.id, buyer.access)).toMatchObject({ status: 400, body: { detail: 'Cette commande est déjà payée.' } });
    expect((await suite.carts.get(order.id, buyer.access)).body.contributions).toHaveLength(1);

    const cart = (await suite.carts.create(buyer.access)).body;
    await suite.carts.contribute(cart.id, withBook(), buyer.access);
    const address = await createAddress(buyer.id);
    await suite.carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, buyer.access);
    await suite.carts.pickup(cart.id, buyer.access);
    expect((await suite.carts.patch(cart.id, { status: 1, terms_accepted: true }, buyer.access)).status).toBe(200);
    const [pending] = (await suite.carts.get(cart.id, buyer.access)).body.contributions;
    expect(await remove(cart.id, pending.id, buyer.access)).toMatchObject({
      status: 400,
      body: { detail: 'Votre panier est en cours de paiement : annulez la validation pour le modifier.' },
    });
    expect((await suite.carts.unconfirm(cart.id, buyer.access)).status).toBe(200);
    expect((await remove(cart.id, pending.id, buyer.access)).status).toBe(204);
  });

  it('keeps the amount when a reward line is removed, and never lets the rewards outgrow it', async () => {
    // given 30 € for the 22 € book reward
    const cart = (await suite.carts.create()).body;
    await suite.carts.contribute(cart.id, withBook());
    const before = (await suite.carts.get(cart.id)).body;
    const [line] = before.cart_lines;
    // when a second copy is asked for, it would cost 44 €: refused
    expect(await suite.carts.changeLine(line, { quantity: 2 })).toMatchObject({
      status: 400,
      body: { quantity: ['Les contributions sélectionné sont supérieur à votre contribution'] },
    });
    // when the reward line is removed, the 30 € stay, as a gift to the campaign
    expect((await suite.carts.removeLine(line)).status).toBe(204);
    const after = (await suite.carts.get(cart.id)).body;
    expect(after.contributions).toEqual([expect.objectContaining({ amount: '30.00', cart_lines: [] })]);
    expect(after).toMatchObject({ cart_lines: [], sub_total_price: '30.00', need_delivery: false });
  });
});
