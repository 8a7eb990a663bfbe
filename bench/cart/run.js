#!/usr/bin/env node
/**
 * Cart benchmark: the event-sourced cart against the built API (production mode, seeded database,
 * dropped and created again at every run),
 * and in the same run two baselines: a bare Fastify route serving the same bytes as the cart read,
 * and plain single-row INSERT transactions through pg.
 * - GET  api/carts/{id}/?expand=… of a 10-line cart (read model + expansions);
 * - POST api/carts/products (read the stream, decide, append, price, project), spread over carts;
 * - PUT  api/cartlines/{id} (the same path for a quantity change), spread over carts;
 * - add-line on distinct carts: a fixed number of POST api/carts/products, each on a cart of its own;
 * - confirm on distinct carts: a fixed number of PATCH api/carts/{id}/ {status: 1}, each on a cart
 *   prepared beforehand with a book and its addresses;
 * - BEGIN / INSERT one row / COMMIT through pg, as many clients as connections;
 * - replay of carts of 10, 100 and 1,000 events, in this process: the cold fold of a command (the
 *   cart's CartFolds with nothing kept: read the whole stream, evolve), and apart its read, its
 *   evolve and the kept fold the API starts from once it has seen the cart.
 * Prints requests/s, p50 and p99 of each, the replay times and the cart's targets.
 *
 *   npm run build && npm run bench:cart
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_bench_cart), REDIS_URL, and those
 *      of bench/support (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_API_MAIN, BENCH_NODE_OPTIONS);
 *      BENCH_CART_ADDS (2000) and BENCH_CART_CONFIRMS (1500): commands measured on distinct carts;
 *      BENCH_REPLAYS (200): replays timed per stream length; BENCH_SCALE (1: the same again on the scale
 *      data set of npm run seed:scale, SCALE_DATABASE_URL, default shop_scale, then each figure's
 *      scale/demo ratio; the carts made there are added to it).
 * The replay loads the cart code from the build BENCH_API_MAIN belongs to: when that build is outside
 * this repository, give NODE_PATH=<repository>/node_modules so that it finds its packages.
 */
const { randomUUID } = require('node:crypto');
const { dirname, join } = require('node:path');
const autocannon = require('autocannon');
const { Pool } = require('pg');
const { DataSource } = require('typeorm');
const { connections, dropDatabase, measure, report, run, seconds, session, withApi } = require('../support');
const { printScaleRatios } = require('../support/scale');

const EXPAND = 'expand=cart_lines,cart_lines.product,cart_lines.variant,shipments,shipments.options,voucher_usages,voucher_usages.voucher,billing_address,shipping_address';
/** Carts the write routes go round (one per connection: they seldom meet on a stream). */
const WRITE_CARTS = connections;
const DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench_cart';
const SCALE_DATABASE = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_scale';
const ADDS = Number(process.env.BENCH_CART_ADDS ?? 2000);
const CONFIRMS = Number(process.env.BENCH_CART_CONFIRMS ?? 1500);
/** Commands of the warm-up pass before each measured one, on carts of their own too. */
const WARM_UP = 300;
const REPLAYS = Number(process.env.BENCH_REPLAYS ?? 200);
const STREAM_LENGTHS = [10, 100, 1000];
const TARGETS = { addLineP99: 50, confirmP99: 100, addLineShareOfInsert: 0.3 };

/** The build the API runs from (bench/support starts the same one). */
const BUILD = join(dirname(process.env.BENCH_API_MAIN ?? join(__dirname, '..', '..', 'dist/apps/api/src/main.js')), '..', '..', '..');

/** `count` calls of `task(i)`, `connections` at a time; their results in order. */
async function inParallel(count, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, count) }, worker));
  return results;
}

/** Nearest-rank percentile of ascending numbers. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const round = (ms, digits = 2) => Number(ms.toFixed(digits));

function timings(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: round(percentile(sorted, 50), 3), p99: round(percentile(sorted, 99), 3) };
}

/**
 * One autocannon run sending exactly one request per item of `warmUp` then of `items` (`request(item)`:
 * method, path, body), on the same connections: the warm-up answers warm the connections, the code
 * and the caches, and only the answers after them are measured (latency of each, as autocannon
 * reports it). Commands/s: the measured answers over the time from the last warm-up answer to the last
 * answer (autocannon's own duration waits for its next one-second sample).
 */
async function eachOnce(name, api, headers, items, warmUp, request) {
  const list = [...warmUp, ...items];
  const r = await new Promise((resolve, reject) => {
    let next = 0;
    let answered = 0;
    let measuredFrom = 0;
    let last = 0;
    let errors = 0;
    const latencies = [];
    // autocannon builds exactly one request per one sent: each item is used once.
    const setupRequest = (req) => ({ ...req, ...request(list[next++ % list.length]) });
    const instance = autocannon({ url: api, headers, connections, pipelining: 1, amount: list.length, requests: [{ setupRequest }] }, (err, result) => {
      if (err) return reject(err);
      if (next > list.length) console.warn(`${name}: ${next - list.length} requests went to a cart used already`);
      resolve({ latencies, elapsed: (last - measuredFrom) / 1000, errors: errors + result.errors });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      answered++;
      last = performance.now();
      if (answered === warmUp.length) measuredFrom = last;
      if (answered <= warmUp.length) return;
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) errors++;
    });
  });
  const { median, p99 } = timings(r.latencies);
  return { name, count: r.latencies.length, seconds: round(r.elapsed), rps: round(r.latencies.length / r.elapsed, 1), p50: round(median, 1), p99: round(p99, 1), errors: r.errors };
}

/** BEGIN / INSERT one row / COMMIT in a loop on `connections` clients: the database's own pace for a one-row write. */
async function insertBaseline(database) {
  const pg = new Pool({ connectionString: database, max: connections });
  const table = 'bench_insert_baseline';
  await pg.query(`CREATE TABLE IF NOT EXISTS ${table} (id bigserial PRIMARY KEY, stream_id uuid NOT NULL, data jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())`);
  // About the size of a cart event's data.
  const data = JSON.stringify({ lineId: randomUUID(), productId: 1, quantity: 1, unitPriceCents: 2000, vatRateBp: 550, dedications: [] });
  const pass = async (ms) => {
    const latencies = [];
    const started = performance.now();
    const until = started + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const client = await pg.connect();
        try {
          while (performance.now() < until) {
            const t0 = performance.now();
            await client.query('BEGIN');
            await client.query(`INSERT INTO ${table} (stream_id, data) VALUES ($1, $2)`, [randomUUID(), data]);
            await client.query('COMMIT');
            latencies.push(performance.now() - t0);
          }
        } finally {
          client.release();
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    return {
      count: sorted.length,
      seconds: round(elapsed),
      rps: round(sorted.length / elapsed, 1),
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      errors: 0,
    };
  };
  try {
    await pass(2000);
    return { name: 'INSERT one row (pg, BEGIN/COMMIT)', ...(await pass(seconds * 1000)) };
  } finally {
    await pg.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await pg.end();
  }
}

/**
 * Times the fold of each cart in `streams` ({events, cart}) with the cart code of the build:
 * cold (a CartFolds keeping nothing: the first command on the cart in an API process),
 * its SELECT and its evolve apart, and warm (the fold kept: only the empty tail is read).
 */
async function replays(streams, database) {
  const { CartFolds } = require(join(BUILD, 'libs/cart/src/commands/cart-folds.js'));
  const { cartBatchDecider } = require(join(BUILD, 'libs/cart/src/domain/cart-batch.js'));
  const db = new DataSource({ type: 'postgres', url: database, extra: { max: 2 } });
  await db.initialize();
  const tx = db.manager;
  const time = async (fn) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };
  const repeat = async (fn) => {
    for (let i = 0; i < Math.min(20, REPLAYS); i++) await fn();
    const samples = [];
    for (let i = 0; i < REPLAYS; i++) samples.push(await time(fn));
    return timings(samples);
  };
  try {
    const rows = [];
    for (const { events, cart } of streams) {
      // The cold fold of a process that keeps nothing of this cart (its caches are made once, as in the API).
      const empty = new CartFolds();
      const cold = async () => {
        empty.forget(cart);
        const fold = await empty.current(tx, cart);
        if (fold.version !== events) throw new Error(`the cart of ${events} events folded to version ${fold.version}`);
      };
      const read = () => tx.query('SELECT version, type, data FROM stream_events WHERE stream_id = $1 AND version > $2 ORDER BY version', [cart, 0]);
      const recorded = await read();
      const evolve = async () => recorded.reduce((state, e) => cartBatchDecider.evolve(state, { type: e.type, data: e.data }), cartBatchDecider.initialState());
      const kept = new CartFolds();
      kept.keep(cart, await kept.current(tx, cart));
      const warm = () => kept.current(tx, cart);
      rows.push({ events, cold: await repeat(cold), read: await repeat(read), evolve: await repeat(evolve), warm: await repeat(warm) });
    }
    return rows;
  } finally {
    await db.destroy();
  }
}

/**
 * Every measure on `database`: dropped first when `fresh` (migrated and seeded again by the API, the
 * same state for every run); the scale data set is kept as loaded, the carts made here added to it.
 */
async function cartBench(database, port, fresh, title) {
  if (fresh) await dropDatabase(database);
  return withApi({ port, database }, async ({ url: api, bare }) => {
    const { headers, call } = await session(api, 'lecteur@exemplaire.test', 'motdepasse');
    const books = (await call('GET', '/api/books/?published=true&limit=40')).results.filter((b) => !b.out_of_stock && !b.bookseller_only);
    if (books.length < 10) throw new Error(`the demo has ${books.length} books in stock, 10 are needed`);
    const bookOf = (i) => books[i % books.length].id;

    // The cart read: 10 lines, every expansion the checkout asks for.
    const big = await call('POST', '/api/carts/', {});
    for (const book of books.slice(0, 10)) await call('POST', '/api/carts/products', { cart: big.id, product: book.id, quantity: 1 });
    const readPath = `/api/carts/${big.id}/?${EXPAND}`;
    const sample = await (await fetch(api + readPath, { headers })).text();

    // The write routes: one cart per connection, each with one line to change.
    const writeCarts = [];
    for (let i = 0; i < WRITE_CARTS; i++) {
      const cart = await call('POST', '/api/carts/', {});
      const line = await call('POST', '/api/carts/products', { cart: cart.id, product: bookOf(i), quantity: 1 });
      writeCarts.push({ cart: cart.id, line: line.id, product: bookOf(i) });
    }

    const bareUrl = await bare(port + 1, sample, `bare-cart-body-${port}.json`);
    let added = 0;
    let changed = 0;
    const rows = await measure([
      ['bare fastify (same bytes)', { url: bareUrl }],
      ['GET carts/{id} (10 lines)', { url: api + readPath, headers }],
      [
        'POST carts/products',
        {
          url: api,
          headers,
          requests: [
            {
              method: 'POST',
              path: '/api/carts/products',
              setupRequest: (req) => {
                const c = writeCarts[added++ % writeCarts.length];
                return { ...req, body: JSON.stringify({ cart: c.cart, product: c.product, quantity: 1 }) };
              },
            },
          ],
        },
      ],
      [
        'PUT cartlines/{id}',
        {
          url: api,
          headers,
          requests: [
            {
              method: 'PUT',
              setupRequest: (req) => {
                const round = Math.floor(changed / writeCarts.length);
                const c = writeCarts[changed++ % writeCarts.length];
                // Alternate 1 and 2 round after round: every call changes the quantity, so appends an event.
                return { ...req, path: `/api/cartlines/${c.line}`, body: JSON.stringify({ quantity: 1 + (round % 2), dedications: [] }) };
              },
            },
          ],
        },
      ],
    ]);

    // Add-line on distinct carts: empty carts made beforehand, one line added to each.
    const addCarts = await inParallel(ADDS + WARM_UP, async (i) => ({ cart: (await call('POST', '/api/carts/', {})).id, product: bookOf(i) }));
    const addLine = await eachOnce('add-line (distinct carts)', api, headers, addCarts.slice(WARM_UP), addCarts.slice(0, WARM_UP), ({ cart, product }) => ({
      method: 'POST',
      path: '/api/carts/products',
      body: JSON.stringify({ cart, product, quantity: 1 }),
    }));

    // Confirm on distinct carts: each holds a book and has its addresses (delivery home, the default).
    const address = (
      await call('POST', '/api/users/addresses/', {
        name: 'Maison',
        firstname: 'Jeanne',
        lastname: 'Martin',
        address: '5 rue des Écoles',
        postal_code: '35000',
        city: 'Rennes',
        country: 'FR',
      })
    ).id;
    const confirmCarts = await inParallel(CONFIRMS + WARM_UP + 1, async (i) => {
      const cart = await call('POST', '/api/carts/', {});
      await call('POST', '/api/carts/products', { cart: cart.id, product: bookOf(i), quantity: 1 });
      await call('PATCH', `/api/carts/${cart.id}/`, { shipping_address: address, billing_address: address });
      return cart.id;
    });
    // One confirmation through the checking client first: a refusal stops the run with its reason.
    const first = await call('PATCH', `/api/carts/${confirmCarts[0]}/`, { status: 1, terms_accepted: true });
    if (first.status !== 1) throw new Error(`the prepared cart was not confirmed: ${JSON.stringify(first)}`);
    const confirm = await eachOnce('confirm (distinct carts)', api, headers, confirmCarts.slice(WARM_UP + 1), confirmCarts.slice(1, WARM_UP + 1), (cart) => ({
      method: 'PATCH',
      path: `/api/carts/${cart}/`,
      body: JSON.stringify({ status: 1, terms_accepted: true }),
    }));

    const insert = await insertBaseline(database);

    // Streams of 10, 100 and 1,000 events: created, a line added, then quantity changes (1 and 2 in turn).
    const streams = await Promise.all(
      STREAM_LENGTHS.map(async (events) => {
        const cart = await call('POST', '/api/carts/', {});
        const line = await call('POST', '/api/carts/products', { cart: cart.id, product: bookOf(0), quantity: 1 });
        for (let i = 0; i < events - 2; i++) await call('PUT', `/api/cartlines/${line.id}`, { quantity: 2 - (i % 2), dedications: [] });
        return { events, cart: cart.id };
      }),
    );
    const replay = await replays(streams, database);

    const commands = [insert, addLine, confirm];
    const share = addLine.rps / insert.rps;
    const targets = [
      { target: `add-line p99 < ${TARGETS.addLineP99} ms`, figure: `${addLine.p99} ms`, met: addLine.p99 < TARGETS.addLineP99 },
      { target: `confirm p99 < ${TARGETS.confirmP99} ms`, figure: `${confirm.p99} ms`, met: confirm.p99 < TARGETS.confirmP99 },
      {
        target: `add-line throughput >= ${TARGETS.addLineShareOfInsert * 100} % of INSERT baseline`,
        figure: `${addLine.rps.toFixed(0)}/s = ${(share * 100).toFixed(1)} % of ${insert.rps.toFixed(0)}/s`,
        met: share >= TARGETS.addLineShareOfInsert,
      },
    ];

    report(title, fresh ? 'cart' : 'cart-scale', rows, { commands, replay, replays: REPLAYS, targets });
    console.log(`\nWrites went round ${writeCarts.length} carts of one line; errors are non-2xx answers (409: a stream changed under a request).`);

    console.log(`\nCommands on distinct carts (one request per cart, ${connections} connections) and the INSERT baseline (${connections} clients, ${seconds} s)\n`);
    console.log('command                             count   commands/s   p50 ms   p99 ms   of INSERT   errors');
    for (const r of commands) {
      console.log(
        `${r.name.padEnd(34)} ${String(r.count).padStart(6)}   ${r.rps.toFixed(0).padStart(10)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${((r.rps / insert.rps) * 100).toFixed(1).padStart(7)} %   ${r.errors}`,
      );
    }

    console.log(`\nReplay of a cart in this process (ms, median / p99 of ${REPLAYS}): cold = the first command's fold on the cart`);
    console.log('(read the whole stream + evolve, nothing kept); warm = the fold the API keeps (read the empty tail)\n');
    console.log('events       cold fold         read only       evolve only        warm (kept)');
    const pair = (t) => `${t.median.toFixed(3)} / ${t.p99.toFixed(3)}`.padStart(17);
    for (const r of replay) console.log(`${String(r.events).padStart(6)}   ${pair(r.cold)} ${pair(r.read)} ${pair(r.evolve)} ${pair(r.warm)}`);

    console.log('\nTargets\n');
    for (const t of targets) console.log(`${t.target.padEnd(52)} ${t.figure.padEnd(32)} ${t.met ? 'MET' : 'NOT MET'}`);
    // A replay compares as a rate: folds per second of the cold fold's median.
    const folds = replay.map((r) => ({ name: `cold fold of ${r.events} events`, rps: 1000 / r.cold.median, p99: r.cold.p99 }));
    return [...rows, ...commands, ...folds];
  });
}

run(async () => {
  const demo = await cartBench(DATABASE, 3192, true, 'Cart benchmark');
  if (process.env.BENCH_SCALE !== '1') return;
  const scale = await cartBench(SCALE_DATABASE, 3194, false, 'Cart benchmark on the scale data set');
  printScaleRatios('cart', demo, scale);
});
