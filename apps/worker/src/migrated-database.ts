import type { LoggerService } from '@nestjs/common';
import { MIGRATION_LOCK } from '@shop/common';
import { Client } from 'pg';
import type { MigrationInterface } from 'typeorm';

/** How long the worker waits for an API to create and migrate the database: 120 × 1 s (two minutes). */
export interface MigrationWait {
  attempts: number;
  delayMs: number;
}

export const DEFAULT_MIGRATION_WAIT: MigrationWait = { attempts: 120, delayMs: 1_000 };

/** Raised when the database is still missing, or still not migrated, once the wait is over. */
export class DatabaseNotMigratedError extends Error {
  constructor(detail: string, waitedMs: number) {
    super(
      `La base de données n’est pas prête après ${Math.round(waitedMs / 1000)} s d’attente (${detail}) : ` +
        'le worker ne crée ni ne migre la base, l’API le fait à son démarrage (npm start, npm run start:api ou npm run seed).',
    );
    this.name = 'DatabaseNotMigratedError';
  }
}

/** The names TypeORM records in the `migrations` table for these classes (the instance's `name`, else the class's). */
export function migrationNames(migrations: readonly (new () => MigrationInterface)[]): string[] {
  return migrations.map((Migration) => new Migration().name ?? Migration.name);
}

/**
 * The migrations of `expected` not recorded yet. Read under the migration lock, taken shared: it
 * waits while an API migrates or seeds (it holds the lock alone), so a half-prepared database is
 * never taken for a ready one, and workers never wait for one another.
 */
async function missingMigrations(client: Client, expected: readonly string[]): Promise<string[]> {
  await client.query('SELECT pg_advisory_lock_shared($1)', [MIGRATION_LOCK]);
  try {
    const [{ present }] = (await client.query<{ present: boolean }>(`SELECT to_regclass('migrations') IS NOT NULL AS present`)).rows;
    if (!present) return [...expected];
    const applied = new Set((await client.query<{ name: string }>('SELECT name FROM migrations')).rows.map((row) => row.name));
    return expected.filter((name) => !applied.has(name));
  } finally {
    await client.query('SELECT pg_advisory_unlock_shared($1)', [MIGRATION_LOCK]);
  }
}

/**
 * Waits until the database exists and holds every migration this build knows, so that the worker
 * never starts on a schema the API has not finished (on a fresh database, the API and the worker
 * start together: the worker used to die on its first query of a table still to come). A database
 * migrated further (an older worker during a rolling deploy) is ready too. One connection is kept
 * while waiting; time spent blocked behind an API's migrations does not count against `wait`.
 */
export async function waitForMigratedDatabase(
  databaseUrl: string,
  expected: readonly string[],
  logger: LoggerService,
  wait: MigrationWait = DEFAULT_MIGRATION_WAIT,
): Promise<void> {
  const started = Date.now();
  let client: Client | null = null;
  let lastSaid = '';
  try {
    for (let attempt = 1; ; attempt++) {
      let detail: string;
      try {
        if (client === null) {
          const connecting = new Client({ connectionString: databaseUrl, application_name: 'shop-worker-start' });
          // A connection the server drops while idle emits 'error': the next query fails and reconnects, the process lives on.
          connecting.on('error', () => undefined);
          await connecting.connect().catch(async (error: unknown) => {
            await connecting.end().catch(() => undefined);
            throw error;
          });
          client = connecting;
        }
        const missing = await missingMigrations(client, expected);
        if (missing.length === 0) {
          if (lastSaid) logger.log('Base de données migrée : le worker démarre', 'Worker');
          return;
        }
        detail = `${missing.length} migration(s) à appliquer, dont ${missing[0]}`;
      } catch (error) {
        // The database not created yet (3D000), or the server restarting: reconnect at the next attempt.
        await client?.end().catch(() => undefined);
        client = null;
        detail = (error as { code?: string }).code === '3D000' ? 'base absente' : `PostgreSQL : ${error instanceof Error ? error.message : String(error)}`;
      }
      // Said once per change, not every second.
      if (detail !== lastSaid) logger.warn(`En attente de l’API qui prépare la base (${detail})`, 'Worker');
      lastSaid = detail;
      if (attempt >= wait.attempts) throw new DatabaseNotMigratedError(detail, Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, wait.delayMs));
    }
  } finally {
    await client?.end().catch(() => undefined);
  }
}
