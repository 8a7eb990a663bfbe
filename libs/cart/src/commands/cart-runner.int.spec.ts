import { randomUUID } from 'node:crypto';
import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { cartClient, createAddress, createBook, createGiftCard } from '../../../../test/support/cart-fixtures';
import { CartFolds } from './cart-folds';
import { CartCommandRunner } from './cart-runner.service';

const CONFLICT = { status: 409, body: { detail: 'Le panier a été modifié en même temps ailleurs, veuillez réessayer.' } };

describe('the cart command runner', () => {
  let api: TestApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await startTestApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  const eventsOf = (cartId: string) => sql<{ type: string }>('SELECT type FROM stream_events WHERE stream_id = $1 ORDER BY version', [cartId]);
  const quantities = async (cartId: string, token: string) =>
    Object.fromEntries(((await carts.get(cartId, token, '?expand=cart_lines')).body.cart_lines as { product: number; quantity: number }[]).map((l) => [l.product, l.quantity]));

  it('is one instance in the API, with one cache of folds, for the cart’s routes and the payments’ alike', () => {
    // given the API, whose cart module and payment module both run cart commands
    // then the whole application holds one runner and one CartFolds
    expect(api.app.get(CartCommandRunner, { strict: false, each: true })).toHaveLength(1);
    expect(api.app.get(CartFolds, { strict: false, each: true })).toHaveLength(1);
  });

  it('appends a merge to both carts or to neither: the user’s cart refusing its part keeps the anonymous cart as it was', async () => {
    // given a user's confirmed cart, and an anonymous cart holding a book
    const user = await loggedInUser(api);
    const mine = (await carts.create(user.access)).body.id as string;
    await carts.add(mine, await createGiftCard(), user.access);
    expect((await carts.patch(mine, { billing_address: await createAddress(user.id) }, user.access)).status).toBe(200);
    expect((await carts.patch(mine, { status: 1, terms_accepted: true }, user.access)).body).toMatchObject({ status: 1 });
    const anonymous = (await carts.create()).body.id as string;
    await carts.add(anonymous, await createBook());
    const [before, beforeMine] = [await eventsOf(anonymous), await eventsOf(mine)];

    // when a merge moves the anonymous cart into the confirmed one (which refuses new content)
    const runner = api.app.get(CartCommandRunner, { strict: false });
    const actor = { userId: user.id, isBookseller: false, requestId: randomUUID() };
    const merging = runner.run(anonymous, actor, () => ({ type: 'MergeInto', targetCartId: mine }), {
      andThen: () => ({ cartId: mine, build: () => ({ type: 'TakeMergedContent', commands: [] }) }),
    });

    // then the refusal is the merge's, and neither cart has a new event: the anonymous one is still open to its visitor
    await expect(merging).rejects.toMatchObject({ status: 409 });
    expect(await eventsOf(anonymous)).toEqual(before);
    expect(await eventsOf(mine)).toEqual(beforeMine);
    expect(await carts.get(anonymous)).toMatchObject({ status: 200, body: { id: anonymous } });
  });

  it('moves an anonymous cart into the user’s once while other requests add to the user’s cart', async () => {
    // given a user's open cart holding a book, and an anonymous cart holding two copies of another
    const user = await loggedInUser(api);
    const [book, other] = [await createBook(), await createBook({ name: 'Un autre livre' })];
    const mine = (await carts.create(user.access)).body.id as string;
    await carts.add(mine, book, user.access);
    const anonymous = (await carts.create()).body.id as string;
    await carts.add(anonymous, other, undefined, { quantity: 2 });

    // when the user logs in (the anonymous cart is registered) while 10 requests add the book to their cart
    const [merge, ...adds] = await Promise.all([carts.patch(anonymous, {}, user.access), ...Array.from({ length: 10 }, () => carts.add(mine, book, user.access))]);

    // then each request succeeded or got the French conflict, and what succeeded is there exactly once
    for (const answer of [merge, ...adds].filter((a) => a.status >= 300)) expect(answer).toMatchObject(CONFLICT);
    const merged = merge.status === 200;
    const added = adds.filter((a) => a.status === 201).length;
    expect(await quantities(mine, user.access)).toEqual({ [book]: 1 + added, ...(merged ? { [other]: 2 } : {}) });
    expect((await eventsOf(anonymous)).filter((e) => e.type === 'CartMergedInto')).toHaveLength(merged ? 1 : 0);
    expect(merged).toBe(true);
  });
});
