import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';

/** What runs a named statement: node-postgres' pool or one of its clients. */
interface PgQueryable {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** Statement texts given a name so far, in this process (bounded: a text built per call must not grow it forever). */
const names = new Map<string, string>();
const MAX_NAMED = 1000;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

/** The pg pool behind a DataSource or a manager outside any transaction, the client of a transaction's manager. */
function pgOf(on: DataSource | EntityManager): PgQueryable | null {
  if (on instanceof DataSource) return (on.driver as unknown as { master: PgQueryable }).master;
  if (!on.queryRunner) return (on.connection.driver as unknown as { master: PgQueryable }).master;
  // A transaction's statements must go through its own connection; not connected yet: TypeORM's path.
  return (on.queryRunner as unknown as { databaseConnection?: PgQueryable }).databaseConnection ?? null;
}

/**
 * Runs a statement of the hot paths (every authenticated request, every cart command) as a named
 * prepared statement: PostgreSQL parses and plans it once per connection instead of on every call
 * (planning cost several times the execution of these short statements). Same rows as
 * `query()`, in the caller's transaction when given its EntityManager. The text must not embed
 * values (they go in `values`), so that one text is one statement.
 */
export async function preparedQuery<T>(on: DataSource | EntityManager, text: string, values: unknown[] = []): Promise<T[]> {
  const pg = pgOf(on);
  if (!pg) return (on as EntityManager).query<T[]>(text, values);
  const result = await pg.query({ name: nameOf(text), text, values });
  return result.rows as T[];
}
