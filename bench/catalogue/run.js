#!/usr/bin/env node
/**
 * Catalogue benchmark: the two calls of the home page against the built API (production mode,
 * seeded database), and in the same run a bare Fastify route serving the same bytes.
 * Prints requests/s, p50 and p99 of each and the ratio to the bare route.
 *
 *   npm run build && npm run bench
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_bench), BENCH_SECONDS (10),
 *      BENCH_CONNECTIONS (50), BENCH_CACHE_TTL_MS (2000; 0 = without the micro-cache), REDIS_URL.
 */
const autocannon = require('autocannon');
const { fork } = require('node:child_process');
const { mkdirSync, writeFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const apiPort = 3190;
const barePort = 3191;
const ROUTES = {
  crowdfundings: '/api/crowdfundings/?label=1&public=true&ordering=-start_date',
  books: '/api/books/?published=true&label=1&ordering=-project__release&limit=4',
};

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

function load(url, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function main() {
  const apiMain = join(root, 'dist/apps/api/src/main.js');
  if (!existsSync(apiMain)) throw new Error('Build first: npm run build');
  const api = await start(apiMain, [], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench',
    SEED_DEMO: 'auto',
    // BENCH_CACHE_TTL_MS=0 measures the database path without the micro-cache.
    CATALOGUE_CACHE_TTL_MS: process.env.BENCH_CACHE_TTL_MS ?? '2000',
    JWT_SECRET: require('node:crypto').randomBytes(32).toString('hex'),
    // Production mode asks for bank settings; the benchmark never pays, test values do.
    MONETICO_TPE: '0000001',
    MONETICO_KEY: '0123456789ABCDEF0123456789ABCDEF01234567',
    MONETICO_COMPANY: 'benchmark',
    BANK_URL: 'http://127.0.0.1:3001/paiement.cgi',
  });
  const exited = new Promise((_, reject) => api.once('exit', (code) => reject(new Error(`the API stopped (exit ${code})`))));
  const children = [api];
  try {
    await Promise.race([waitFor(`http://127.0.0.1:${apiPort}/health`), exited]);
    const sample = await (await waitFor(`http://127.0.0.1:${apiPort}${ROUTES.crowdfundings}`)).text();
    mkdirSync(join(__dirname, '..', 'results'), { recursive: true });
    const bodyFile = join(__dirname, '..', 'results', 'bare-body.json');
    writeFileSync(bodyFile, sample);
    children.push(await start(join(__dirname, 'bare-server.js'), [String(barePort), bodyFile], {}));
    await waitFor(`http://127.0.0.1:${barePort}/bare`);

    const rows = [];
    const targets = [['bare fastify (same bytes)', `http://127.0.0.1:${barePort}/bare`], ...Object.entries(ROUTES).map(([n, p]) => [n, `http://127.0.0.1:${apiPort}${p}`])];
    for (const [name, url] of targets) {
      await load(url, 2).catch(() => undefined); // warm-up pass, short: JIT, caches, pools
      const r = await load(url);
      rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, bytes: r.throughput.average });
    }
    const bare = rows[0].rps;
    console.log(`\nCatalogue benchmark: ${connections} connections, ${seconds} s per route, Node ${process.version}\n`);
    console.log('route                         req/s     p50 ms   p99 ms   ratio   errors');
    for (const r of rows) {
      console.log(`${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${(r.rps / bare * 100).toFixed(0).padStart(4)} %   ${r.errors}`);
    }
    writeFileSync(join(__dirname, '..', 'results', `catalogue-${Date.now()}.json`), JSON.stringify({ connections, seconds, rows }, null, 2));
  } finally {
    for (const c of children) c.kill('SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
