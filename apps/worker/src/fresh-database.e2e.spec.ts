import { dataSourceOptions, enqueueInOutbox, QUEUES } from '@shop/common';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { API_MAIN, requireBuilt, startBuiltApi, startBuiltWorker, WORKER_MAIN, type BuiltProcess } from '../../../test/support/built-processes';
import { freePort } from '../../../test/support/ports';
import { startPrivateRedis, type PrivateRedis } from '../../../test/support/private-redis';
import { createEmptySuiteDatabase, eventually, type EmptyDatabase } from '../../../test/support/worker-harness';

/** Sessions open on the database, seen from the maintenance database. */
async function sessionsOn(databaseUrl: string): Promise<number> {
  const admin = new URL(databaseUrl);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * `npm start` on a fresh database: the API and the worker start together, and the API migrates.
 * Here the worker even starts first, on a database without a single table, and must neither die
 * (the whole shop stops with it) nor start on a half-made schema: it waits, then works.
 */
describe('the built worker on a database not migrated yet', () => {
  let database: EmptyDatabase;
  let redis: PrivateRedis;
  let catcher: MailCatcher;
  let worker: BuiltProcess | undefined;
  let api: Promise<BuiltProcess> | undefined;

  beforeAll(async () => {
    requireBuilt(WORKER_MAIN, API_MAIN);
    [database, redis, catcher] = await Promise.all([createEmptySuiteDatabase('fresh_start'), startPrivateRedis(), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
  });

  afterAll(async () => {
    await worker?.stop();
    await api?.then((started) => started.stop()).catch(() => undefined);
    await redis?.stop();
    await catcher?.close();
    await database?.drop();
  });

  it('waits for the API to migrate it, then relays and sends a mail', async () => {
    const services = { databaseUrl: database.url, redisUrl: redis.url, smtpUrl: catcher.smtpUrl };
    const workerLog = () => `\n--- journal du worker ---\n${worker?.output()}`;
    worker = startBuiltWorker(services);
    // Whatever the test waits for next, the worker stopping fails it at once, with what it printed.
    const workerStops = new Promise<never>((_, reject) => {
      worker!.process.once('exit', (code, signal) => reject(new Error(`le worker s’est arrêté (${signal ?? code})${workerLog()}`)));
    });
    workerStops.catch(() => undefined);
    const whileWorkerRuns = <T>(waiting: Promise<T>) => Promise.race([waiting, workerStops]);

    // Given the worker started first, connected to the empty database
    await whileWorkerRuns(eventually(async () => (await sessionsOn(database.url)) > 0, 60_000));

    // When the API starts, migrates and loads the demo, as npm start does
    api = startBuiltApi(services, await freePort(), { SEED_DEMO: 'auto' });
    await whileWorkerRuns(api);

    // Then the worker, still running, relays an outbox row and sends its mail
    const db = new DataSource(dataSourceOptions(database.url, [], []));
    await db.initialize();
    try {
      const to = `premier-demarrage-${Date.now()}@exemple.test`;
      const row = await db.transaction((manager) =>
        enqueueInOutbox(manager, { queue: QUEUES.emails, name: 'send', data: { type: 'password-reset', to, labelId: 1, email: to, token: 'jeton-premier-demarrage' } }),
      );
      const arriving = catcher
        .waitFor((m) => m.to.includes(to), 30_000)
        .catch((error: unknown) => {
          throw new Error(`${String(error)}${workerLog()}`);
        });
      expect((await whileWorkerRuns(arriving)).subject).toBeTruthy();
      const [relayed] = await db.query<{ dispatched_at: Date | null }[]>('SELECT dispatched_at FROM outbox WHERE id = $1', [row]);
      expect(relayed.dispatched_at).not.toBeNull();
    } finally {
      await db.destroy();
    }
    expect({ exitCode: worker.process.exitCode, signal: worker.process.signalCode }).toEqual({ exitCode: null, signal: null });
  }, 180_000);
});
