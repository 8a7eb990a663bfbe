import { QUEUES, type EmailJob } from '@shop/common';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

const reset = (to: string): EmailJob => ({ type: 'password-reset', to, labelId: 1, email: to, token: 'jeton' });

const logOf = async (database: SuiteDatabase, jobId: string) =>
  (await database.db.query('SELECT status, attempts, last_error FROM mail_log WHERE job_id = $1', [jobId]))[0] as
    { status: string; attempts: number; last_error: string | null } | undefined;

describe('emails: an SMTP server that refuses', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let worker: TestWorker;

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('mailretry'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    // The production schedule (6 attempts, exponential backoff) with 2 s scaled down to 50 ms.
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl }, { emailJobOptions: { backoff: { type: 'exponential', delay: 50 } } });
  });

  afterAll(async () => {
    await worker?.close();
    await catcher?.close();
    await database?.drop();
  });

  afterEach(() => catcher.refuseMail(false));

  it('retries with backoff and sends once the server accepts again', async () => {
    // Given an SMTP server answering "try again later"
    catcher.refuseMail(true);
    const jobId = `ob-${await database.enqueue({ queue: QUEUES.emails, name: 'send', data: reset('patience@exemple.fr') })}`;
    // When a few attempts have failed
    const failed = await eventually(async () => {
      const log = await logOf(database, jobId);
      return log && log.attempts >= 2 && log;
    });
    expect(failed.status).toBe('failed');
    expect(failed.last_error).toContain('451');
    // Then the next attempt after the server comes back sends the mail
    catcher.refuseMail(false);
    const mail = await catcher.waitFor((m) => m.to.includes('patience@exemple.fr'));
    expect(mail.subject).toContain('mot de passe');
    const sent = await eventually(async () => {
      const log = await logOf(database, jobId);
      return log?.status === 'sent' && log;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    expect(sent.last_error).toBeNull();
    expect(await (await worker.emails.getJob(jobId))?.getState()).toBe('completed');
  });

  it('keeps the job failed, for ops, after the last attempt', async () => {
    // Given an SMTP server that never accepts
    catcher.refuseMail(true);
    const jobId = `ob-${await database.enqueue({ queue: QUEUES.emails, name: 'send', data: reset('jamais@exemple.fr') })}`;
    // When every attempt has failed
    // The job read once it is failed (read before, it could be a copy from its last attempt, counted 0).
    const job = await eventually(async () => (await worker.emails.getJobState(jobId)) === 'failed' && worker.emails.getJob(jobId));
    // Then BullMQ keeps it in the failed set and the log says why
    expect(job.attemptsMade).toBe(6);
    expect(job.failedReason).toContain('451');
    expect(await worker.emails.getFailedCount()).toBe(1);
    expect(await logOf(database, jobId)).toMatchObject({ status: 'failed', attempts: 6 });
    expect(catcher.messages().filter((m) => m.to.includes('jamais@exemple.fr'))).toEqual([]);
  });

  it('gives up at once on a permanent refusal (unknown label), without retrying', async () => {
    const jobId = `ob-${await database.enqueue({ queue: QUEUES.emails, name: 'send', data: { ...reset('perdu@exemple.fr'), labelId: 999 } })}`;
    // The job read once it is failed (read before, it could be a copy from its last attempt, counted 0).
    const job = await eventually(async () => (await worker.emails.getJobState(jobId)) === 'failed' && worker.emails.getJob(jobId));
    expect(job.attemptsMade).toBe(1);
    expect(await logOf(database, jobId)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'collection inconnue : 999' });
  });
});
