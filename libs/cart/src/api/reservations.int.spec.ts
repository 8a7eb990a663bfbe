import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createCampaign, createGoodie, createVoucher } from '../../../../test/support/cart-fixtures';

/** Runs tasks with at most `width` at a time (test set-up, not the thing under test). */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => task(start + k)))));
  }
  return results;
}

describe('reservations: limited rewards held by confirmed carts', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  const held = async (productId: number) => Number((await sql<{ n: string }>('SELECT coalesce(sum(quantity), 0) AS n FROM reservations WHERE product_id = $1', [productId]))[0].n);

  it('never sells more than exists when 200 carts holding the last 10 units confirm at once, and gives units back on unconfirm', async () => {
    // given a reward with 10 units left and 200 ready carts holding one each
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    const campaign = await createCampaign();
    await sql('UPDATE compensations SET limited_quantity = 10 WHERE product_id = $1', [campaign.limited]);
    const ids = await inBatches(200, 20, async () => {
      const cart = (await carts.create(user.access)).body;
      const added = await carts.contribute(cart.id, { crowdfunding: campaign.id, contribution: 39, compensations: [{ compensation: campaign.limited, quantity: 1 }] }, user.access);
      expect(added.status).toBe(200);
      await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
      return cart.id as string;
    });

    // when all 200 are confirmed at the same moment
    const answers = await Promise.all(ids.map((id) => carts.patch(id, { status: 1, terms_accepted: true }, user.access)));

    // then exactly 10 are confirmed, the others refused in French, and 10 units are held
    const confirmed = answers.filter((a) => a.status === 200);
    expect(confirmed).toHaveLength(10);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a).toMatchObject({ status: 400, body: { detail: 'Cette contrepartie est épuisée.' } });
    expect(await held(campaign.limited)).toBe(10);
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE id = ANY($1) AND status = 1', [ids]);
    expect(n).toBe(10);

    // when one confirmed cart is unconfirmed, then its unit is free again for another cart
    const first = ids[answers.findIndex((a) => a.status === 200)];
    const refused = ids[answers.findIndex((a) => a.status !== 200)];
    expect((await carts.unconfirm(first, user.access)).body.status).toBe(0);
    expect(await held(campaign.limited)).toBe(9);
    expect(await carts.patch(refused, { status: 1, terms_accepted: true }, user.access)).toMatchObject({ status: 200, body: { status: 1 } });
    expect(await carts.patch(first, { status: 1, terms_accepted: true }, user.access)).toMatchObject({ status: 400, body: { detail: 'Cette contrepartie est épuisée.' } });
  });

  it('lets an expired hold go: a cart confirmed over 30 minutes ago no longer counts', async () => {
    // given a reward with 1 unit left, held by a confirmed cart whose hold has expired
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    const campaign = await createCampaign();
    await sql('UPDATE compensations SET limited_quantity = 1 WHERE product_id = $1', [campaign.limited]);
    const ready = async () => {
      const cart = (await carts.create(user.access)).body;
      await carts.contribute(cart.id, { crowdfunding: campaign.id, contribution: 39, compensations: [{ compensation: campaign.limited, quantity: 1 }] }, user.access);
      await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
      return cart.id as string;
    };
    const [late, next] = [await ready(), await ready()];
    expect((await carts.patch(late, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    expect((await carts.patch(next, { status: 1, terms_accepted: true }, user.access)).status).toBe(400);
    await sql(`UPDATE reservations SET expires_at = now() - interval '1 minute' WHERE cart_id = $1`, [late]);
    // when another cart confirms, then it gets the unit
    expect(await carts.patch(next, { status: 1, terms_accepted: true }, user.access)).toMatchObject({ status: 200, body: { status: 1 } });
  });

  it('holds a goodie variant’s last unit for the first confirmed cart, and takes it off the stock once paid', async () => {
    // given a goodie size with one unit left, in two ready carts of one reader
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    const goodie = await createGoodie({ priceCents: 1500, stocks: [1] });
    const ready = async () => {
      const cart = (await carts.create(user.access)).body;
      await carts.add(cart.id, goodie.id, user.access, { variant: goodie.variants[0] });
      await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
      await carts.pickup(cart.id, user.access);
      return cart.id as string;
    };
    const [first, second] = [await ready(), await ready()];
    // when both confirm, then the second is refused: the unit is held
    expect((await carts.patch(first, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    expect(await carts.patch(second, { status: 1, terms_accepted: true }, user.access)).toMatchObject({ status: 400, body: { detail: 'Cette option est épuisée.' } });
    // when the first is paid, then the unit leaves the stock and the hold is gone
    await carts.unconfirm(first, user.access);
    await carts.applyVoucher(first, await createVoucher({ remainingCents: 1500 }), user.access);
    expect((await carts.patch(first, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    expect((await carts.payWithVoucher(first, user.access)).body).toMatchObject({ status: 2 });
    expect(await sql('SELECT stock FROM product_variants WHERE id = $1', [goodie.variants[0]])).toEqual([{ stock: 0 }]);
    expect(await sql('SELECT * FROM reservations WHERE cart_id = $1', [first])).toEqual([]);
  });
});
