#!/usr/bin/env node
/**
 * Catalogue benchmark: the two calls of the home page, the books page's list and a campaign's page
 * against the built API (production mode, seeded database), and in the same run a bare Fastify
 * route serving the same bytes.
 * Prints requests/s, p50 and p99 of each and the ratio to the bare route.
 *
 *   npm run build && npm run bench
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_bench), BENCH_CACHE_TTL_MS
 *      (2000; 0 = without the micro-cache), REDIS_URL, and those of bench/support (BENCH_SECONDS,
 *      BENCH_CONNECTIONS, BENCH_API_MAIN, BENCH_NODE_OPTIONS).
 */
const { measure, report, run, withApi } = require('../support');

const ROUTES = {
  crowdfundings: '/api/crowdfundings/?label=1&public=true&ordering=-start_date',
  books: '/api/books/?published=true&label=1&ordering=-project__release&limit=4',
  // The books page's list (12 books) and a campaign's page: the read model's two main reads.
  'books (12)': '/api/books/?published=true&label=1&ordering=-project__release&limit=12',
  'campaign detail': '/api/crowdfundings/les-oiseaux-de-tombouctou/',
};

run(() =>
  withApi(
    {
      port: 3190,
      database: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench',
      // BENCH_CACHE_TTL_MS=0 measures the database path without the micro-cache.
      env: { CATALOGUE_CACHE_TTL_MS: process.env.BENCH_CACHE_TTL_MS ?? '2000' },
    },
    async ({ url, bare }) => {
      const sample = await (await fetch(url + ROUTES.crowdfundings)).text();
      const bareUrl = await bare(3191, sample, 'bare-body.json');
      const rows = await measure([['bare fastify (same bytes)', { url: bareUrl }], ...Object.entries(ROUTES).map(([name, path]) => [name, { url: url + path }])]);
      report('Catalogue benchmark', 'catalogue', rows);
    },
  ),
);
