import { DrfNotFound, DrfValidationError, INPUT_MESSAGES, sanitizeRichText } from '@shop/common';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** A campaign's news item as staff edit it (docs/back-office.md). */
export interface StaffNewsRecord {
  id: number;
  campaign: number;
  subject: string;
  /** ISO instant. */
  date: string;
  /** Sanitised HTML. */
  content: string;
  version: number;
  updated_at: string;
}

export interface NewsRow {
  id: number;
  crowdfunding_id: number;
  subject: string;
  date: Date;
  content: string;
  version: number;
  updated_at: Date;
}

export const NEWS_COLUMNS = 'n.id, n.crowdfunding_id, n.subject, n.date, n.content, n.version, n.updated_at';

export function newsRecord(row: NewsRow): StaffNewsRecord {
  return {
    id: row.id,
    campaign: row.crowdfunding_id,
    subject: row.subject,
    date: new Date(row.date).toISOString(),
    content: row.content,
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function newsRow(db: Db, id: number, forUpdate = false): Promise<NewsRow | null> {
  const [row] = await db.query<NewsRow[]>(`SELECT ${NEWS_COLUMNS} FROM crowdfunding_news n WHERE n.id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

/** 404 unless the campaign exists (its news and FAQ live under it). */
export async function requireCampaign(db: Db, campaignId: number): Promise<void> {
  const [found] = await db.query<unknown[]>('SELECT 1 FROM crowdfundings WHERE id = $1', [campaignId]);
  if (!found) throw new DrfNotFound();
}

/** `%…%` of a search box, its own % and _ taken literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the audit trail compares: the fields a form edits. */
export function editedFields<T extends { id: number; version: number; updated_at: string }>(record: T): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...record };
  for (const key of ['id', 'version', 'updated_at']) delete fields[key];
  return fields;
}

/** A deleted record's audit changes: each edited field from its last value to null. */
export function removedFields(fields: Record<string, unknown>): Record<string, { from: unknown; to: null }> {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, { from: value ?? null, to: null }]));
}

/** The sanitised HTML of a rich text that must say something: one that sanitises to nothing is a 400. */
export function requiredRichText(field: string, html: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) throw DrfValidationError.single(field, INPUT_MESSAGES.blank);
  return clean;
}
