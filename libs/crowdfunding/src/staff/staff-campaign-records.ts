import { imageUrl, type RewardProductRow } from '@shop/catalogue';
import { euros, isoDate } from '@shop/common';
import type { DataSource, EntityManager } from 'typeorm';
import { campaignState, type CampaignState } from './campaign-rules';

type Db = DataSource | EntityManager;

/** A campaign as staff edit it (docs/back-office.md, 'Crowdfunding'). */
export interface StaffCampaignRecord {
  id: number;
  slug: string;
  /** The slugs it had, newest first: its old addresses still answer. */
  old_slugs: string[];
  title: string;
  label: number;
  book: number | null;
  author: number | null;
  start_date: string;
  end_date: string;
  release_date: string | null;
  /** Euros for goal type 1, books for goal type 2. */
  goal: number;
  goal_type: 1 | 2;
  cover: string | null;
  video: string | null;
  description: string;
  description_text: string;
  christmas: boolean;
  facebook_pixel_id: string | null;
  disabled: boolean;
  /** Being prepared: only staff see it, nobody backs it. */
  draft: boolean;
  state: CampaignState;
  rewards_count: number;
  version: number;
  updated_at: string;
}

export interface CampaignRow {
  id: number;
  slug: string;
  title: string;
  label_id: number;
  book_id: number | null;
  author_id: number | null;
  start_date: Date;
  end_date: Date;
  release_date: string | Date | null;
  goal: number;
  goal_type: 1 | 2;
  cover: string | null;
  video: string | null;
  description: string;
  description_text: string;
  christmas: boolean;
  facebook_pixel_id: string | null;
  disabled: boolean;
  draft: boolean;
  old_slugs: string[] | null;
  rewards_count: number;
  version: number;
  updated_at: Date;
}

export const CAMPAIGN_COLUMNS = `cf.id, cf.slug, cf.title, cf.label_id, cf.book_id, cf.author_id, cf.start_date, cf.end_date, cf.release_date::text AS release_date,
  cf.goal, cf.goal_type, cf.cover, cf.video, cf.description, cf.description_text, cf.christmas, cf.facebook_pixel_id, cf.disabled, cf.draft, cf.version, cf.updated_at,
  (SELECT count(*)::int FROM compensations k WHERE k.crowdfunding_id = cf.id) AS rewards_count,
  ARRAY(SELECT o.slug FROM campaign_old_slugs o WHERE o.campaign_id = cf.id ORDER BY o.created_at DESC, o.slug) AS old_slugs`;

export function campaignRecord(row: CampaignRow, now: Date): StaffCampaignRecord {
  const startDate = new Date(row.start_date);
  const endDate = new Date(row.end_date);
  return {
    id: row.id,
    slug: row.slug,
    old_slugs: row.old_slugs ?? [],
    title: row.title,
    label: row.label_id,
    book: row.book_id,
    author: row.author_id,
    start_date: startDate.toISOString(),
    end_date: endDate.toISOString(),
    release_date: isoDate(row.release_date),
    goal: row.goal_type === 1 ? row.goal / 100 : row.goal,
    goal_type: row.goal_type,
    cover: imageUrl(row.cover),
    video: row.video,
    description: row.description,
    description_text: row.description_text,
    christmas: row.christmas,
    facebook_pixel_id: row.facebook_pixel_id,
    disabled: row.disabled,
    draft: row.draft,
    state: campaignState({ disabled: row.disabled, startDate, endDate }, now),
    rewards_count: row.rewards_count,
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function campaignRow(db: Db, id: number, forUpdate = false): Promise<CampaignRow | null> {
  if (!Number.isSafeInteger(id)) return null;
  if (forUpdate) await db.query('SELECT 1 FROM crowdfundings WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<CampaignRow[]>(`SELECT ${CAMPAIGN_COLUMNS} FROM crowdfundings cf WHERE cf.id = $1`, [id]);
  return row ?? null;
}

/** A reward as staff edit it: its product's fields, crowdfunding's, and what was paid and held of it. */
export interface StaffRewardRecord {
  id: number;
  campaign: number;
  slug: string;
  name: string;
  price: string;
  vat_rate: string;
  description: string;
  description_text: string;
  image: string | null;
  limited: boolean;
  limited_quantity: number | null;
  bookseller_only: boolean;
  locked_by_voucher: boolean;
  dedication: boolean;
  donation: boolean;
  books_count: number;
  /** A composite reward's share of the price due to its books (5,5 %; the rest at 20 %), null: none. */
  book_share: string | null;
  release_date: string | null;
  variants: { id: number; name: string; stock: number }[];
  position: number;
  closed: boolean;
  /** Units paid contributions took: above 0, the price is fixed and the reward can only be closed. */
  paid_quantity: number;
  version: number;
  updated_at: string;
}

/** crowdfunding's own row of a reward, with the units paid contributions took of it. */
export interface CompensationRow {
  product_id: number;
  crowdfunding_id: number;
  limited: boolean;
  limited_quantity: number | null;
  release_date: string | Date | null;
  dedication: boolean;
  donation: boolean;
  books_count: number;
  book_share_cents: number | null;
  position: number;
  closed: boolean;
  paid: number;
}

const COMPENSATION_COLUMNS = `k.product_id, k.crowdfunding_id, k.limited, k.limited_quantity, k.release_date::text AS release_date, k.dedication, k.donation,
  k.books_count, k.book_share_cents, k.position, k.closed,
  coalesce((SELECT sum(r.quantity)::int FROM contribution_rewards r WHERE r.compensation_id = k.product_id), 0) AS paid`;

export async function compensationRow(db: Db, id: number, forUpdate = false): Promise<CompensationRow | null> {
  if (!Number.isSafeInteger(id)) return null;
  // Locked as a cart's confirmation locks it (RewardLimits): no hold is taken while a limit changes.
  if (forUpdate) await db.query('SELECT 1 FROM compensations WHERE product_id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<CompensationRow[]>(`SELECT ${COMPENSATION_COLUMNS} FROM compensations k WHERE k.product_id = $1`, [id]);
  return row ?? null;
}

export async function compensationRows(db: Db, campaignId: number): Promise<CompensationRow[]> {
  return db.query<CompensationRow[]>(`SELECT ${COMPENSATION_COLUMNS} FROM compensations k WHERE k.crowdfunding_id = $1 ORDER BY k.position, k.product_id`, [campaignId]);
}

export function rewardRecord(k: CompensationRow, p: RewardProductRow): StaffRewardRecord {
  return {
    id: k.product_id,
    campaign: k.crowdfunding_id,
    slug: p.slug,
    name: p.name,
    price: euros(p.price_cents),
    vat_rate: String(p.vat_rate_bp / 100),
    description: p.description,
    description_text: p.description_text,
    image: imageUrl(p.image),
    limited: k.limited,
    limited_quantity: k.limited_quantity,
    bookseller_only: p.bookseller_only,
    locked_by_voucher: p.locked_by_voucher,
    dedication: k.dedication,
    donation: k.donation,
    books_count: k.books_count,
    book_share: k.book_share_cents === null ? null : euros(k.book_share_cents),
    release_date: isoDate(k.release_date),
    variants: p.variants.map((v) => ({ id: v.id, name: v.name, stock: v.stock })),
    position: k.position,
    closed: k.closed,
    paid_quantity: k.paid,
    version: p.version,
    updated_at: new Date(p.updated_at).toISOString(),
  };
}

/** What the audit trail compares: the fields a form edits (not the derived twins, counts, the version or the time). */
export function auditedFields(record: object, derived: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...record };
  for (const key of ['id', 'version', 'updated_at', ...derived]) delete fields[key];
  return fields;
}
