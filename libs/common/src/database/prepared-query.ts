import { createHash } from 'node:crypto';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';

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
 * Through TypeORM's public API only: a manager bound to a query runner (a transaction's) runs it on
 * that runner's connection; a DataSource, or a manager outside any transaction, on a query runner of
 * its own, released at once (what `DataSource.query` does too: take a client, query, give it back).
 */
export async function preparedQuery<T>(on: DataSource | EntityManager, text: string, values: unknown[] = []): Promise<T[]> {
  const held = on instanceof DataSource ? undefined : on.queryRunner;
  if (held) return runOn<T>(held, text, values);
  const own = (on instanceof DataSource ? on : on.dataSource).createQueryRunner();
  try {
    return await runOn<T>(own, text, values);
  } finally {
    await own.release();
  }
}
