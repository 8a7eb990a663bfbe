import { seedDemoUsers } from '@shop/auth';
import { seedDemoVouchers } from '@shop/wallet';
import type { DataSource, QueryRunner } from 'typeorm';
import { authorRows } from './authors';
import { backerRows } from './backers';
import { bookProductRows, bookRows } from './books';
import { campaignRows } from './campaigns';
import { eventAuthorRows, EVENT_IDS, eventRows } from './events';
import { attributeRows, attributeTypeRows, goodieProductAttributeRows, goodieProductRows, goodieVariantAttributeRows, goodieVariantRows, productLinkRows } from './goodies';
import { labelRows } from './labels';
import { faqRows, newsRows } from './news';
import { compensationRows, rewardProductAttributeRows, rewardProductRows, rewardVariantAttributeRows, rewardVariantRows } from './rewards';
import { replaceLinks, resetSequence, upsert, type Row } from './sql';

/** Rows written by the seed, per table. */
export type SeedSummary = Record<string, number>;

/** Tables with a serial id whose sequence must follow the explicit demo ids. */
const SERIAL_TABLES = [
  'labels',
  'authors',
  'products',
  'product_variants',
  'attribute_types',
  'attributes',
  'events',
  'crowdfundings',
  'crowdfunding_news',
  'crowdfunding_faqs',
  'contributions',
  'contribution_rewards',
];

const ids = (rows: Row[], column = 'id') => rows.map((r) => Number(r[column]));

async function writeDemo(q: QueryRunner, now: Date): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  // Parents before children, in foreign-key order.
  summary.labels = await upsert(q, 'labels', labelRows(), { touch: true });
  summary.authors = await upsert(q, 'authors', authorRows(), { touch: true });
  summary.attribute_types = await upsert(q, 'attribute_types', attributeTypeRows());
  summary.attributes = await upsert(q, 'attributes', attributeRows());

  const products = [...bookProductRows(now), ...goodieProductRows(), ...rewardProductRows()];
  summary.products = await upsert(q, 'products', products, { touch: true });
  summary.books = await upsert(q, 'books', bookRows(now), { key: ['product_id'] });
  const variants = [...goodieVariantRows(), ...rewardVariantRows()];
  summary.product_variants = await upsert(q, 'product_variants', variants, { touch: true });

  const productIds = ids(products);
  summary.product_attributes = await replaceLinks(q, 'product_attributes', 'product_id', productIds, [...goodieProductAttributeRows(), ...rewardProductAttributeRows()]);
  summary.variant_attributes = await replaceLinks(q, 'variant_attributes', 'variant_id', ids(variants), [...goodieVariantAttributeRows(), ...rewardVariantAttributeRows()]);
  summary.product_links = await replaceLinks(q, 'product_links', 'product_id', productIds, productLinkRows());

  summary.events = await upsert(q, 'events', eventRows(now), { touch: true });
  summary.event_authors = await replaceLinks(q, 'event_authors', 'event_id', EVENT_IDS, eventAuthorRows());

  summary.crowdfundings = await upsert(q, 'crowdfundings', campaignRows(now), { touch: true });
  summary.compensations = await upsert(q, 'compensations', compensationRows(now), { key: ['product_id'] });
  summary.crowdfunding_news = await upsert(q, 'crowdfunding_news', newsRows(now));
  summary.crowdfunding_faqs = await upsert(q, 'crowdfunding_faqs', faqRows());

  const backers = backerRows(now);
  summary.contributions = await upsert(q, 'contributions', backers.contributions);
  summary.contribution_rewards = await upsert(q, 'contribution_rewards', backers.rewards);

  for (const table of SERIAL_TABLES) await resetSequence(q, table);
  await seedDemoUsers(q.manager, now);
  // The reader's gift card: after the accounts it belongs to.
  await seedDemoVouchers(q.manager, now);
  return summary;
}

/**
 * Writes the whole demo (labels, catalogue, campaigns, backers, events) in one transaction.
 * Idempotent: fixed ids and upserts, so a second run leaves the same rows; dates follow `now`.
 */
export async function seedDemo(dataSource: DataSource, now: Date = new Date()): Promise<SeedSummary> {
  const q = dataSource.createQueryRunner();
  await q.connect();
  await q.startTransaction();
  try {
    const summary = await writeDemo(q, now);
    await q.commitTransaction();
    return summary;
  } catch (error) {
    await q.rollbackTransaction();
    throw error;
  } finally {
    await q.release();
  }
}

/** True when no label exists yet: the signal to seed the demo on first start (SEED_DEMO=auto). */
export async function isCatalogueEmpty(dataSource: DataSource): Promise<boolean> {
  const rows: { empty: boolean }[] = await dataSource.query('SELECT NOT EXISTS (SELECT 1 FROM labels) AS empty');
  return rows[0].empty;
}

// The scale data set (npm run seed:scale): the demo's generators at a multiplier.
export { Prng } from './prng';
export { scaleSizes, SCALE_IDS, SCALE_NOW, SCALE_HISTORY_DAYS, type ScaleSizes } from './scale/scale-sizes';
export { scaleCatalogue, SCALE_LABEL_IDS, type ScaleCatalogue, type ScaleProduct } from './scale/scale-catalogue';
export { scaleCampaignPlans, nameCampaigns, scaleRewards, scaleCampaignRows, type ScaleCampaign, type ScaleReward, type ScaleRewards } from './scale/scale-campaigns';
export { scalePeople, scaleReaderEmail, scaleBooksellerEmail, type ScaleBuyer, type ScalePeople } from './scale/scale-people';
export { DEDICATION_NAMES } from './scale/words';
