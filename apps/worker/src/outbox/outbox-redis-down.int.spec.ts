import { QUEUES, type EmailJob } from '@shop/common';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { startPrivateRedis, type PrivateRedis } from '../../../../test/support/private-redis';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

const confirmation = (to: string): EmailJob => ({ type: 'account-confirmation', to, labelId: 1, email: to, token: 'jeton' });

describe('outbox: Redis down', () => {
  let redis: PrivateRedis;
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let worker: TestWorker;

  beforeAll(async () => {
    [redis, database, catcher] = await Promise.all([startPrivateRedis(), createSuiteDatabase('redisdown'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    worker = await startTestWorker({ databaseUrl: database.url, redisUrl: redis.url, smtpUrl: catcher.smtpUrl }, { relay: { retryBaseMs: 50 } });
  });

  afterAll(async () => {
    await redis?.start().catch(() => undefined); // so the worker closes its queues cleanly
    await worker?.close();
    await redis?.stop();
    await catcher?.close();
    await database?.drop();
  });

  it('keeps the mail in the outbox while Redis is away and sends it when Redis is back', async () => {
    // Given a worker that delivers
    await database.enqueue({ queue: QUEUES.emails, name: 'send', data: confirmation('avant@exemple.fr') });
    await catcher.waitFor((m) => m.to.includes('avant@exemple.fr'));

    // When Redis stops, a command still commits its mail job (it needs PostgreSQL only)
    await redis.stop();
    const started = Date.now();
    const rowId = await database.enqueue({ queue: QUEUES.emails, name: 'send', data: confirmation('pendant@exemple.fr') });
    expect(Date.now() - started).toBeLessThan(1_000);

    // Then the row waits in the outbox with the reason
    const waiting = await eventually(async () => {
      const [row] = await database.db.query('SELECT attempts, last_error, dispatched_at FROM outbox WHERE id = $1', [rowId]);
      return row.attempts >= 1 && row;
    });
    expect(waiting.dispatched_at).toBeNull();
    expect(waiting.last_error).toEqual(expect.any(String));
    expect(await worker.relay.backlog()).toBe(1);

    // And once Redis is back (empty: nothing was persisted), the mail leaves and arrives
    await redis.start();
    const mail = await catcher.waitFor((m) => m.to.includes('pendant@exemple.fr'), 30_000);
    expect(mail.text).toContain('http://localhost:3000/exemplaire/confirm?email=pendant%40exemple.fr&token=jeton');
    await eventually(async () => (await worker.relay.backlog()) === 0);
  });
});
