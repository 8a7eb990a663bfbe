import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createBook, createVoucher, isoDay } from '../../../../test/support/cart-fixtures';

/** What a lost race may answer: the retries ran out, the shopper tries again. Anything else is a bug. */
const CONFLICT = { status: 409, body: { detail: 'Le panier a été modifié en même temps ailleurs, veuillez réessayer.' } };

/** Runs tasks with at most `width` at a time (test set-up, not the thing under test). */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => task(start + k)))));
  }
  return results;
}

describe('cart concurrency against PostgreSQL', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  const quantityEvents = (cartId: string) =>
    sql<{ version: number; quantity: number }>(
      `SELECT version, (data->>'quantity')::int AS quantity FROM stream_events WHERE stream_id = $1 AND type = 'LineQuantityChanged' ORDER BY version`,
      [cartId],
    );

  it('loses no addition when 20 requests add the same book to one cart at once', async () => {
    // given a cart holding one copy of a book
    const cart = (await carts.create()).body;
    const book = await createBook();
    const line = (await carts.add(cart.id, book)).body;
    // when 20 requests add one more copy each, all at once
    const answers = await Promise.all(Array.from({ length: 20 }, () => carts.add(cart.id, book)));
    // then each answer is a success or the French conflict, and every success counts
    const added = answers.filter((a) => a.status === 201);
    for (const a of answers.filter((x) => x.status !== 201)) expect(a).toMatchObject(CONFLICT);
    const read = (await carts.get(cart.id, undefined, '?expand=cart_lines')).body;
    expect(read.cart_lines).toEqual([expect.objectContaining({ id: line.id, quantity: 1 + added.length })]);
    // and the history holds exactly one quantity change per success, in a gapless order
    const events = await quantityEvents(cart.id);
    expect(events.map((e) => e.quantity)).toEqual(Array.from({ length: added.length }, (_, i) => i + 2));
    const [{ version, stream_version }] = await sql('SELECT s.version, c.stream_version FROM event_streams s JOIN carts c ON c.id::text = s.stream_id WHERE s.stream_id = $1', [
      cart.id,
    ]);
    expect(stream_version).toBe(version);
    // Twelve attempts with growing random pauses: nearly every racer gets through; many 409s would be a retry bug.
    expect(added.length).toBeGreaterThanOrEqual(15);
  });

  it('keeps the read model equal to the last decided quantity when 20 edits of one line race', async () => {
    // given a cart with one line
    const cart = (await carts.create()).body;
    const line = (await carts.add(cart.id, await createBook())).body;
    // when 20 edits set 20 different quantities at once
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => carts.changeLine(line.id, { quantity: i + 2, dedications: [] })));
    for (const a of answers.filter((x) => x.status !== 200)) expect(a).toMatchObject(CONFLICT);
    // then each success is one event, and the cart shows the quantity of the last one
    const events = await quantityEvents(cart.id);
    expect(events).toHaveLength(answers.filter((a) => a.status === 200).length);
    expect(new Set(events.map((e) => e.quantity)).size).toBe(events.length);
    const read = (await carts.get(cart.id, undefined, '?expand=cart_lines')).body;
    expect(read.cart_lines[0].quantity).toBe(events[events.length - 1].quantity);
    // (an anonymous cart ships home: the goods' subtotal is what the quantity decides)
    expect(read.sub_total_price).toBe(`${20 * events[events.length - 1].quantity}.00`);
  });

  it('numbers 50 orders paid by voucher at once without a gap or a duplicate', async () => {
    // given 50 confirmed carts, each covered by a voucher of its own
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    const book = await createBook({ priceCents: 1000 });
    const ids = await inBatches(50, 10, async () => {
      const cart = (await carts.create(user.access)).body;
      await carts.add(cart.id, book, user.access);
      await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
      await carts.pickup(cart.id, user.access); // collected in person: the voucher covers the whole order
      await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 1000 }), user.access);
      expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).body.status).toBe(1);
      return cart.id as string;
    });

    // when all 50 are paid at the same moment
    const paid = await Promise.all(ids.map((id) => carts.payWithVoucher(id, user.access)));

    // then every one is paid, each with its own number
    expect(paid.map((p) => p.status)).toEqual(ids.map(() => 200));
    const numbers = paid.map((p) => p.body.invoice_number as string);
    expect(new Set(numbers).size).toBe(50);
    // and the year's whole series (other suites pay too) runs from 1 to the counter with no gap, read in one snapshot
    const series = `F${isoDay(0).slice(0, 4)}`;
    const [snapshot] = await sql<{ last: number; numbers: string[] }>(
      `SELECT (SELECT last_number FROM invoice_counters WHERE series = $1) AS last,
              (SELECT array_agg(invoice_number) FROM carts WHERE invoice_number LIKE $1 || '-%') AS numbers`,
      [series],
    );
    const taken = snapshot.numbers.map((n) => Number(n.slice(series.length + 1))).sort((a, b) => a - b);
    expect(taken).toEqual(Array.from({ length: snapshot.last }, (_, i) => i + 1));
  });
});
