import { outboxJobId, QUEUES, type EmailJob } from '@shop/common';
import { liftMailSuppression, startMailCatcher, type CaughtMail, type MailCatcher } from '@shop/mail';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

const reset = (to: string, labelId = 1): EmailJob => ({ type: 'password-reset', to, labelId, email: to, token: 'jeton' });
const sentTo = (address: string) => (mail: CaughtMail) => mail.to.includes(address);

type LogRow = { status: string; attempts: number; last_error: string | null; message_id: string | null };

describe('emails: what makes them reach the inbox', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let worker: TestWorker;
  /** The mailboxes the SMTP server says do not exist (550 5.1.1 at RCPT TO). */
  const unknownMailboxes = new Set<string>();

  const logOf = async (jobId: string) => (await database.db.query<LogRow[]>('SELECT status, attempts, last_error, message_id FROM mail_log WHERE job_id = $1', [jobId]))[0];
  const send = async (job: EmailJob) => outboxJobId(await database.enqueue({ queue: QUEUES.emails, name: 'send', data: job }));
  // The state first, then the job: a job read before it settled keeps its old fields (attempts made).
  const settled = (jobId: string, state: 'completed' | 'failed') => eventually(async () => (await worker.emails.getJobState(jobId)) === state && worker.emails.getJob(jobId));

  beforeAll(async () => {
    [database, catcher] = await Promise.all([
      createSuiteDatabase('deliverability'),
      startMailCatcher({ smtpPort: 0, httpPort: 0, refuseRecipient: (address) => unknownMailboxes.has(address) }),
    ]);
    // The production schedule (6 attempts, exponential backoff) with 2 s scaled down to 50 ms.
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl }, { emailJobOptions: { backoff: { type: 'exponential', delay: 50 } } });
  });

  afterAll(async () => {
    await worker?.close();
    await catcher?.close();
    await database?.drop();
  });

  afterEach(() => catcher.refuseMail(false));

  it('sends a text part beside the HTML, a Message-ID of the shop domain, a date and the label as sender name', async () => {
    // Given a mail of the 'Cœurs Vaillants' label
    const jobId = await send(reset('entetes@exemple.fr', 2));
    // When it is caught
    const mail = await catcher.waitFor(sentTo('entetes@exemple.fr'));
    // Then it has both parts
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('Choisir un nouveau mot de passe\u00a0:\nhttp://');
    expect(mail.html).toContain('<!DOCTYPE html>');
    // and the label's name beside the configured address
    expect(mail.fromName).toBe('Cœurs Vaillants');
    expect(mail.from).toBe('bonjour@exemplaire.test');
    // and a Message-ID of the shop's own domain, recorded with the mail, and a date
    expect(mail.headers['message-id']).toMatch(new RegExp(`^<${jobId}\\.[0-9a-z]+@exemplaire\\.test>$`));
    const log = await eventually(async () => {
      const row = await logOf(jobId);
      return row?.status === 'sent' && row;
    });
    expect(log.message_id).toBe(mail.headers['message-id']);
    expect(Math.abs(new Date(mail.headers['date']).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('keeps the Message-ID of a mail from one attempt to the next, and retries a temporary refusal', async () => {
    // Given a server answering "try again later" (451)
    catcher.refuseMail(true);
    const jobId = await send(reset('patience@exemple.fr'));
    const failed = await eventually(async () => {
      const row = await logOf(jobId);
      return row && row.attempts >= 2 && row;
    });
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.last_error).toContain('451');
    // When it accepts again
    catcher.refuseMail(false);
    const mail = await catcher.waitFor(sentTo('patience@exemple.fr'));
    // Then the mail that gets through has the Message-ID of the failed attempts, and the address is not suppressed
    expect(mail.headers['message-id']).toBe(failed.message_id);
    expect(await database.db.query(`SELECT email FROM mail_suppressions WHERE email = 'patience@exemple.fr'`)).toEqual([]);
    // The job ends completed, after the refused attempts the shop's log counted (BullMQ's own count can be
    // one short when a loaded machine hands the job twice at once: both refused, one log row).
    await settled(jobId, 'completed');
    const sent = await eventually(async () => {
      const row = await logOf(jobId);
      return row?.status === 'sent' && row;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
  });

  it('keeps a label name with quotes and a line break as one safe sender name', async () => {
    // Given a label whose name would break a header written by hand
    await database.db.query(`UPDATE labels SET name = $1 WHERE id = 3`, ['Les "Amis"\r\nBcc: pirate@exemple.fr']);
    try {
      await send(reset('piege@exemple.fr', 3));
      const mail = await catcher.waitFor(sentTo('piege@exemple.fr'));
      // Then the name stays a name, on one line, and no header or recipient is added
      expect(mail.fromName).toBe('Les "Amis" Bcc: pirate@exemple.fr');
      expect(mail.from).toBe('bonjour@exemplaire.test');
      expect(mail.to).toEqual(['piege@exemple.fr']);
      expect(mail.headers).not.toHaveProperty('bcc');
      await new Promise((r) => setTimeout(r, 200));
      expect(catcher.messages().filter(sentTo('pirate@exemple.fr'))).toEqual([]);
    } finally {
      await database.db.query(`UPDATE labels SET name = 'La Poésie du lundi' WHERE id = 3`);
    }
  });

  it('suppresses an address refused for good, skips its next mails, still mails the others, and mails it again once lifted', async () => {
    // Given a mailbox the server does not know
    unknownMailboxes.add('inconnue@exemple.fr');
    const refusedJob = await send(reset('inconnue@exemple.fr'));
    // When its mail is refused with 550: the job fails at once, not retried
    const failed = await settled(refusedJob, 'failed');
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toContain('550 5.1.1');
    expect(await logOf(refusedJob)).toMatchObject({ status: 'refused', attempts: 1 });
    // Then the address is recorded, with the server's answer, and the outbox row is done
    const [suppression] = await database.db.query(`SELECT reason, smtp_code, job_id FROM mail_suppressions WHERE email = 'inconnue@exemple.fr'`);
    expect(suppression).toEqual({ reason: '550 5.1.1 <inconnue@exemple.fr> : adresse inconnue', smtp_code: 550, job_id: refusedJob });
    const [row] = await database.db.query(`SELECT completed_at FROM outbox WHERE id = $1`, [refusedJob.slice(3)]);
    expect(row.completed_at).toBeInstanceOf(Date);

    // When the server would take it now, a later mail to it (however it is written) is still not sent, and says why
    unknownMailboxes.clear();
    const skippedJob = await send(reset('Inconnue@Exemple.fr'));
    expect((await settled(skippedJob, 'completed')).returnvalue).toEqual({ outcome: 'skipped' });
    const skipped = await logOf(skippedJob);
    expect(skipped).toMatchObject({ status: 'skipped', attempts: 0 });
    expect(skipped.last_error).toBe('adresse suspendue après un refus définitif (550) : 550 5.1.1 <inconnue@exemple.fr> : adresse inconnue');
    // while another address gets its mail
    await send(reset('voisine@exemple.fr'));
    await catcher.waitFor(sentTo('voisine@exemple.fr'));
    expect(catcher.messages().filter((m) => m.to.some((to) => to.toLowerCase() === 'inconnue@exemple.fr'))).toEqual([]);

    // When staff lift the suppression, the next mail goes
    expect(await liftMailSuppression(database.db, 'INCONNUE@exemple.fr')).toBe(true);
    expect(await liftMailSuppression(database.db, 'inconnue@exemple.fr')).toBe(false);
    const liftedJob = await send(reset('inconnue@exemple.fr'));
    await catcher.waitFor(sentTo('inconnue@exemple.fr'));
    await eventually(async () => (await logOf(liftedJob))?.status === 'sent');
    // and the skipped mail stays skipped
    expect((await logOf(skippedJob)).status).toBe('skipped');
  });

  it('does not send a job refused before again when BullMQ delivers it once more', async () => {
    // Given a job refused for good
    unknownMailboxes.add('rejouee@exemple.fr');
    const first = await worker.emails.add('send', reset('rejouee@exemple.fr'), { jobId: 'ob-test-refused-twice' });
    await settled('ob-test-refused-twice', 'failed');
    // When the same job id comes again (after the mailbox exists and the suppression is lifted)
    unknownMailboxes.clear();
    await liftMailSuppression(database.db, 'rejouee@exemple.fr');
    await first.remove();
    await worker.emails.add('send', reset('rejouee@exemple.fr'), { jobId: 'ob-test-refused-twice' });
    // Then the log's final word stands: nothing is sent
    expect((await settled('ob-test-refused-twice', 'completed')).returnvalue).toEqual({ outcome: 'already-refused' });
    expect(catcher.messages().filter(sentTo('rejouee@exemple.fr'))).toEqual([]);
    expect(await logOf('ob-test-refused-twice')).toMatchObject({ status: 'refused', attempts: 1 });
  });
});
