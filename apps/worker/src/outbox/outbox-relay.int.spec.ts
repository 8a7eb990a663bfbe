import { Logger } from '@nestjs/common';
import { QUEUES, type EmailJob } from '@shop/common';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase } from '../../../../test/support/worker-harness';

const reset = (to: string): EmailJob => ({ type: 'password-reset', to, labelId: 1, email: to, token: 'jeton' });

describe('outbox relay loop', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('relay'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
  });

  afterAll(async () => {
    await catcher?.close();
    await database?.drop();
  });

  afterEach(() => jest.restoreAllMocks());

  it('drains full batches one after the other without waiting for the next poll, and stops at once', async () => {
    // Given five waiting rows, batches of two and a poll every minute
    for (let i = 1; i <= 5; i++) await database.enqueue({ queue: QUEUES.emails, name: 'send', data: reset(`lot-${i}@exemple.fr`) });
    const worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl, outboxPollMs: 60_000 }, { relay: { batchSize: 2 } });
    try {
      // When the worker starts, then Then every row leaves in the first seconds (2 + 2 + 1)
      await eventually(async () => (await worker.relay.backlog()) === 0, 3_000);
      for (let i = 1; i <= 5; i++) await catcher.waitFor((m) => m.to.includes(`lot-${i}@exemple.fr`));
    } finally {
      // And stopping does not wait for the minute-long pause
      const stopping = Date.now();
      await worker.close();
      expect(Date.now() - stopping).toBeLessThan(5_000);
    }
  });

  it('logs, without stopping, while PostgreSQL fails, and relays once it answers again', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl });
    try {
      // Given the outbox table out of reach (as when PostgreSQL is away)
      await database.db.query('ALTER TABLE outbox RENAME TO outbox_away');
      await eventually(async () => warn.mock.calls.some(([message]) => String(message).includes('Relais de l’outbox')));
      // When it is back, with a row waiting
      await database.db.query('ALTER TABLE outbox_away RENAME TO outbox');
      await database.enqueue({ queue: QUEUES.emails, name: 'send', data: reset('retour@exemple.fr') });
      // Then the loop, still running, delivers it
      await catcher.waitFor((m) => m.to.includes('retour@exemple.fr'));
    } finally {
      await database.db.query('ALTER TABLE IF EXISTS outbox_away RENAME TO outbox');
      await worker.close();
    }
  });
});
