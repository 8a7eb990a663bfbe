#!/usr/bin/env node
/**
 * Card payment benchmark: the bank's notifications against the built API (production mode) and the
 * real worker (its own process), on a database and a Redis of the benchmark's own.
 * - N confirmed carts are made through the API (cart, a book, addresses, confirm, GET payment: each
 *   attempt's reference and amount);
 * - the N notifications are sealed with libs/payment's seal code (the bank sandbox's) and sent at once;
 * - measured: acknowledgements per second and their latency (the API stores the row and answers
 *   cdr=0), and end to end, from each notification sent to its cart seen paid (status 2) in the carts
 *   read model (polled in SQL every BENCH_POLL_MS): carts paid per second, p50 and p99;
 * - baseline in the same run: N single-row INSERT transactions at once through pg (pool of 10, as
 *   the API's), the floor of a write acknowledged by PostgreSQL on this machine.
 * Product target: p99 end to end under 1 s with 200 notifications at once.
 *
 * The database is dropped and created again (migrated, demo seeded) at every run. With BENCH_SCALE=1,
 * the same again on the scale data set (npm run seed:scale, SCALE_DATABASE_URL, default shop_scale;
 * kept, the paid carts added to it), then each figure's scale/demo ratio.
 *
 *   npm run build && npm run bench:payment
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_bench_payment),
 *      BENCH_PAYMENTS (200), BENCH_POLL_MS (20), OUTBOX_POLL_MS (the worker's, default 500),
 *      BENCH_WORKER_MAIN (default: the worker beside BENCH_API_MAIN), BENCH_WORKERS (worker processes, 1), and BENCH_API_MAIN,
 *      BENCH_NODE_OPTIONS of bench/support, BENCH_WORKER_NODE_OPTIONS (extra node flags for the worker, e.g. --cpu-prof). Needs redis-server on the PATH (a private one is started).
 */
const { fork, spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdirSync, writeFileSync, existsSync } = require('node:fs');
const { createServer, connect } = require('node:net');
const { dirname, join, resolve } = require('node:path');
const { Pool } = require('pg');
const { dropDatabase, run, session, withApi } = require('../support');
const { printScaleRatios } = require('../support/scale');

const N = Number(process.env.BENCH_PAYMENTS ?? 200);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 20);
const DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench_payment';
const SCALE_DATABASE = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_scale';
const ROOT = join(__dirname, '..', '..');
const API_MAIN = resolve(process.env.BENCH_API_MAIN ?? join(ROOT, 'dist/apps/api/src/main.js'));
/** The build the API comes from: the worker, the mail catcher and the seal code are taken from it too. */
const DIST = resolve(dirname(API_MAIN), '..', '..', '..');
const WORKER_MAIN = resolve(process.env.BENCH_WORKER_MAIN ?? join(DIST, 'apps/worker/src/main.js'));
const SETUP_CONCURRENCY = 8;
/** Worker processes (a deployment runs as many as its cores allow; they share the queues). */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

/** Settings the API and the worker share (the worker checks the same production requirements). */
const SHARED = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(32).toString('hex'),
  METRICS_TOKEN: randomBytes(16).toString('hex'),
  MONETICO_TPE: '0000001',
  MONETICO_KEY: '0123456789ABCDEF0123456789ABCDEF01234567',
  MONETICO_COMPANY: 'benchmark',
  BANK_URL: 'http://127.0.0.1:3001/paiement.cgi',
};

async function sparePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

const answers = (port) =>
  new Promise((r) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), r(true)));
    socket.once('error', () => r(false));
  });

async function until(check, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** A redis-server of the benchmark's own: the built worker uses the fixed queue prefix 'shop', which nothing else may share. */
async function privateRedis() {
  const port = await sparePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await until(() => answers(port), 5_000, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** The built mail catcher: the worker's confirmation mails land there instead of failing. */
async function mailCatcher() {
  const [smtp, http] = [await sparePort(), await sparePort()];
  const child = fork(join(DIST, 'apps/mail-catcher/src/main.js'), [], {
    env: { ...process.env, NODE_ENV: 'development', MAIL_CATCHER_SMTP_PORT: String(smtp), MAIL_CATCHER_HTTP_PORT: String(http) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await until(() => answers(smtp), 10_000, 'mail catcher');
  return { url: `smtp://127.0.0.1:${smtp}`, stop: () => child.kill('SIGTERM') };
}

/** Runs `task` over `items`, `width` at a time. */
async function pool(items, width, task) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i], i);
      }
    }),
  );
  return out;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
function stats(durations) {
  if (durations.length === 0) return { p50: NaN, p99: NaN, max: NaN };
  const sorted = [...durations].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted[sorted.length - 1] };
}

/**
 * Every measure on `database`: dropped first when `fresh` (no notification or cart of an earlier run
 * left in the way); the scale data set is kept as loaded, the carts paid here added to it.
 */
async function paymentBench(database, port, fresh) {
  const { seal } = require(join(DIST, 'libs/payment/src/domain/monetico-seal.js'));
  if (fresh) await dropDatabase(database);
  const redis = await privateRedis();
  const mail = await mailCatcher();
  const db = new Pool({ connectionString: database, max: 10 });
  let workers = [];
  let apiChild = null;
  const exited = (child) =>
    child && child.exitCode === null && child.signalCode === null
      ? new Promise((r) => {
          child.once('exit', r);
          setTimeout(r, 10_000);
        })
      : Promise.resolve();
  try {
    // The database of this run (the demo's or the scale data set), for the API and the worker alike.
    const shared = { ...SHARED, DATABASE_URL: database, PUBLIC_URL: `http://127.0.0.1:${port}` };
    return await withApi({ port, database, env: { ...shared, REDIS_URL: redis.url } }, async ({ url: api, api: child }) => {
      apiChild = child;
      const workerArgv = (process.env.BENCH_WORKER_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
      workers = Array.from({ length: WORKERS }, () => {
        const child = fork(WORKER_MAIN, [], {
          env: { ...process.env, ...shared, REDIS_URL: redis.url, SMTP_URL: mail.url },
          execArgv: workerArgv,
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        });
        child.once('exit', (code) => code && console.error(`a worker stopped (exit ${code})`));
        return child;
      });

      // N confirmed carts of the demo reader, each with one book, its addresses and its payment attempt.
      const { call } = await session(api, 'lecteur@exemplaire.test', 'motdepasse');
      const books = (await call('GET', '/api/books/?published=true&limit=40')).results.filter((b) => !b.out_of_stock && !b.bookseller_only);
      if (books.length === 0) throw new Error('the demo has no book in stock');
      const address = await call('POST', '/api/users/addresses/', {
        name: 'Banc d’essai',
        firstname: 'Jeanne',
        lastname: 'Martin',
        address: '5 rue des Écoles',
        postal_code: '35000',
        city: 'Rennes',
        country: 'FR',
        phone: '06 12 34 56 78',
      });
      const started = Date.now();
      const attempts = await pool(
        Array.from({ length: N }, (_, i) => i),
        SETUP_CONCURRENCY,
        async (i) => {
          const cart = await call('POST', '/api/carts/', {});
          await call('POST', '/api/carts/products', { cart: cart.id, product: books[i % books.length].id, quantity: 1 });
          await call('PATCH', `/api/carts/${cart.id}/`, { shipping_address: address.id, billing_address: address.id });
          await call('PATCH', `/api/carts/${cart.id}/`, { status: 1, terms_accepted: true });
          const form = await call('GET', `/api/carts/${cart.id}/payment/`);
          return { cartId: cart.id, form };
        },
      );
      console.log(`${N} confirmed carts with their bank form in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // The worker idle before the burst: nothing left in the outbox, no notification waiting.
      await until(
        async () => {
          const [{ n }] = (
            await db.query(`SELECT (SELECT count(*) FROM outbox WHERE dispatched_at IS NULL) + (SELECT count(*) FROM bank_notifications WHERE processed_at IS NULL) AS n`)
          ).rows;
          return Number(n) === 0;
        },
        // On the scale data set, what earlier benchmarks left (the expiry jobs of their carts) is relayed first.
        300_000,
        'the worker catching up',
      );

      // The notifications as the bank sends them: form-encoded, sealed over every field but MAC.
      const bodies = attempts.map(({ form }) => {
        const fields = {
          TPE: form.TPE,
          date: form.date,
          montant: form.montant,
          reference: form.reference,
          'texte-libre': form.texte_libre,
          'code-retour': 'payetest',
          cvx: 'oui',
          vld: '1228',
          brand: 'VI',
          numauto: '010101',
        };
        return new URLSearchParams({ ...fields, MAC: seal(fields, SHARED.MONETICO_KEY) }).toString();
      });
      // Warm-up of the route (JIT, parser, pool): notifications with a wrong seal, refused without a write.
      const notify = (body) =>
        fetch(`${api}/api/payment/notification`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }).then((r) => r.text());
      for (let round = 0; round < 5; round++) await Promise.all(bodies.slice(0, 20).map((b) => notify(b.replace(/MAC=[0-9A-F]+/, 'MAC=' + '0'.repeat(40)))));
      const ids = attempts.map((a) => a.cartId);
      const sentAt = new Array(N);
      const ackAt = new Array(N);
      const paidAt = new Map();
      let polling = true;
      const poller = (async () => {
        while (polling && paidAt.size < N) {
          const { rows } = await db.query('SELECT id FROM carts WHERE id = ANY($1) AND status = 2', [ids]);
          const now = performance.now();
          for (const { id } of rows) if (!paidAt.has(id)) paidAt.set(id, now);
          await new Promise((r) => setTimeout(r, POLL_MS));
        }
      })();
      const burst = performance.now();
      const acks = await Promise.all(
        bodies.map(async (body, i) => {
          sentAt[i] = performance.now();
          const text = await notify(body);
          ackAt[i] = performance.now();
          return text;
        }),
      );
      const acked = performance.now();
      const refused = acks.filter((t) => t !== 'version=2\ncdr=0\n').length;
      const deadline = Date.now() + 120_000;
      while (paidAt.size < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      polling = false;
      await poller;
      const lastPaid = paidAt.size > 0 ? Math.max(...paidAt.values()) : NaN;
      const endToEnd = ids.filter((id) => paidAt.has(id)).map((id) => paidAt.get(id) - sentAt[ids.indexOf(id)]);
      // Where the time goes, from the notification rows (database clock): waiting for the relay, then queue and processing.
      const [split] = (
        await db.query(
          `SELECT
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM enqueued_at - received_at)) * 1000 AS relay_p50,
          percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM enqueued_at - received_at)) * 1000 AS relay_p99,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM processed_at - enqueued_at)) * 1000 AS queue_p50,
          percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM processed_at - enqueued_at)) * 1000 AS queue_p99
        FROM bank_notifications WHERE reference = ANY($1)`,
          [attempts.map((a) => a.form.reference)],
        )
      ).rows;
      const [{ paid, invoices }] = (
        await db.query(
          `SELECT count(*) FILTER (WHERE status = 2 AND paid_with = 'credit-card')::int AS paid, count(DISTINCT invoice_number)::int AS invoices FROM carts WHERE id = ANY($1)`,
          [ids],
        )
      ).rows;

      // Baseline: N single-row INSERT transactions at once through pg.
      await db.query('CREATE TABLE IF NOT EXISTS bench_payment_rows (id bigserial PRIMARY KEY, reference text NOT NULL, fields jsonb NOT NULL)');
      const insertLatency = new Array(N);
      const insertStart = performance.now();
      await Promise.all(
        bodies.map(async (body, i) => {
          const t = performance.now();
          await db.query('INSERT INTO bench_payment_rows (reference, fields) VALUES ($1, $2)', [
            attempts[i].form.reference,
            JSON.stringify(Object.fromEntries(new URLSearchParams(body))),
          ]);
          insertLatency[i] = performance.now() - t;
        }),
      );
      const insertEnd = performance.now();
      await db.query('DROP TABLE bench_payment_rows');

      const ack = stats(ackAt.map((t, i) => t - sentAt[i]));
      const e2e = stats(endToEnd);
      const ins = stats(insertLatency);
      const rows = [
        { name: 'baseline: pg INSERT (1 row)', per_s: N / ((insertEnd - insertStart) / 1000), ...ins, errors: 0 },
        { name: 'notification acknowledged', per_s: N / ((acked - burst) / 1000), ...ack, errors: refused },
        { name: 'notification -> cart paid', per_s: paidAt.size / ((lastPaid - burst) / 1000), ...e2e, errors: N - paidAt.size },
      ];
      console.log(
        `\nCard payment benchmark${fresh ? '' : ' on the scale data set'}: ${N} notifications at once (load average ${require('node:os').loadavg()[0].toFixed(1)} on ${require('node:os').cpus().length} cores), ${WORKERS} worker process(es), OUTBOX_POLL_MS=${process.env.OUTBOX_POLL_MS ?? 500}, poll every ${POLL_MS} ms, Node ${process.version}\n`,
      );
      console.log('step                            per s    p50 ms   p99 ms   max ms   errors');
      for (const r of rows) {
        console.log(
          `${r.name.padEnd(30)} ${r.per_s.toFixed(0).padStart(6)}   ${r.p50.toFixed(0).padStart(6)}   ${r.p99.toFixed(0).padStart(6)}   ${r.max.toFixed(0).padStart(6)}   ${r.errors}`,
        );
      }
      console.log(
        `\nnotification stored -> relayed to the queue: p50 ${Number(split.relay_p50).toFixed(0)} ms, p99 ${Number(split.relay_p99).toFixed(0)} ms; relayed -> processed (queue wait + payment): p50 ${Number(split.queue_p50).toFixed(0)} ms, p99 ${Number(split.queue_p99).toFixed(0)} ms`,
      );
      console.log(`\n${paid} of ${N} carts paid by card, ${invoices} invoice numbers; target p99 end to end < 1000 ms: ${e2e.p99 < 1000 ? 'met' : 'NOT met'}`);
      const resultsDir = join(__dirname, '..', 'results');
      mkdirSync(resultsDir, { recursive: true });
      writeFileSync(
        join(resultsDir, `payment${fresh ? '' : '-scale'}-${Date.now()}.json`),
        JSON.stringify({ n: N, pollMs: POLL_MS, outboxPollMs: Number(process.env.OUTBOX_POLL_MS ?? 500), rows, split, paid, invoices }, null, 2),
      );
      if (paid !== N || invoices !== N) throw new Error(`${N - paid} carts not paid`);
      return rows.map((r) => ({ name: r.name, rps: r.per_s, p99: Math.round(r.p99) }));
    });
  } finally {
    for (const w of workers) w.kill('SIGTERM');
    // Redis goes last: the API and the worker close their queues first.
    await Promise.all([...workers.map(exited), exited(apiChild)]);
    await db.end();
    mail.stop();
    redis.stop();
  }
}

run(async () => {
  if (!existsSync(API_MAIN) || !existsSync(WORKER_MAIN)) throw new Error('Build first: npm run build (or point BENCH_API_MAIN at a build)');
  const demo = await paymentBench(DATABASE, 3194, true);
  if (process.env.BENCH_SCALE !== '1') return;
  const scale = await paymentBench(SCALE_DATABASE, 3196, false);
  printScaleRatios('payment', demo, scale);
});
