#!/usr/bin/env node
/**
 * Catalogue benchmark: the two calls of the home page, the books page's list and a campaign's page
 * against the built API (production mode, seeded database), and in the same run a bare Fastify
 * route serving the same bytes.
 * Prints requests/s, p50 and p99 of each and the ratio to the bare route.
 * With BENCH_SCALE=1, the same routes again on the scale data set (npm run seed:scale: ten labels,
 * 10,000 products, 500 campaigns, 300,000 contributions), then each route's scale/demo ratio.
 *
 *   npm run build && npm run bench
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_bench), BENCH_CACHE_TTL_MS
 *      (2000; 0 = without the micro-cache), BENCH_SCALE (1: also on the scale data set),
 *      SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_scale), REDIS_URL, and
 *      those of bench/support (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_API_MAIN, BENCH_NODE_OPTIONS).
 */
const { Pool } = require('pg');
const { measure, report, run, withApi } = require('../support');
const { printScaleRatios } = require('../support/scale');

const DEMO_DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench';
const SCALE_DATABASE = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_scale';

/** The routes, with the campaign most backed of the database (the costliest page of its kind). */
function routes(campaignSlug) {
  return {
    crowdfundings: '/api/crowdfundings/?label=1&public=true&ordering=-start_date',
    books: '/api/books/?published=true&label=1&ordering=-project__release&limit=4',
    // The books page's list (12 books) and a campaign's page: the read model's two main reads.
    'books (12)': '/api/books/?published=true&label=1&ordering=-project__release&limit=12',
    'books (12), page 20': '/api/books/?published=true&label=1&ordering=-project__release&limit=12&offset=228',
    'campaign detail': `/api/crowdfundings/${campaignSlug}/`,
  };
}

/** The public campaign with the most contributions: on the demo, les Oiseaux de Tombouctou. */
async function mostBackedCampaign(database) {
  const pool = new Pool({ connectionString: database, max: 1 });
  try {
    const { rows } = await pool.query(
      `SELECT c.slug FROM crowdfundings c JOIN contributions k ON k.crowdfunding_id = c.id WHERE NOT c.draft GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
    );
    return rows[0]?.slug ?? 'les-oiseaux-de-tombouctou';
  } catch {
    // A database not created yet (the API creates and seeds it): the demo's campaign.
    return 'les-oiseaux-de-tombouctou';
  } finally {
    await pool.end();
  }
}

/** One run of every route on `database`: the rows, the bare route first. */
async function catalogueRun(database, port, title, file) {
  const campaign = await mostBackedCampaign(database);
  return withApi({ port, database, env: { CATALOGUE_CACHE_TTL_MS: process.env.BENCH_CACHE_TTL_MS ?? '2000' } }, async ({ url, bare }) => {
    const list = routes(campaign);
    const sample = await (await fetch(url + list.crowdfundings)).text();
    const bareUrl = await bare(port + 1, sample, `bare-body-${file}.json`);
    const rows = await measure([['bare fastify (same bytes)', { url: bareUrl }], ...Object.entries(list).map(([name, path]) => [name, { url: url + path }])]);
    report(title, file, rows, { database: new URL(database).pathname.slice(1), campaign });
    return rows;
  });
}

run(async () => {
  const demo = await catalogueRun(DEMO_DATABASE, 3190, 'Catalogue benchmark', 'catalogue');
  if (process.env.BENCH_SCALE !== '1') return;
  const scale = await catalogueRun(SCALE_DATABASE, 3192, 'Catalogue benchmark on the scale data set', 'catalogue-scale');
  printScaleRatios('catalogue', demo, scale);
});
