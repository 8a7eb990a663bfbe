#!/usr/bin/env node
/**
 * Public search benchmark: `GET api/search/suggestions/` (the header's field, asked at each pause
 * in typing) and `GET api/search/` (the results page) on the scale data set (npm run seed:scale:
 * 8,000 books, 2,000 goodies, 800 authors, 500 campaigns in ten labels), against the built API in
 * production mode, and in the same run a bare Fastify route serving the same bytes.
 *
 * The queries are drawn from the data set with a fixed seed, as visitors type them: titles typed
 * letter by letter (every prefix from two characters, as the field asks), whole titles, titles with a
 * typo, authors' names, ISBNs with hyphens. The API's micro-cache is on, as in production. The first
 * route sends what a shop sees (a few titles typed by many visitors, most by few: Zipf's law), where
 * the cache answers the popular prefixes; every other route sends each query once, so the cache
 * never answers and the figures are the database's and the code's. Prints requests/s and p50/p95/p99
 * of each route (latencies of every answer, from autocannon's response events) and whether p99
 * meets the target (50 ms).
 *
 *   npm run build && npm run seed:scale && npm run bench:search
 * Env: SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_scale), BENCH_SEARCH_PORT
 *      (3194), and those of bench/support (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_API_MAIN,
 *      BENCH_NODE_OPTIONS).
 */
const autocannon = require('autocannon');
const { Pool } = require('pg');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { connections, run, seconds, withApi } = require('../support');

const SCALE_DATABASE = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_scale';
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3194);
const TARGET_P99_MS = 50;
const WARM_UP_SECONDS = 2;

/** A small deterministic generator (mulberry32): the same queries at every run. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const shuffle = (items, random) => {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};

/** One typing mistake in the longest word: a letter replaced, dropped, doubled, or two swapped. */
function misspelt(title, random) {
  const words = title.split(' ');
  const longest = words.reduce((best, word, i) => (word.length > words[best].length ? i : best), 0);
  const word = words[longest];
  if (word.length < 4) return null;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const edits = [
    () => word.slice(0, at) + letters[Math.floor(random() * 26)] + word.slice(at + 1),
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at] + word.slice(at),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
  ];
  words[longest] = edits[Math.floor(random() * edits.length)]();
  return words.join(' ');
}

/** An ISBN-13 as printed on a cover: 978-2-493120-01-4. */
const hyphenated = (isbn) => `${isbn.slice(0, 3)}-${isbn[3]}-${isbn.slice(4, 10)}-${isbn.slice(10, 12)}-${isbn[12]}`;

/** The queries of each kind, from the data set's published catalogue (drafts and hidden things are no one's query). */
async function drawQueries(database) {
  const pool = new Pool({ connectionString: database, max: 1 });
  try {
    const books = (
      await pool.query(`SELECT p.name, b.isbn FROM products p JOIN books b ON b.product_id = p.id WHERE p.type = 'book' AND NOT p.draft AND NOT p.bookseller_only ORDER BY p.id`)
    ).rows;
    const authors = (await pool.query('SELECT name FROM authors ORDER BY id')).rows.map((row) => row.name);
    const random = prng(20261203);
    const titles = shuffle(
      books.map((book) => book.name),
      random,
    );
    // Letter by letter, from two characters, as the field asks (the debounce skips some in life; all are sent here).
    const typed = titles.flatMap((title) => Array.from({ length: title.length - 1 }, (_, i) => title.slice(0, i + 2)).filter((text) => !/\s$/.test(text)));
    const typos = titles.map((title) => misspelt(title, random)).filter(Boolean);
    const isbns = shuffle(
      books.filter((book) => book.isbn).map((book) => hyphenated(book.isbn.replace(/\D/g, ''))),
      random,
    );
    const mixed = shuffle([...titles, ...typos, ...shuffle(authors, random), ...isbns, ...typed.filter(() => random() < 0.05)], random);
    // As a shop's visitors type: a few titles are sought by many, most by few (Zipf's law over 500
    // titles, each typed letter by letter from two characters): the same prefixes come back.
    const popular = titles.slice(0, 500).map((title) => Array.from({ length: title.length - 1 }, (_, i) => title.slice(0, i + 2)).filter((text) => !/\s$/.test(text)));
    const weights = popular.map((_, rank) => 1 / (rank + 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    const zipf = [];
    while (zipf.length < 200_000) {
      let pick = random() * sum;
      let rank = 0;
      while (pick > weights[rank]) pick -= weights[rank++];
      zipf.push(...popular[rank]);
    }
    return { typed, titles, typos, isbns, mixed, zipf };
  } finally {
    await pool.end();
  }
}

/**
 * What the SPA's calls carry: the anti-forgery cookie the API set on the page's first answer (without
 * it, every answer would draw and sign a new one, which no browser asks for).
 */
const BROWSER_HEADERS = { cookie: `csrftoken=${'b'.repeat(32)}`, accept: 'application/json' };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const round = (value) => Math.round(value * 10) / 10;

/**
 * One autocannon run of `duration` seconds on `connections` connections, each request to the next
 * path of `paths` (each used once at most: a run needing more says so). Latencies of every answer.
 */
function load(base, paths, duration, offset = 0) {
  return new Promise((resolve, reject) => {
    let next = offset;
    let errors = 0;
    const latencies = [];
    const setupRequest = (req) => ({ ...req, path: paths[next++ % paths.length] });
    const instance = autocannon({ url: base, connections, pipelining: 1, duration, headers: BROWSER_HEADERS, requests: [{ setupRequest }] }, (err, result) => {
      if (err) return reject(err);
      resolve({ latencies, errors: errors + result.errors, rps: latencies.length / duration, sent: next - offset });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) errors++;
    });
  });
}

/** Warms up on the list's first paths, then measures on the next ones (never the same query twice). */
async function measure(name, base, paths) {
  const warm = await load(base, paths, WARM_UP_SECONDS);
  const r = await load(base, paths, seconds, warm.sent);
  if (name.includes('once') && warm.sent + r.sent > paths.length) console.warn(`${name}: ${warm.sent + r.sent - paths.length} queries sent twice (list of ${paths.length})`);
  const sorted = r.latencies.sort((a, b) => a - b);
  return { name, rps: round(r.rps), p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), errors: r.errors };
}

const suggestions = (q) => `/api/search/suggestions/?q=${encodeURIComponent(q)}`;
const results = (q) => `/api/search/?q=${encodeURIComponent(q)}&limit=24`;

function report(rows, extra) {
  console.log(`\nSearch benchmark on the scale data set: ${connections} connections, ${seconds} s per route, Node ${process.version}\n`);
  console.log('route                                req/s     p50 ms   p95 ms   p99 ms   errors   p99 target');
  for (const r of rows) {
    const verdict = r.name.startsWith('bare') || r.name.startsWith('api route') ? '' : r.p99 <= TARGET_P99_MS ? `MET (≤ ${TARGET_P99_MS} ms)` : `NOT MET (> ${TARGET_P99_MS} ms)`;
    console.log(
      `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p95).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(r.errors).padStart(6)}   ${verdict}`,
    );
  }
  const dir = join(__dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `search-scale-${Date.now()}.json`), JSON.stringify({ connections, seconds, target: TARGET_P99_MS, rows, ...extra }, null, 2));
}

run(async () => {
  const queries = await drawQueries(SCALE_DATABASE).catch((error) => {
    throw new Error(`The scale data set is missing or unreadable at ${SCALE_DATABASE}: npm run build:server && npm run seed:scale first (${error.message})`);
  });
  await withApi({ port: PORT, database: SCALE_DATABASE, env: { SEED_DEMO: 'never' } }, async ({ url, bare }) => {
    const sample = await (await fetch(url + suggestions('les heures blan'))).text();
    const bareUrl = await bare(PORT + 1, sample, 'bare-search-suggestions.json');
    const bareBase = bareUrl.slice(0, -'/bare'.length);
    const rows = [
      await measure('bare fastify (same bytes)', bareBase, ['/bare']),
      // The API's own floor: its cheapest route (no input, no database) through the same hooks and framework.
      await measure('api route without database', url, ['/api/relays/map-tiles/']),
      await measure('suggestions, popular titles typed', url, queries.zipf.map(suggestions)),
      await measure('suggestions, typed, each once', url, queries.typed.map(suggestions)),
      await measure('suggestions, misspelt, each once', url, queries.typos.map(suggestions)),
      await measure('suggestions, ISBN, each once', url, queries.isbns.map(suggestions)),
      await measure('suggestions, mixed, each once', url, queries.mixed.map(suggestions)),
      await measure('results page, mixed, each once', url, queries.mixed.map(results)),
    ];
    report(rows, { database: new URL(SCALE_DATABASE).pathname.slice(1), queries: Object.fromEntries(Object.entries(queries).map(([kind, list]) => [kind, list.length])) });
  });
});
