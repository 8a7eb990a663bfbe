import { enqueueInOutbox, outboxJobId, QUEUES, type CampaignEmailJob, type EmailJob } from '@shop/common';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '@shop/mail';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

type Of<T extends EmailJob['type']> = Extract<EmailJob, { type: T }>;

/** One mail job of each type, to its own address so each test finds its mail. */
const confirmation: Of<'account-confirmation'> = { type: 'account-confirmation', to: 'nouvelle@exemple.fr', labelId: 1, email: 'nouvelle@exemple.fr', token: 'tok+1/=' };
const reset: Of<'password-reset'> = { type: 'password-reset', to: 'oubli@exemple.fr', labelId: 2, email: 'oubli@exemple.fr', token: 'tok-2' };
const change: Of<'email-change'> = { type: 'email-change', to: 'changement@exemple.fr', labelId: 1, newEmail: 'changement@exemple.fr', token: 'tok-3' };
const vouchers: Of<'forgotten-vouchers'> = {
  type: 'forgotten-vouchers',
  to: 'cadeaux@exemple.fr',
  labelId: 3,
  vouchers: [{ code: 'LUNDI-25', value: '25.00', remaining: '7.40', expiresOn: '2027-03-01' }],
};
const order: Of<'order-confirmation'> = {
  type: 'order-confirmation',
  to: 'commande@exemple.fr',
  labelId: 1,
  cartId: '0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e01',
  reference: 'K7Q2M9XA4B1C',
  invoiceNumber: 'F2026-000001',
  paidOn: '2026-11-21',
  paidWith: 'voucher',
  lines: [{ name: 'Orbite basse', quantity: 1, total: '21.00' }],
  shipping: '0.00',
  vouchers: '21.00',
  total: '21.00',
};
const giftCards: EmailJob = {
  type: 'voucher-purchased',
  to: 'cadeau@exemple.fr',
  labelId: 1,
  cartId: '0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e02',
  reference: 'P3X8R1TBK7Q2',
  vouchers: [{ code: 'K7Q2M9ZD', value: '25.00', expiresOn: '2027-11-21' }],
};
const issued: EmailJob = { type: 'voucher-issued', to: 'bon@exemple.fr', labelId: 1, vouchers: [{ code: 'Z8M4Q2KD', value: '30.00', expiresOn: null }] };
const shipped: Exclude<EmailJob, CampaignEmailJob> = {
  type: 'parcel-shipped',
  to: 'colis@exemple.fr',
  labelId: 1,
  cartId: '0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e03',
  reference: 'R4T8K2M9XA1B',
  carrierName: 'Colissimo',
  trackingNumber: '6A12345678901',
  trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
  shippedOn: '2026-11-23',
  lines: [{ name: 'Orbite basse', quantity: 2 }],
  relayPoint: null,
};
const ready: Exclude<EmailJob, CampaignEmailJob> = {
  type: 'parcel-ready',
  to: 'retrait@exemple.fr',
  labelId: 1,
  cartId: '0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e04',
  reference: 'R4T8K2M9XA1C',
  lines: [{ name: 'Orbite basse', quantity: 1 }],
};
const rescheduled: Exclude<EmailJob, CampaignEmailJob> = {
  type: 'parcel-rescheduled',
  to: 'report@exemple.fr',
  labelId: 1,
  cartId: '0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e05',
  reference: 'R4T8K2M9XA1D',
  lines: [{ name: 'Le livre dédicacé', quantity: 1 }],
  expectedExpeditionDate: '2026-12-04',
  previousDate: '2027-03-15',
};
const refunded: Exclude<EmailJob, CampaignEmailJob> = {
  type: 'order-refunded',
  to: 'avoir@exemple.fr',
  labelId: 2,
  cartId: '0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e06',
  reference: 'R4T8K2M9XA1E',
  cancelled: false,
  creditNoteNumber: 'A2026-000007',
  amount: '24.90',
  lines: [{ name: 'Orbite basse', quantity: 1, total: '20.00' }],
  shipping: '4.90',
  card: '14.90',
  voucher: { code: 'Q2M9ZD7K', amount: '10.00', expiresOn: '2027-11-23' },
  reason: 'Livre abîmé',
};
const jobs: Exclude<EmailJob, CampaignEmailJob>[] = [confirmation, reset, change, vouchers, order, giftCards, issued, shipped, ready, rescheduled, refunded];

// Campaign mails have their own suite (campaign-ends).
const expected: Record<Exclude<EmailJob['type'], CampaignEmailJob['type']>, { subject: string; link: string }> = {
  'account-confirmation': {
    subject: 'Bienvenue chez Exemplaire\u202f! Confirmez votre adresse e-mail',
    link: 'http://shop.test/exemplaire/confirm?email=nouvelle%40exemple.fr&token=tok%2B1%2F%3D',
  },
  'password-reset': {
    subject: 'Réinitialisation de votre mot de passe – Cœurs Vaillants',
    link: 'http://shop.test/queer-romance/reset-password?email=oubli%40exemple.fr&token=tok-2',
  },
  'email-change': {
    subject: 'Confirmez votre nouvelle adresse e-mail – Exemplaire',
    link: 'http://shop.test/exemplaire/compte/email/confirmer?token=tok-3',
  },
  'forgotten-vouchers': { subject: 'Vos codes de cartes cadeaux – La Poésie du lundi', link: 'http://shop.test/poesie-du-lundi/compte/cartes-cadeaux' },
  'order-confirmation': {
    subject: 'Votre commande n°K7Q2M9XA4B1C – Exemplaire',
    link: 'http://shop.test/exemplaire/compte/orders/0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e01',
  },
  'voucher-purchased': { subject: 'Votre carte cadeau – Exemplaire', link: 'http://shop.test/exemplaire/compte/cartes-cadeaux' },
  'voucher-issued': { subject: 'Votre bon d’achat – Exemplaire', link: 'http://shop.test/exemplaire/compte/cartes-cadeaux' },
  'parcel-shipped': {
    subject: 'Votre colis est en route – Commande n°R4T8K2M9XA1B – Exemplaire',
    link: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
  },
  'parcel-ready': {
    subject: 'Votre commande est prête à être retirée – Commande n°R4T8K2M9XA1C – Exemplaire',
    link: 'http://shop.test/exemplaire/compte/orders/0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e04',
  },
  'parcel-rescheduled': {
    subject: 'Nouvelle date d’envoi – Commande n°R4T8K2M9XA1D – Exemplaire',
    link: 'http://shop.test/exemplaire/compte/orders/0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e05',
  },
  'order-refunded': {
    subject: 'Remboursement de votre commande n°R4T8K2M9XA1E – Cœurs Vaillants',
    link: 'http://shop.test/queer-romance/compte/orders/0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e06',
  },
};

/** The demo labels' names: each mail is sent under its label's. */
const LABEL_NAMES: Record<number, string> = { 1: 'Exemplaire', 2: 'Cœurs Vaillants', 3: 'La Poésie du lundi' };

const sentTo = (address: string) => (mail: CaughtMail) => mail.to.includes(address);

describe('emails: outbox → relay → queue → SMTP', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let worker: TestWorker;

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('mails'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl, publicUrl: 'http://shop.test' });
  });

  afterAll(async () => {
    await worker?.close();
    await catcher?.close();
    await database?.drop();
  });

  it.each(jobs)('sends the French $type mail written to the outbox in a transaction', async (job) => {
    // Given a command that commits a mail job with its change
    const rowId = await database.db.transaction((manager) => enqueueInOutbox(manager, { queue: QUEUES.emails, name: 'send', data: job }));
    // When the worker relays and processes it
    const mail = await catcher.waitFor(sentTo(job.to));
    // Then the reader gets the label's mail with the right link, in HTML and in text
    expect(mail.subject).toBe(expected[job.type].subject);
    expect(mail.from).toBe('bonjour@exemplaire.test');
    expect(mail.fromName).toBe(LABEL_NAMES[job.labelId]);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.html.replace(/&amp;/g, '&')).toContain(`href="${expected[job.type].link}"`);
    expect(mail.text).toContain(expected[job.type].link);
    // Every mail's footer names the seller of the legal pages and invoices (SELLER_*)
    expect(mail.text).toContain('Éditions Exemplaire, SAS au capital de 10 000 € — 12 rue des Imprimeurs, 69002 Lyon, France — RCS Lyon 912 345 675 — TVA FR65912345675');
    expect(mail.headers['x-shop-job-id']).toBe(outboxJobId(rowId));
    // (the log commits just after the SMTP server accepted the mail)
    const log = await eventually(async () => {
      const [row] = await database.db.query('SELECT type, recipient, status, attempts, sent_at FROM mail_log WHERE job_id = $1', [outboxJobId(rowId)]);
      return row?.status === 'sent' && row;
    });
    expect(log).toMatchObject({ type: job.type, recipient: job.to, status: 'sent', attempts: 1 });
    expect(log.sent_at).toBeInstanceOf(Date);
  });

  it('never sends the mail of a rolled-back transaction', async () => {
    // Given a command that writes a mail job, then fails
    await expect(
      database.db.transaction(async (manager) => {
        await enqueueInOutbox(manager, { queue: QUEUES.emails, name: 'send', data: { ...confirmation, to: 'annule@exemple.fr', email: 'annule@exemple.fr' } });
        throw new Error('la commande échoue');
      }),
    ).rejects.toThrow('la commande échoue');
    // When a later command's mail has gone through
    await database.enqueue({ queue: QUEUES.emails, name: 'send', data: { ...confirmation, to: 'apres@exemple.fr', email: 'apres@exemple.fr' } });
    await catcher.waitFor(sentTo('apres@exemple.fr'));
    // Then the rolled-back one never existed
    expect(catcher.messages().filter(sentTo('annule@exemple.fr'))).toEqual([]);
    expect(await database.db.query(`SELECT id FROM outbox WHERE payload->>'to' = 'annule@exemple.fr'`)).toEqual([]);
  });

  it('sends once when BullMQ delivers the same job twice', async () => {
    // Given a job sent and completed
    const data: EmailJob = { ...reset, to: 'deux-fois@exemple.fr', email: 'deux-fois@exemple.fr' };
    const first = await worker.emails.add('send', data, { jobId: 'ob-test-twice' });
    await eventually(async () => (await first.isCompleted()) && first);
    await catcher.waitFor(sentTo('deux-fois@exemple.fr'));
    // When the same job id comes again (a crash after the send, before BullMQ recorded it)
    await first.remove();
    const second = await worker.emails.add('send', data, { jobId: 'ob-test-twice' });
    await eventually(async () => (await second.isCompleted()) && second);
    // Then the mail log stops the second send
    expect((await worker.emails.getJob('ob-test-twice'))?.returnvalue).toEqual({ outcome: 'already-sent' });
    expect(catcher.messages().filter(sentTo('deux-fois@exemple.fr'))).toHaveLength(1);
    const logs = await database.db.query(`SELECT status, attempts FROM mail_log WHERE job_id = 'ob-test-twice'`);
    expect(logs).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('adds an outbox row delivered twice to BullMQ once (same job id)', async () => {
    // Given a row relayed and sent
    const rowId = await database.enqueue({ queue: QUEUES.emails, name: 'send', data: { ...change, to: 'relais@exemple.fr', newEmail: 'relais@exemple.fr' } });
    await catcher.waitFor(sentTo('relais@exemple.fr'));
    // When the relay sees it again (it crashed between the add and the update)
    await database.db.query('UPDATE outbox SET dispatched_at = NULL WHERE id = $1', [rowId]);
    await eventually(async () => (await worker.relay.backlog()) === 0);
    // Then nothing new is sent
    await new Promise((r) => setTimeout(r, 300));
    expect(catcher.messages().filter(sentTo('relais@exemple.fr'))).toHaveLength(1);
  });
});
