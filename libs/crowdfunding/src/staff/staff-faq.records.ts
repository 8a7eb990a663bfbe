import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** A question and its answer on a campaign's FAQ, as staff edit it (docs/back-office.md). */
export interface StaffFaqRecord {
  id: number;
  campaign: number;
  question: string;
  /** Sanitised HTML. */
  response: string;
  position: number;
  version: number;
  updated_at: string;
}

export interface FaqRow {
  id: number;
  crowdfunding_id: number;
  question: string;
  response: string;
  position: number;
  version: number;
  updated_at: Date;
}

export const FAQ_COLUMNS = 'f.id, f.crowdfunding_id, f.question, f.response, f.position, f.version, f.updated_at';

export function faqRecord(row: FaqRow): StaffFaqRecord {
  return {
    id: row.id,
    campaign: row.crowdfunding_id,
    question: row.question,
    response: row.response,
    position: row.position,
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function faqRow(db: Db, id: number, forUpdate = false): Promise<FaqRow | null> {
  const [row] = await db.query<FaqRow[]>(`SELECT ${FAQ_COLUMNS} FROM crowdfunding_faqs f WHERE f.id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}
