import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A newsletter as staff see and edit it; the counts come from its recipients. */
export interface NewsletterRecord {
  id: number;
  subject: string;
  content: string;
  label: number;
  status: NewsletterStatus;
  scheduled_at: string | null;
  started_at: string | null;
  sent_at: string | null;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface NewsletterRow {
  id: number;
  subject: string;
  content: string;
  label_id: number;
  status: NewsletterStatus;
  scheduled_at: Date | null;
  started_at: Date | null;
  sent_at: Date | null;
  total_count: number;
  sent: number;
  failed: number;
  skipped: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** The row and its recipients counted by status (an index on the pending ones keeps a big list cheap enough). */
export const NEWSLETTER_COLUMNS = `n.id, n.subject, n.content, n.label_id, n.status, n.scheduled_at, n.started_at, n.sent_at, n.total_count, n.version, n.created_at, n.updated_at,
  (SELECT count(*) FILTER (WHERE r.status = 'sent') FROM newsletter_recipients r WHERE r.newsletter_id = n.id)::int AS sent,
  (SELECT count(*) FILTER (WHERE r.status = 'failed') FROM newsletter_recipients r WHERE r.newsletter_id = n.id)::int AS failed,
  (SELECT count(*) FILTER (WHERE r.status = 'skipped') FROM newsletter_recipients r WHERE r.newsletter_id = n.id)::int AS skipped`;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function newsletterRecord(row: NewsletterRow): NewsletterRecord {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    label: row.label_id,
    status: row.status,
    scheduled_at: iso(row.scheduled_at),
    started_at: iso(row.started_at),
    sent_at: iso(row.sent_at),
    total: row.total_count,
    sent: row.sent,
    failed: row.failed,
    skipped: row.skipped,
    version: row.version,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function newsletterRow(db: Db, id: number, forUpdate = false): Promise<NewsletterRow | null> {
  // FOR UPDATE cannot go with the counts' aggregates: lock first, then read.
  if (forUpdate) await db.query('SELECT id FROM newsletters WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<NewsletterRow[]>(`SELECT ${NEWSLETTER_COLUMNS} FROM newsletters n WHERE n.id = $1`, [id]);
  return row ?? null;
}

/** What the audit trail compares. */
export function newsletterAudited(record: NewsletterRecord): Record<string, unknown> {
  return { subject: record.subject, content: record.content, label: record.label, status: record.status, scheduled_at: record.scheduled_at };
}
