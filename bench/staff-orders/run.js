#!/usr/bin/env node
/**
 * Staff order search benchmark: `GET api/staff/orders/` as the back office asks it (most recent
 * first, a search by reference, a search by a customer's email), logged in as staff, against the
 * built API (production mode), and in the same run a bare Fastify route serving the same bytes.
 * With BENCH_SCALE=1, the same on the scale data set (npm run seed:scale: 200,000 paid orders and
 * 100,000 accounts), then each route's scale/demo ratio. Target: p99 at most 100 ms at scale.
 *
 *   npm run build && npm run bench:staff
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_bench), BENCH_SCALE,
 *      SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_scale), and those of
 *      bench/support (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_API_MAIN, BENCH_NODE_OPTIONS).
 */
const { measure, report, run, session, withApi } = require('../support');
const { printScaleRatios } = require('../support/scale');

const DEMO_DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench';
const SCALE_DATABASE = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_scale';
const TARGET_P99_MS = 100;

async function staffRun(database, port, title, file) {
  return withApi({ port, database }, async ({ url, bare }) => {
    const { headers, call } = await session(url, 'equipe@exemplaire.test', 'motdepasse');
    // What staff look for: the middle order of the list (by reference), and its customer (by email).
    // The demo has no order yet: its reader opens a cart, which the list shows.
    const reader = await session(url, 'lecteur@exemplaire.test', 'motdepasse');
    await reader.call('POST', '/api/carts/', {});
    const first = await call('GET', '/api/staff/orders/?limit=1');
    const middle = (await call('GET', `/api/staff/orders/?limit=1&offset=${Math.floor(first.count / 2)}`)).results[0] ?? first.results[0];
    // Its customer: one with a few orders on both data sets (not the demo's reader, whom the cart
    // benchmark gives thousands of carts on the scale data set).
    const email = middle.owner_email ?? 'lecteur@exemplaire.test';
    const routes = {
      'orders, recent first': '/api/staff/orders/?ordering=-last_modified_at',
      'search by reference': `/api/staff/orders/?search=${encodeURIComponent(middle.reference)}`,
      'search by email': `/api/staff/orders/?search=${encodeURIComponent(email)}`,
      // Part of an address, across its @ (« lecteur-4821@echelle »): the accounts are searched inside every email.
      'search by part of an email': `/api/staff/orders/?search=${encodeURIComponent(email.slice(0, email.indexOf('@') + 8))}`,
    };
    const sample = await (await fetch(url + routes['orders, recent first'], { headers })).text();
    const bareUrl = await bare(port + 1, sample, `bare-staff-orders-${port}.json`);
    const rows = await measure([['bare fastify (same bytes)', { url: bareUrl }], ...Object.entries(routes).map(([name, path]) => [name, { url: url + path, headers }])]);
    report(title, file, rows, { database: new URL(database).pathname.slice(1), orders: first.count });
    for (const r of rows.slice(1)) console.log(`${r.name.padEnd(28)} p99 ${r.p99} ms: ${r.p99 <= TARGET_P99_MS ? 'MET' : 'NOT MET'} (target ${TARGET_P99_MS} ms)`);
    return rows;
  });
}

run(async () => {
  const demo = await staffRun(DEMO_DATABASE, 3196, 'Staff order search benchmark', 'staff-orders');
  if (process.env.BENCH_SCALE !== '1') return;
  const scale = await staffRun(SCALE_DATABASE, 3198, 'Staff order search benchmark on the scale data set', 'staff-orders-scale');
  printScaleRatios('staff-orders', demo, scale);
});
