import type { EntityManager } from 'typeorm';
import { ConcurrentEdit } from './concurrent-edit';

export interface VersionedUpdate {
  /** A table with `id`, `version` and `updated_at` columns (a constant of the caller, never input). */
  table: string;
  id: number;
  /** The version the editor started from. */
  version: number;
  /** Column → new value; column names are the caller's constants, values are bound parameters. */
  set: Record<string, unknown>;
  /** The record as the API shows it, sent back with the 409 when another editor saved first. */
  current: () => Promise<unknown>;
}

/**
 * `UPDATE … WHERE id = $1 AND version = $2`, bumping the version and `updated_at`: a row changed
 * since the editor loaded it is left alone and the caller's transaction fails with a 409 carrying
 * the current record. Answers the new version.
 */
export async function updateVersioned(manager: EntityManager, update: VersionedUpdate): Promise<number> {
  const columns = Object.keys(update.set);
  for (const column of [update.table, ...columns]) {
    if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`nom SQL refusé : ${column}`);
  }
  const assignments = columns.map((column, i) => `${column} = $${i + 3}`);
  const rows = await manager.query<{ version: number }[]>(
    `UPDATE ${update.table} SET ${[...assignments, 'version = version + 1', 'updated_at = now()'].join(', ')}
     WHERE id = $1 AND version = $2 RETURNING version`,
    [update.id, update.version, ...columns.map((column) => update.set[column])],
  );
  if (rows.length === 0) throw new ConcurrentEdit(await update.current());
  return rows[0].version;
}
