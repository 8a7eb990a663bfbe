import { Client } from 'pg';

/**
 * The run's databases: one template migrated and seeded once by the global setup, then a copy of it
 * for each jest worker and for each suite that needs a database of its own (`CREATE DATABASE …
 * TEMPLATE`: about 0.3 s for the 11 MB of the seeded demo, instead of 36 migrations and the seed, about 3 s).
 */

/** The template's name is the run's base name; a worker's database adds `_w<JEST_WORKER_ID>`. */
export function workerDatabaseUrl(runUrl: string, workerId: string): string {
  const url = new URL(runUrl);
  url.pathname = `${url.pathname}_w${workerId}`;
  return url.toString();
}

const nameOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function onServer<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes `databaseUrl` a fresh copy of `templateUrl` (dropped first if it exists); nobody may be connected to the template. */
export async function cloneDatabase(templateUrl: string, databaseUrl: string): Promise<void> {
  await onServer(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(nameOf(databaseUrl))} WITH (FORCE)`);
    // Two workers copying the template at the same moment: PostgreSQL refuses a template another copy is reading (55006); try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoted(nameOf(databaseUrl))} TEMPLATE ${quoted(nameOf(templateUrl))}`);
        await withoutCommitWaits(client, databaseUrl);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  });
}

/**
 * A test database's commits return without waiting for the WAL to reach the disk: nothing is lost
 * but on a crash of the server, and the tests' thousands of commits stop queueing on fsync (about
 * 9 % off the cart's integration suites). Every session opened on it afterwards, the API's and the
 * worker's included, takes the setting.
 */
async function withoutCommitWaits(client: Client, databaseUrl: string): Promise<void> {
  await client.query(`ALTER DATABASE ${quoted(nameOf(databaseUrl))} SET synchronous_commit = off`);
}

/** Creates the run's template database (empty) with the setting of withoutCommitWaits, before its migrations and seed. */
export async function createRunDatabase(databaseUrl: string): Promise<void> {
  await onServer(databaseUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quoted(nameOf(databaseUrl))}`);
    await withoutCommitWaits(client, databaseUrl);
  });
}

/** Drops every database whose name starts with the run's base name (template, workers' and suites' copies). */
export async function dropRunDatabases(runUrl: string): Promise<void> {
  const base = nameOf(runUrl);
  await onServer(runUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`, [base, `${base.replace(/_/g, '\\_')}\\_%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
  });
}
