import { Logger } from '@nestjs/common';
import { hashPassword, DEMO_PASSWORD } from '@shop/auth';
import { sellerOf } from '@shop/cart';
import { copyFrom, dataSourceOptions, dropDatabase, loadConfig } from '@shop/common';
import { campaignOutcome } from '@shop/crowdfunding';
import {
  nameCampaigns,
  Prng,
  scaleCampaignPlans,
  scaleCampaignRows,
  scaleCatalogue,
  SCALE_IDS,
  SCALE_LABEL_IDS,
  SCALE_NOW,
  scalePeople,
  scaleRewards,
  scaleSizes,
  seedDemo,
  type ScaleCampaign,
  type ScaleReward,
  type ScaleSizes,
} from '@shop/demo-data';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { prepareDatabase } from '../prepare-database';
import { foreignKeyViolations } from './foreign-keys';
import { planOrder, OrderTallies, type OrderSources } from './scale-orders';
import { OrderBatch, tableRows, type CampaignTally, type TableRows } from './scale-tables';

/** Orders decided between two COPYs of the order tables. */
const BATCH_ORDERS = 2_000;

/** Tables whose serial ids the scale rows wrote explicitly: their sequences must follow. */
const SERIALS: [string, string][] = [
  ['labels', 'id'],
  ['authors', 'id'],
  ['products', 'id'],
  ['product_variants', 'id'],
  ['crowdfundings', 'id'],
  ['contributions', 'id'],
  ['contribution_rewards', 'id'],
  ['users', 'id'],
  ['booksellers', 'id'],
  ['addresses', 'id'],
  ['stream_events', 'global_position'],
];

export interface ScaleLoadReport {
  scale: number;
  sizes: ScaleSizes;
  /** Rows written per table by the scale data set (the demo's not counted). */
  rows: Record<string, number>;
  seconds: { total: number; prepare: number; catalogue: number; orders: number; finish: number };
  databaseBytes: number;
}

/** The database's name in its URL: it must say it is a scale database, the load drops it first. */
export function requireScaleDatabase(databaseUrl: string): void {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/scale/i.test(name)) throw new Error(`seed:scale : la base « ${name} » sera effacée ; son nom doit contenir « scale » (SCALE_DATABASE_URL)`);
}

const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;

/**
 * A goal that gives the campaign the outcome it was drawn for: ended ones mostly succeeded, some
 * failed; running ones anywhere between a third and more than their goal; upcoming ones any goal.
 */
function goalOf(c: ScaleCampaign, tally: CampaignTally | undefined, now: Date, rng: Prng): number {
  const measure = c.goalType === 1 ? (tally?.collectedCents ?? 0) : (tally?.books ?? 0);
  const unit = c.goalType === 1 ? 5_000 : 10;
  const fallback = c.goalType === 1 ? rng.int(6, 18) * 50_000 : rng.int(15, 40) * 10;
  if (measure === 0 || c.start > now) return fallback;
  if (c.end <= now) {
    if (rng.chance(0.85)) return Math.max(unit, Math.floor(measure / (1.02 + rng.next() * 1.3) / unit) * unit);
    return Math.ceil(measure / (0.3 + rng.next() * 0.6) / unit) * unit + unit;
  }
  return Math.max(unit, Math.round(measure / (0.3 + rng.next() * 1.1) / unit) * unit);
}

async function copyAll(client: Client, tables: TableRows[], rows: Record<string, number>): Promise<void> {
  for (const t of tables) {
    if (t.lines.length === 0) continue;
    rows[t.table] = (rows[t.table] ?? 0) + (await copyFrom(client, t.table, t.columns, t.lines));
  }
}

/** Lets the socket drain the COPY under way while the next batch is decided. */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Writes the scale data set into its own database: drops and creates it, runs the migrations,
 * seeds the demo (its accounts stay usable), then COPYs the catalogue, the accounts and the paid
 * orders with their event streams, and brings the read models in step the code's own way
 * (campaign_stats_count, product and campaign cards marked stale for the API's start to write, the
 * search documents rebuilt).
 */
export async function loadScaleDataSet(databaseUrl: string, scale: number, logger = new Logger('SeedScale')): Promise<ScaleLoadReport> {
  requireScaleDatabase(databaseUrl);
  const sizes = scaleSizes(scale);
  const now = SCALE_NOW;
  const started = performance.now();
  const rows: Record<string, number> = {};

  await dropDatabase(databaseUrl);
  await prepareDatabase({ databaseUrl, seedDemo: 'never' }, logger);
  const db = new DataSource(dataSourceOptions(databaseUrl, [], []));
  await db.initialize();
  try {
    await seedDemo(db, now);
  } finally {
    await db.destroy();
  }
  const prepared = performance.now();
  const phase = { prepare: seconds(started), catalogue: 0, orders: 0 };
  logger.log(`Base prête (migrations et démo) en ${seconds(started)} s ; SCALE=${scale} : ${JSON.stringify(sizes)}`);

  // One argon2 hash for every account: the demo's password.
  const people = scalePeople(sizes, now, await hashPassword(DEMO_PASSWORD));
  const campaigns = scaleCampaignPlans(sizes, now, SCALE_LABEL_IDS, SCALE_IDS.product);
  const catalogue = scaleCatalogue(
    sizes,
    now,
    campaigns.map((c) => ({ labelId: c.labelId, release: c.release })),
  );
  nameCampaigns(
    campaigns,
    catalogue.products.slice(0, campaigns.length).map((p) => ({ name: String(p.name), authorId: Number(p.author_id) })),
  );
  const prices = new Map(catalogue.sellable.map((p) => [p.id, p.priceCents]));
  const rewards = scaleRewards(
    campaigns,
    (bookId) => prices.get(bookId) ?? 2000,
    SCALE_IDS.product + catalogue.products.length,
    SCALE_IDS.variant + catalogue.variants.length,
    catalogue.slugs,
  );

  let ordered = 0;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Row triggers would recount a campaign for each of its contributions: this session loads
    // with them off (foreign keys included), then recounts once and checks every foreign key.
    await client.query("SET session_replication_role = 'replica'");
    await client.query('BEGIN');
    await copyAll(
      client,
      [
        tableRows('labels', catalogue.labels),
        tableRows('authors', catalogue.authors),
        tableRows('products', [...catalogue.products, ...rewards.products]),
        tableRows('books', catalogue.books),
        tableRows('product_variants', [...catalogue.variants, ...rewards.variants]),
        tableRows('variant_attributes', [...catalogue.variantAttributes, ...rewards.variantAttributes]),
        tableRows('product_attributes', [...catalogue.productAttributes, ...rewards.productAttributes]),
        tableRows('users', people.users),
        tableRows('booksellers', people.booksellers),
        tableRows('addresses', people.addresses),
      ],
      rows,
    );
    const catalogued = performance.now();
    phase.catalogue = seconds(prepared);
    logger.log(`Catalogue et comptes copiés en ${seconds(prepared)} s`);

    const rewardsByCampaign = new Map<number, ScaleReward[]>();
    for (const r of rewards.rewards) rewardsByCampaign.set(r.crowdfundingId, [...(rewardsByCampaign.get(r.crowdfundingId) ?? []), r]);
    const booksCount = new Map(rewards.rewards.map((r) => [r.compensationId, r.booksCount]));
    const sources: OrderSources = {
      now,
      products: [...catalogue.sellable].sort((a, b) => a.onSaleFrom.getTime() - b.onSaleFrom.getTime() || a.id - b.id),
      campaigns,
      rewardsByCampaign,
      readers: people.readers,
      booksellers: people.booksellerBuyers,
      seller: sellerOf(loadConfig()),
      labelIds: SCALE_LABEL_IDS,
    };
    const tallies = new OrderTallies();
    const [{ next }] = (await client.query<{ next: string }>('SELECT coalesce(max(global_position), 0) + 1 AS next FROM stream_events')).rows;
    const batch = new OrderBatch(Number(next), (id) => booksCount.get(id) ?? 0);
    let pending: Promise<void> = Promise.resolve();
    for (let rank = 0; rank < sizes.orders; rank++) {
      batch.add(planOrder(rank, sizes.orders, sources, tallies));
      if (rank % 200 === 199) await breathe();
      if ((rank + 1) % BATCH_ORDERS === 0 || rank + 1 === sizes.orders) {
        await pending;
        pending = copyAll(client, batch.take(), rows);
        if ((rank + 1) % (BATCH_ORDERS * 10) === 0) logger.log(`${rank + 1} commandes sur ${sizes.orders} (${seconds(catalogued)} s)`);
      }
    }
    await pending;
    const goals = new Prng(0x60a15);
    await copyAll(
      client,
      [
        tableRows(
          'crowdfundings',
          scaleCampaignRows(campaigns, (c) => goalOf(c, batch.tallies.get(c.id), now, goals)),
        ),
      ],
      rows,
    );
    await copyAll(client, [tableRows('compensations', rewards.compensations)], rows);
    phase.orders = seconds(catalogued);
    ordered = performance.now();
    logger.log(`${batch.counts.orders} commandes payées (${batch.counts.events} événements) copiées en ${seconds(catalogued)} s`);

    await client.query(
      `INSERT INTO invoice_counters (series, last_number) SELECT * FROM unnest($1::text[], $2::int[])
       ON CONFLICT (series) DO UPDATE SET last_number = EXCLUDED.last_number`,
      [[...tallies.invoiceCounters.keys()], [...tallies.invoiceCounters.values()]],
    );
    for (const [table, column] of SERIALS) {
      await client.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST((SELECT max(${column}) FROM ${table}), 1))`);
    }
    // The read models, as the triggers and the migration would have kept them: books' copies of their product, cards to write, stats recounted.
    await client.query('UPDATE books b SET label_id = p.label_id, draft = p.draft FROM products p WHERE p.id = b.product_id');
    await client.query('SELECT staff_order_counts_recount()');
    await client.query('INSERT INTO catalogue_product_cards (product_id) SELECT id FROM products ON CONFLICT (product_id) DO UPDATE SET stale = true');
    await client.query('INSERT INTO campaign_cards (crowdfunding_id) SELECT id FROM crowdfundings ON CONFLICT (crowdfunding_id) DO UPDATE SET stale = true');
    // The public search's documents, which its triggers would have written row by row.
    await client.query('SELECT search_documents_rebuild()');
    // Statistics first: the recount's plans need to know the tables are no longer empty.
    await client.query('ANALYZE contributions, contribution_rewards, compensations, crowdfundings');
    await client.query('SELECT campaign_stats_count(id) FROM crowdfundings');
    await recordOutcomes(client, now);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.query('RESET session_replication_role').catch(() => undefined);
    await client.end();
  }

  const check = new Client({ connectionString: databaseUrl });
  await check.connect();
  try {
    const broken = await foreignKeyViolations(check);
    if (broken.length) throw new Error(`seed:scale : clés étrangères non respectées : ${JSON.stringify(broken)}`);
    // Settled as a shop's tables are after years of autovacuum: every row frozen and its page marked
    // all-visible, statistics fresh. Left to autovacuum, the first vacuum of millions of rows just
    // loaded (and the hint bits each first read writes) would run under the benchmarks that follow.
    await check.query('VACUUM (FREEZE, ANALYZE)');
    const [{ bytes }] = (await check.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes')).rows;
    const report: ScaleLoadReport = {
      scale,
      sizes,
      rows,
      seconds: { total: seconds(started), prepare: phase.prepare, catalogue: phase.catalogue, orders: phase.orders, finish: seconds(ordered) },
      databaseBytes: Number(bytes),
    };
    return report;
  } finally {
    await check.end();
  }
}

/** The ended scale campaigns' outcomes, from the recounted stats, as the campaign closer records them. */
async function recordOutcomes(client: Client, now: Date): Promise<void> {
  const { rows } = await client.query<{ id: number; title: string; slug: string; goal_type: number; goal: number; collected: string; books: number }>(
    `SELECT f.id, f.title, f.slug, f.goal_type, f.goal, s.collected_cents AS collected, s.books_sold AS books
       FROM crowdfundings f JOIN campaign_stats s ON s.crowdfunding_id = f.id
      WHERE f.id >= $1 AND f.end_date <= $2 AND f.outcome IS NULL`,
    [SCALE_IDS.campaign, now],
  );
  const outcomes = rows.map((r) => ({
    id: r.id,
    collected: Number(r.collected),
    books: r.books,
    outcome: campaignOutcome({
      id: r.id,
      title: r.title,
      slug: r.slug,
      goalType: Number(r.goal_type) as 1 | 2,
      goal: r.goal,
      collectedCents: Number(r.collected),
      booksSold: r.books,
    }).outcome,
  }));
  await client.query(
    `UPDATE crowdfundings f SET outcome = o.outcome, outcome_recorded_at = f.end_date + interval '5 minutes', outcome_collected_cents = o.collected, outcome_books = o.books
       FROM unnest($1::int[], $2::text[], $3::int[], $4::int[]) AS o(id, outcome, collected, books) WHERE f.id = o.id`,
    [outcomes.map((o) => o.id), outcomes.map((o) => o.outcome), outcomes.map((o) => o.collected), outcomes.map((o) => o.books)],
  );
}
