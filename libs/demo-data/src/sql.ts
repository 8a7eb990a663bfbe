import type { QueryRunner } from 'typeorm';

/** One row to write: column name (snake_case, as in the migration) → value. */
export type Row = Record<string, unknown>;

/** Rows per INSERT statement: keeps every statement far below PostgreSQL's 65 535 parameters. */
const CHUNK = 200;

/** Plain objects become jsonb text; arrays stay arrays (pg sends them as PostgreSQL arrays). */
function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || value instanceof Date || Array.isArray(value)) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

function columnsOf(table: string, rows: Row[]): string[] {
  const columns = Object.keys(rows[0]);
  for (const row of rows) {
    const keys = Object.keys(row);
    // Same columns everywhere, or the positional parameters would silently shift.
    if (keys.length !== columns.length || keys.some((k, i) => k !== columns[i])) {
      throw new Error(`demo-data: les lignes de ${table} n'ont pas toutes les mêmes colonnes (${keys.join(', ')})`);
    }
  }
  return columns;
}

async function insert(q: QueryRunner, table: string, rows: Row[], conflict: string): Promise<void> {
  const columns = columnsOf(table, rows);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = columns.map((c) => {
        params.push(toParam(row[c]));
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ${conflict}`, params);
  }
}

/**
 * Inserts the rows, or overwrites the existing ones with the same key: a second run rewrites the
 * demo in place, same ids, same content. `touch` bumps updated_at on the rewritten rows.
 */
export async function upsert(q: QueryRunner, table: string, rows: Row[], options: { key?: string[]; touch?: boolean } = {}): Promise<number> {
  if (rows.length === 0) return 0;
  const key = options.key ?? ['id'];
  const updates = columnsOf(table, rows)
    .filter((c) => !key.includes(c))
    .map((c) => `${c} = EXCLUDED.${c}`);
  if (options.touch) updates.push('updated_at = now()');
  const action = updates.length ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
  await insert(q, table, rows, `ON CONFLICT (${key.join(', ')}) ${action}`);
  return rows.length;
}

/**
 * Join tables have no id: deletes every link of the demo's owners, then writes the demo's links,
 * so a link removed from the demo also disappears from the database.
 */
export async function replaceLinks(q: QueryRunner, table: string, ownerColumn: string, ownerIds: number[], rows: Row[]): Promise<number> {
  if (ownerIds.length) await q.query(`DELETE FROM ${table} WHERE ${ownerColumn} = ANY($1::int[])`, [ownerIds]);
  if (rows.length) await insert(q, table, rows, 'ON CONFLICT DO NOTHING');
  return rows.length;
}

/** Explicit ids leave serial sequences behind: the next row created by the app would collide. */
export async function resetSequence(q: QueryRunner, table: string): Promise<void> {
  await q.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
}
