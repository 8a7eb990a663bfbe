import type { DataSource, EntityManager } from 'typeorm';
import { imageUrl } from './staff-images';

type Db = DataSource | EntityManager;

/** An event as staff edit it (docs/back-office.md). */
export interface StaffEventRecord {
  id: number;
  slug: string;
  title: string;
  label: number;
  start_date: string;
  end_date: string;
  location: string;
  description: string;
  poster: string | null;
  /** Author ids, ascending. */
  authors: number[];
  version: number;
  updated_at: string;
}

export interface EventRow {
  id: number;
  slug: string;
  title: string;
  label_id: number;
  start_date: Date;
  end_date: Date;
  location: string;
  description: string;
  poster: string | null;
  author_ids: number[];
  version: number;
  updated_at: Date;
}

export const EVENT_COLUMNS = `e.id, e.slug, e.title, e.label_id, e.start_date, e.end_date, e.location, e.description, e.poster, e.version, e.updated_at,
  ARRAY(SELECT ea.author_id FROM event_authors ea WHERE ea.event_id = e.id ORDER BY ea.author_id) AS author_ids`;

export function eventRecord(row: EventRow): StaffEventRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    label: row.label_id,
    start_date: new Date(row.start_date).toISOString(),
    end_date: new Date(row.end_date).toISOString(),
    location: row.location,
    description: row.description,
    poster: imageUrl(row.poster),
    authors: row.author_ids.map(Number),
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function eventRow(db: Db, id: number, forUpdate = false): Promise<EventRow | null> {
  const [row] = await db.query<EventRow[]>(`SELECT ${EVENT_COLUMNS} FROM events e WHERE e.id = $1${forUpdate ? ' FOR UPDATE OF e' : ''}`, [id]);
  return row ?? null;
}
