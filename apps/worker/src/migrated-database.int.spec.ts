import { MIGRATION_LOCK } from '@shop/common';
import { Client } from 'pg';
import { MIGRATIONS } from '../../../migrations';
import { createEmptySuiteDatabase, type EmptyDatabase } from '../../../test/support/worker-harness';
import { DatabaseNotMigratedError, migrationNames, waitForMigratedDatabase } from './migrated-database';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
const expected = migrationNames(MIGRATIONS);

async function connected(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

describe('the worker waiting for a migrated database', () => {
  let database: EmptyDatabase;

  beforeAll(async () => (database = await createEmptySuiteDatabase('worker_wait')));
  afterAll(() => database?.drop());
  // Each test starts from the empty database again.
  afterEach(async () => {
    const client = await connected(database.url);
    await client.query('DROP TABLE IF EXISTS migrations').finally(() => client.end());
  });

  it('knows the migrations by the names TypeORM records', () => {
    expect(expected).toHaveLength(MIGRATIONS.length);
    expect(expected[0]).toBe('CatalogueAndCrowdfunding1763762400000');
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('gives up, saying why, when the database is still missing or empty at the end of the wait', async () => {
    const missing = new URL(database.url);
    missing.pathname = `${missing.pathname}_absente`;
    await expect(waitForMigratedDatabase(missing.toString(), expected, quiet, { attempts: 2, delayMs: 10 })).rejects.toThrow(/base absente/);
    const empty = waitForMigratedDatabase(database.url, expected, quiet, { attempts: 2, delayMs: 10 });
    await expect(empty).rejects.toBeInstanceOf(DatabaseNotMigratedError);
    await expect(empty).rejects.toThrow(`${expected.length} migration(s) à appliquer, dont ${expected[0]}`);
  });

  it('waits while an API holds the migration lock, and starts once it has recorded every migration', async () => {
    // Given an API preparing the empty database under the lock
    const api = await connected(database.url);
    await api.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await api.query('CREATE TABLE migrations (id serial PRIMARY KEY, timestamp bigint NOT NULL, name varchar NOT NULL)');
    try {
      // When the worker starts meanwhile, with a wait far too short to outlast the API otherwise
      let readyAt = 0;
      const waiting = waitForMigratedDatabase(database.url, expected, quiet, { attempts: 2, delayMs: 10 }).then(() => (readyAt = Date.now()));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(readyAt).toBe(0);
      // Then it goes on only once the API has recorded its migrations and let the lock go
      await api.query(`INSERT INTO migrations (timestamp, name) SELECT 0, unnest($1::text[])`, [expected]);
      const releasedAt = Date.now();
      await api.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      await waiting;
      expect(readyAt).toBeGreaterThanOrEqual(releasedAt);
    } finally {
      await api.end();
    }
  });

  it('starts on a database migrated further than it knows (an older worker during a rolling deploy)', async () => {
    const api = await connected(database.url);
    try {
      await api.query('CREATE TABLE migrations (id serial PRIMARY KEY, timestamp bigint NOT NULL, name varchar NOT NULL)');
      await api.query(`INSERT INTO migrations (timestamp, name) SELECT 0, unnest($1::text[])`, [[...expected, 'ApresCeWorker1999999999999']]);
    } finally {
      await api.end();
    }
    await expect(waitForMigratedDatabase(database.url, expected, quiet, { attempts: 1, delayMs: 10 })).resolves.toBeUndefined();
  });
});
