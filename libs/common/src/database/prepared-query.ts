import { createHash } from 'node:crypto';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** What runs a named statement: the node-postgres client a query runner holds (`QueryRunner.connect()`). */
interface PgClient {
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

/** Runs `text` on the connection of a query runner (`connect()` gives its pg client, taking one from the pool if needed). */
async function runOn<T>(runner: QueryRunner, text: string, values: unknown[]): Promise<T[]> {
  const client = (await runner.connect()) as PgClient;
  const result = await client.query({ name: nameOf(text), text, values });
  return result.rows as T[];
}

/**
 * Runs a statement of the hot paths (every authenticated request, every cart command) as a named
 * prepared statement: PostgreSQL parses and plans it once per connection instead of on every call
 * (planning cost several times the execution of these short statements). Same rows as
 * `query()`, in the caller's transaction when given its EntityManager. The text must not embed
 * values (they go in `values`), so that one text is one statement.
 *
 * A manager bound to a query runner (a transaction's) runs it on that runner's connection. A
 * DataSource, or a manager outside any transaction, runs it on the driver's pool (`master`, a public
 * member of TypeORM's PostgresDriver), as `DataSource.query` does: a query runner created and
 * released per statement measured slower on the cart's hot paths (bench:cart).
 */
export async function preparedQuery<T>(on: DataSource | EntityManager, text: string, values: unknown[] = []): Promise<T[]> {
  const held = on instanceof DataSource ? undefined : on.queryRunner;
  if (held) return runOn<T>(held, text, values);
  // Outside a transaction: straight to the driver's pool (a query runner per statement costs more than the statement).
  const pool = ((on instanceof DataSource ? on : on.dataSource).driver as PostgresDriver).master as PgClient;
  const result = await pool.query({ name: nameOf(text), text, values });
  return result.rows as T[];
}
