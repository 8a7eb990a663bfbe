/**
 * What the API benchmarks share: the built API started in production mode on a database of its own,
 * a bare Fastify route serving the same bytes (the baseline), autocannon runs and the printed report.
 * Env read here: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_API_MAIN (the built API,
 * default dist/apps/api/src/main.js), BENCH_NODE_OPTIONS (extra node flags for the API, e.g. --cpu-prof).
 */
const autocannon = require('autocannon');
const { fork } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdirSync, writeFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const resultsDir = join(__dirname, '..', 'results');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function start(script, args, env, execArgv = []) {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { env: { ...process.env, ...env }, execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
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

/** One autocannon run: `options` is autocannon's (url, headers, requests…). */
function load(options, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, pipelining: 1, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Runs `body(bench)` with the built API listening on `port` (production mode, demo seeded on first
 * start), then stops every process started. `bench` gives the API's URL, its child process (`api`)
 * and `bare(port, bytes, file)`, which starts the baseline route serving `bytes`.
 */
async function withApi({ port, database, env = {} }, body) {
  const apiMain = process.env.BENCH_API_MAIN ?? join(root, 'dist/apps/api/src/main.js');
  if (!existsSync(apiMain)) throw new Error('Build first: npm run build');
  const execArgv = (process.env.BENCH_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  const api = await start(
    apiMain,
    [],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database,
      SEED_DEMO: 'auto',
      JWT_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN: randomBytes(16).toString('hex'),
      // Production mode asks for bank settings; the benchmarks never pay, test values do.
      MONETICO_TPE: '0000001',
      MONETICO_KEY: '0123456789ABCDEF0123456789ABCDEF01234567',
      MONETICO_COMPANY: 'benchmark',
      BANK_URL: 'http://127.0.0.1:3001/paiement.cgi',
      ...env,
    },
    execArgv,
  );
  const exited = new Promise((_, reject) => api.once('exit', (code) => reject(new Error(`the API stopped (exit ${code})`))));
  exited.catch(() => undefined);
  const children = [api];
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([waitFor(`${url}/health`), exited]);
    const bare = async (barePort, bytes, name) => {
      mkdirSync(resultsDir, { recursive: true });
      const bodyFile = join(resultsDir, name);
      writeFileSync(bodyFile, bytes);
      children.push(await start(join(__dirname, 'bare-server.js'), [String(barePort), bodyFile], {}));
      await waitFor(`http://127.0.0.1:${barePort}/bare`);
      return `http://127.0.0.1:${barePort}/bare`;
    };
    return await body({ url, bare, api });
  } finally {
    // SIGINT: the API shuts down gracefully, so that a --cpu-prof profile gets written.
    for (const c of children) c.kill('SIGINT');
  }
}

/** Each target after a short warm-up pass (JIT, caches, pools): [name, autocannon options]. */
async function measure(targets) {
  const rows = [];
  for (const [name, options] of targets) {
    await load(options, 2).catch(() => undefined);
    const r = await load(options);
    rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, bytes: r.throughput.average });
  }
  return rows;
}

/**
 * Prints the rows (the first is the baseline of the ratio) and keeps them in bench/results/<file>-<time>.json,
 * with `extra` (more figures of the same run) beside them.
 */
function report(title, file, rows, extra = {}) {
  const bare = rows[0].rps;
  console.log(`\n${title}: ${connections} connections, ${seconds} s per route, Node ${process.version}\n`);
  console.log('route                         req/s     p50 ms   p99 ms   ratio   errors');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${((r.rps / bare) * 100).toFixed(1).padStart(5)} %   ${r.errors}`,
    );
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${file}-${Date.now()}.json`), JSON.stringify({ connections, seconds, rows, ...extra }, null, 2));
}

/** A logged-in user with the anti-forgery cookie, as the SPA sends it: its headers and a JSON `call`. */
async function session(api, email, password) {
  const health = await fetch(`${api}/health`);
  const csrf = health.headers
    .getSetCookie()
    .find((c) => c.startsWith('csrftoken='))
    .split(';')[0]
    .slice('csrftoken='.length);
  const base = { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };
  const token = await fetch(`${api}/api/token/`, { method: 'POST', headers: base, body: JSON.stringify({ email, password }) });
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

/**
 * Drops a benchmark's database (the API creates, migrates and seeds it again on start): every run
 * starts from the same state, never from what earlier runs left (a cart table grown run after run
 * outgrows PostgreSQL's buffers and slows the writes down).
 */
async function dropDatabase(url) {
  const { Pool } = require('pg');
  const server = new URL(url);
  const name = server.pathname.slice(1);
  server.pathname = '/postgres';
  const admin = new Pool({ connectionString: server.toString(), max: 1 });
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Runs a benchmark's main, exit code 1 on failure. */
function run(main) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

module.exports = { connections, seconds, dropDatabase, load, measure, report, run, session, withApi };
