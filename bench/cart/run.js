#!/usr/bin/env node
/**
 * Cart benchmark: the event-sourced cart against the built API (production mode, seeded database),
 * and in the same run a bare Fastify route serving the same bytes as the cart read.
 * - GET  api/carts/{id}/?expand=… of a 10-line cart (read model + expansions);
 * - POST api/carts/products (read the stream, decide, append, price, project), spread over carts;
 * - PUT  api/cartlines/{id} (the same path for a quantity change), spread over carts.
 * Prints requests/s, p50 and p99 of each and the ratio to the bare route.
 *
 *   npm run build && npm run bench:cart
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_bench_cart), BENCH_SECONDS (10),
 *      BENCH_CONNECTIONS (50), BENCH_API_MAIN (the built API, default dist/apps/api/src/main.js), REDIS_URL.
 */
const autocannon = require('autocannon');
const { fork } = require('node:child_process');
const { mkdirSync, writeFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const apiPort = 3192;
const barePort = 3193;
const api = `http://127.0.0.1:${apiPort}`;
const EXPAND = 'expand=cart_lines,cart_lines.product,cart_lines.variant,shipments,shipments.options,voucher_usages,voucher_usages.voucher,billing_address,shipping_address';
/** Carts the write routes go round (one per connection: they seldom meet on a stream). */
const WRITE_CARTS = connections;

function start(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('error', reject);
    resolve(child);
  });
}

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

function load(options, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, pipelining: 1, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The demo reader, logged in, with the anti-forgery cookie: what the SPA sends. */
async function session() {
  const health = await fetch(`${api}/health`);
  const csrf = health.headers.getSetCookie().find((c) => c.startsWith('csrftoken=')).split(';')[0].slice('csrftoken='.length);
  const base = { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };
  const token = await fetch(`${api}/api/token/`, { method: 'POST', headers: base, body: JSON.stringify({ email: 'lecteur@exemplaire.test', password: 'motdepasse' }) });
  if (!token.ok) throw new Error(`login refused (${token.status})`);
  const headers = { ...base, authorization: `Bearer ${(await token.json()).access}` };
  const call = async (method, path, body) => {
    const res = await fetch(api + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  return { headers, call };
}

async function main() {
  const apiMain = process.env.BENCH_API_MAIN ?? join(root, 'dist/apps/api/src/main.js');
  if (!existsSync(apiMain)) throw new Error('Build first: npm run build');
  const child = await start(apiMain, [], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench_cart',
    SEED_DEMO: 'auto',
    JWT_SECRET: require('node:crypto').randomBytes(32).toString('hex'),
    METRICS_TOKEN: require('node:crypto').randomBytes(16).toString('hex'),
    // Production mode asks for bank settings; the benchmark never pays, test values do.
    MONETICO_TPE: '0000001',
    MONETICO_KEY: '0123456789ABCDEF0123456789ABCDEF01234567',
    MONETICO_COMPANY: 'benchmark',
    BANK_URL: 'http://127.0.0.1:3001/paiement.cgi',
  });
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the API stopped (exit ${code})`))));
  const children = [child];
  try {
    await Promise.race([waitFor(`${api}/health`), exited]);
    const { headers, call } = await session();
    const books = (await call('GET', '/api/books/?published=true&limit=40')).results.filter((b) => !b.out_of_stock && !b.bookseller_only);
    if (books.length < 10) throw new Error(`the demo has ${books.length} books in stock, 10 are needed`);

    // The cart read: 10 lines, every expansion the checkout asks for.
    const big = await call('POST', '/api/carts/', {});
    for (const book of books.slice(0, 10)) await call('POST', '/api/carts/products', { cart: big.id, product: book.id, quantity: 1 });
    const readPath = `/api/carts/${big.id}/?${EXPAND}`;
    const sample = await (await fetch(api + readPath, { headers })).text();

    // The write routes: one cart per connection, each with one line to change.
    const writeCarts = [];
    for (let i = 0; i < WRITE_CARTS; i++) {
      const cart = await call('POST', '/api/carts/', {});
      const line = await call('POST', '/api/carts/products', { cart: cart.id, product: books[i % books.length].id, quantity: 1 });
      writeCarts.push({ cart: cart.id, line: line.id, product: books[i % books.length].id });
    }

    mkdirSync(join(__dirname, '..', 'results'), { recursive: true });
    const bodyFile = join(__dirname, '..', 'results', 'bare-cart-body.json');
    writeFileSync(bodyFile, sample);
    children.push(await start(join(__dirname, '..', 'catalogue', 'bare-server.js'), [String(barePort), bodyFile], {}));
    await waitFor(`http://127.0.0.1:${barePort}/bare`);

    let added = 0;
    let changed = 0;
    const targets = [
      ['bare fastify (same bytes)', { url: `http://127.0.0.1:${barePort}/bare` }],
      ['GET carts/{id} (10 lines)', { url: api + readPath, headers }],
      ['POST carts/products', {
        url: api,
        headers,
        requests: [{ method: 'POST', path: '/api/carts/products', setupRequest: (req) => {
          const c = writeCarts[added++ % writeCarts.length];
          return { ...req, body: JSON.stringify({ cart: c.cart, product: c.product, quantity: 1 }) };
        } }],
      }],
      ['PUT cartlines/{id}', {
        url: api,
        headers,
        requests: [{ method: 'PUT', setupRequest: (req) => {
          const round = Math.floor(changed / writeCarts.length);
          const c = writeCarts[changed++ % writeCarts.length];
          // Alternate 1 and 2 round after round: every call changes the quantity, so appends an event.
          return { ...req, path: `/api/cartlines/${c.line}`, body: JSON.stringify({ quantity: 1 + (round % 2), dedications: [] }) };
        } }],
      }],
    ];
    const rows = [];
    for (const [name, options] of targets) {
      await load(options, 2).catch(() => undefined); // warm-up pass, short: JIT, caches, pools
      const r = await load(options);
      rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, bytes: r.throughput.average });
    }
    const bare = rows[0].rps;
    console.log(`\nCart benchmark: ${connections} connections, ${seconds} s per route, Node ${process.version}\n`);
    console.log('route                         req/s     p50 ms   p99 ms   ratio   errors');
    for (const r of rows) {
      console.log(`${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${((r.rps / bare) * 100).toFixed(1).padStart(5)} %   ${r.errors}`);
    }
    console.log(`\nWrites went round ${writeCarts.length} carts of one line; errors are non-2xx answers (409: a stream changed under a request).`);
    writeFileSync(join(__dirname, '..', 'results', `cart-${Date.now()}.json`), JSON.stringify({ connections, seconds, rows }, null, 2));
  } finally {
    for (const c of children) c.kill('SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
