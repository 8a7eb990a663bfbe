import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD, DEMO_USERS } from '@shop/auth';
import { dropDatabase } from '@shop/common';
import { scaleReaderEmail, scaleSizes, SCALE_IDS } from '@shop/demo-data';
import { Client } from 'pg';
import { login } from '../../../../test/support/accounts';
import { startTestApi, type TestApi } from '../../../../test/support/test-app';
import { foreignKeyViolations } from './foreign-keys';
import { loadScaleDataSet, type ScaleLoadReport } from './load-scale';

/** A throwaway database of this run, named as the load requires ('scale' in it). */
const SCALE_URL = (() => {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `${url.pathname}_scale`;
  return url.toString();
})();
const SCALE = 0.002;

let client: Client;
let report: ScaleLoadReport;

const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> => (await client.query(text, params)).rows[0] as T;
const count = async (text: string, params: unknown[] = []) => Number((await one<{ n: string }>(text, params)).n);

/** A digest of what the load wrote where ids, times and JSON are generated: equal digests, equal rows (the demo's accounts are dated by their seeding). */
const digest = () =>
  one<{ d: string }>(`SELECT md5(
      (SELECT string_agg(md5(stream_id || version || type || data::text || metadata::text || recorded_at::text), '' ORDER BY global_position) FROM stream_events) ||
      (SELECT string_agg(md5(c::text), '' ORDER BY id) FROM carts c) ||
      (SELECT string_agg(md5(i.document::text), '' ORDER BY cart_id) FROM invoices i) ||
      (SELECT string_agg(md5(x::text), '' ORDER BY id) FROM contributions x) ||
      (SELECT string_agg(md5(p::text), '' ORDER BY id) FROM (SELECT id, slug, name, price_cents FROM products) p) ||
      (SELECT string_agg(md5(u::text), '' ORDER BY id) FROM (SELECT id, email, nickname, created_at FROM users WHERE id >= ${SCALE_IDS.user}) u)) AS d`).then((r) => r.d);

beforeAll(async () => {
  report = await loadScaleDataSet(SCALE_URL, SCALE);
  client = new Client({ connectionString: SCALE_URL });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await dropDatabase(SCALE_URL);
});

describe('seed:scale', () => {
  it('writes the sizes of its SCALE, in the proportions of the full data set', async () => {
    const sizes = scaleSizes(SCALE);
    expect(await count('SELECT count(*) AS n FROM labels')).toBe(10);
    expect(await count(`SELECT count(*) AS n FROM products WHERE id >= $1 AND type IN ('book', 'goodie')`, [SCALE_IDS.product])).toBe(sizes.books + sizes.goodies);
    expect(await count('SELECT count(*) AS n FROM crowdfundings WHERE id >= $1', [SCALE_IDS.campaign])).toBe(sizes.campaigns);
    expect(await count('SELECT count(*) AS n FROM compensations WHERE crowdfunding_id >= $1', [SCALE_IDS.campaign])).toBe(sizes.campaigns * 10);
    expect(await count('SELECT count(*) AS n FROM users WHERE id >= $1 AND NOT is_staff', [SCALE_IDS.user])).toBe(sizes.readers + sizes.booksellers);
    expect(await count('SELECT count(*) AS n FROM booksellers WHERE id >= $1', [SCALE_IDS.bookseller])).toBe(sizes.booksellers);
    // Every order is paid; 300 000 contributions and about 3 million events for 200 000 orders at SCALE=1.
    expect(await count('SELECT count(*) AS n FROM carts WHERE status = 2 AND paid')).toBe(sizes.orders);
    const events = await count('SELECT count(*) AS n FROM stream_events');
    expect(events / sizes.orders).toBeGreaterThan(12);
    expect(events / sizes.orders).toBeLessThan(18);
    const contributions = await count('SELECT count(*) AS n FROM contributions WHERE cart_id IS NOT NULL');
    expect(contributions / sizes.orders).toBeGreaterThan(1.2);
    expect(contributions / sizes.orders).toBeLessThan(1.8);
    expect(report.rows.stream_events).toBe(events);
  });

  it('gives every paid order its whole event stream, its invoice, and an invoice series without gaps', async () => {
    expect(await count(`SELECT count(*) AS n FROM carts c LEFT JOIN event_streams s ON s.stream_id = c.id::text WHERE s.version IS DISTINCT FROM c.stream_version`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM event_streams s WHERE s.version <> (SELECT count(*) FROM stream_events e WHERE e.stream_id = s.stream_id)`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM carts c LEFT JOIN invoices i ON i.cart_id = c.id WHERE i.number IS DISTINCT FROM c.invoice_number`)).toBe(0);
    const series = await client.query<{ series: string; last_number: number; numbers: string; top: string }>(
      `SELECT k.series, k.last_number, count(i.*) AS numbers, max(i.number) AS top FROM invoice_counters k JOIN invoices i ON i.number LIKE k.series || '-%' GROUP BY 1, 2`,
    );
    expect(series.rows.length).toBeGreaterThan(0);
    for (const s of series.rows) {
      expect(Number(s.numbers)).toBe(s.last_number);
      expect(s.top).toBe(`${s.series}-${String(s.last_number).padStart(6, '0')}`);
    }
    // Each paid contribution points to its order, paid by the same account.
    expect(await count(`SELECT count(*) AS n FROM contributions x JOIN carts c ON c.id = x.cart_id WHERE x.user_id <> c.owner_id OR x.cart_reference <> c.reference`)).toBe(0);
  });

  it('keeps the campaign stats of the read model equal to a recount of the contributions, and records the ended campaigns’ outcomes', async () => {
    const differing = await count(`
      SELECT count(*) AS n FROM crowdfundings f JOIN campaign_stats s ON s.crowdfunding_id = f.id
        LEFT JOIN LATERAL (
          SELECT coalesce(sum(c.amount_cents), 0) AS collected, count(*) FILTER (WHERE NOT c.hidden) AS contributions,
                 coalesce(sum((SELECT sum(r.quantity * k.books_count) FROM contribution_rewards r JOIN compensations k ON k.product_id = r.compensation_id WHERE r.contribution_id = c.id)), 0) AS books
            FROM contributions c WHERE c.crowdfunding_id = f.id AND c.refunded_at IS NULL) t ON true
       WHERE s.collected_cents <> t.collected OR s.visible_contributions <> t.contributions OR s.books_sold <> t.books`);
    expect(differing).toBe(0);
    expect(await count('SELECT count(*) AS n FROM crowdfundings f LEFT JOIN campaign_stats s ON s.crowdfunding_id = f.id WHERE s.crowdfunding_id IS NULL')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM crowdfundings WHERE id >= $1 AND end_date <= $2 AND outcome IS NULL', [SCALE_IDS.campaign, '2026-11-27T08:00:00Z'])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM crowdfundings WHERE outcome = 'succeeded'`)).toBeGreaterThan(0);
  });

  it('keeps every foreign key', async () => {
    expect(await foreignKeyViolations(client)).toEqual([]);
  });

  it('writes the same rows again from the same SCALE', async () => {
    const first = await digest();
    await client.end();
    await loadScaleDataSet(SCALE_URL, SCALE);
    client = new Client({ connectionString: SCALE_URL });
    await client.connect();
    expect(await digest()).toBe(first);
  });

  describe('through the API', () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ databaseUrl: SCALE_URL });
    });

    afterAll(async () => {
      await api?.close();
    });

    it('has written the stale product and campaign cards at start', async () => {
      expect(await count('SELECT count(*) AS n FROM catalogue_product_cards WHERE stale')).toBe(0);
      expect(await count('SELECT count(*) AS n FROM campaign_cards WHERE stale')).toBe(0);
      expect(await count('SELECT count(*) AS n FROM products p LEFT JOIN catalogue_product_cards c ON c.product_id = p.id WHERE c.product_id IS NULL')).toBe(0);
    });

    it('has the public search’s documents of everything loaded, as its triggers would have written them', async () => {
      const missing = `SELECT count(*) AS n FROM search_sources s LEFT JOIN search_documents d USING (kind, record_id) WHERE d.record_id IS NULL`;
      expect(await count(missing)).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM search_documents WHERE kind = 'book'`)).toBeGreaterThan(0);
    });

    /** A reader's order whose last event is of this type. */
    const orderEndingWith = (type: string) =>
      one<{ id: string; owner_id: number; stream_version: number }>(
        `SELECT c.id, c.owner_id, c.stream_version FROM carts c JOIN stream_events e ON e.stream_id = c.id::text AND e.version = c.stream_version
          WHERE e.type = $1 AND c.owner_id < $2 ORDER BY c.id LIMIT 1`,
        [type, SCALE_IDS.user + scaleSizes(SCALE).readers],
      );
    const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

    it('lets a scale reader log in with the demo password and read their order as staff’s replay of its stream gives it', async () => {
      // given a reader's order paid and numbered, not shipped yet
      const order = await orderEndingWith('InvoiceNumbered');
      // when its owner logs in with the demo password and reads it
      const reader = await login(api, { email: scaleReaderEmail(order.owner_id - SCALE_IDS.user + 1), password: DEMO_PASSWORD });
      const mine = await api.get(`/api/carts/${order.id}/?expand=cart_lines`, as(reader.access));
      expect(mine).toMatchObject({ status: 200, body: { id: order.id, status: 2, paid: true } });
      // then staff's replay of its stream to its last event says exactly the same
      const staff = await login(api, { email: DEMO_USERS.staff.email, password: DEMO_PASSWORD });
      const replayed = await api.get(`/api/staff/carts/${order.id}/state/?version=${order.stream_version}&expand=cart_lines`, as(staff.access));
      expect(replayed.status).toBe(200);
      expect(replayed.body).toEqual({ version: order.stream_version, owner_email: scaleReaderEmail(order.owner_id - SCALE_IDS.user + 1), ...mine.body });
    });

    it('replays a shipped order to the lines, status and invoice its read model holds', async () => {
      // given a shipped order (its replay prices it on the shipping day, the read model keeps the payment's prices)
      const order = await orderEndingWith('ShipmentShipped');
      const reader = await login(api, { email: scaleReaderEmail(order.owner_id - SCALE_IDS.user + 1), password: DEMO_PASSWORD });
      const staff = await login(api, { email: DEMO_USERS.staff.email, password: DEMO_PASSWORD });
      const mine = (await api.get(`/api/carts/${order.id}/?expand=cart_lines`, as(reader.access))).body;
      const replayed = (await api.get(`/api/staff/carts/${order.id}/state/?version=${order.stream_version}&expand=cart_lines`, as(staff.access))).body;
      const kept = (cart: Record<string, unknown>) => ({
        id: cart.id,
        reference: cart.reference,
        status: cart.status,
        paid: cart.paid,
        invoice_number: cart.invoice_number,
        lines: (cart.cart_lines as Record<string, unknown>[]).map((l) => [l.id, l.product, l.quantity]),
      });
      expect(kept(replayed)).toEqual(kept(mine));
      expect(kept(mine).lines.length).toBeGreaterThan(0);
      expect(kept(mine).lines.every(([id, product, quantity]) => typeof id === 'string' && typeof product === 'number' && typeof quantity === 'number')).toBe(true);
    });
  });
});
