import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createBook } from '../../../../test/support/cart-fixtures';

describe('cart commands across API processes', () => {
  // Two applications on one database: each keeps the folds of its own commands.
  let first: ServedApi;
  let second: ServedApi;
  beforeAll(async () => {
    [first, second] = await Promise.all([sharedApi(), sharedApi()]);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('decides on the events appended elsewhere since its last command on the cart', async () => {
    // given a cart whose first line was added through one process
    const [viaFirst, viaSecond] = [cartClient(first), cartClient(second)];
    const cart = (await viaFirst.create()).body;
    const [book, other] = [await createBook({ priceCents: 2000 }), await createBook({ priceCents: 1000 })];
    const line = (await viaFirst.add(cart.id, book)).body;
    // when the other process raises its quantity, then the first asks for that same quantity and adds a second book
    expect((await viaSecond.changeLine(line.id, { quantity: 3, dedications: [] })).body).toMatchObject({ quantity: 3 });
    const same = await viaFirst.changeLine(line.id, { quantity: 3, dedications: [] });
    const added = await viaFirst.add(cart.id, other);
    // then the first process saw the change made elsewhere: the same quantity appends nothing, three copies are kept
    expect(same).toMatchObject({ status: 200, body: { quantity: 3, total: '60.00' } });
    expect(added).toMatchObject({ status: 201, body: { quantity: 1, total: '10.00' } });
    expect((await viaSecond.get(cart.id)).body).toMatchObject({ sub_total_price: '70.00', cart_lines: [line.id, added.body.id] });
    const events = await sql<{ version: number; type: string }>('SELECT version, type FROM stream_events WHERE stream_id = $1 ORDER BY version', [cart.id]);
    expect(events.map((e) => e.type)).toEqual(['CartCreated', 'LineAdded', 'LineQuantityChanged', 'LineAdded']);
    expect(events.map((e) => e.version)).toEqual([1, 2, 3, 4]);
  });
});
