import { bullConnection, QUEUES } from '@shop/common';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { Queue } from 'bullmq';
import { ACKNOWLEDGED, bankNotification, confirmedCardCart, createGiftCardProduct, sendBankNotification } from '../../../../test/support/card-payments';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

const config = testConfig();
const PAID = ACKNOWLEDGED;

/** The bank's notification for a form: its fields sealed with `key` (the merchant's unless told). */
const notification = (form: Record<string, string>, over: Record<string, string> = {}, key = config.moneticoKey) => bankNotification(form, key, over);

/** A fixed shuffle (Fisher–Yates on a small linear congruential generator): the same order on every run. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('card payment faults: replays, a stopped worker, forged notifications', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let api: TestApi;
  let worker: TestWorker;
  let giftCard: number;
  const workers: TestWorker[] = [];

  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const notify = (fields: Record<string, string>) => sendBankNotification(api, fields);
  const cartRow = async (id: string) => (await q('SELECT status, paid, paid_with, invoice_number, state FROM carts WHERE id = $1', [id]))[0];
  const paidCart = (id: string, timeoutMs?: number) =>
    eventually(async () => {
      const row = await cartRow(id);
      return row.status === 2 && row.invoice_number && row;
    }, timeoutMs);

  const cartWithForm = () => confirmedCardCart(api, q, giftCard);

  /** The order confirmation mails of a cart (queued in the outbox, then logged by the worker as sent). */
  const confirmations = (cartId: string) => q(`SELECT id FROM outbox WHERE queue = 'emails' AND payload->>'type' = 'order-confirmation' AND payload->>'cartId' = $1`, [cartId]);

  const stopWorker = async (w: TestWorker) => {
    const queue = new Queue(QUEUES.bankCallbacks, { connection: bullConnection(config.redisUrl), prefix: w.prefix });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await w.close().catch(() => undefined);
  };

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('payfaults'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    api = await startTestApi({ databaseUrl: database.url });
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl });
    workers.push(worker);
    giftCard = await createGiftCardProduct(q);
  });

  afterAll(async () => {
    for (const w of workers) await stopWorker(w);
    await api?.close();
    await catcher?.close();
    await database?.drop();
  });

  it.each([
    ['shuffled', 7],
    ['shuffled otherwise', 42],
  ])('pays once when the same notification comes 3 times, %s with an Annulation of the same attempt', async (_, seed) => {
    // given a confirmed cart and its bank form
    const { cartId, email, form } = await cartWithForm();
    const paid = notification(form);
    const cancelled = notification(form, { 'code-retour': 'Annulation' });
    const sequence = shuffled([paid, paid, paid, cancelled], seed);
    // when the bank sends them all at once (as its retries and a late cancellation may cross)
    expect(await Promise.all(sequence.map(notify))).toEqual([PAID, PAID, PAID, PAID]);
    // then the cart is paid by card, once
    const row = await paidCart(cartId);
    expect(row).toMatchObject({ paid: true, paid_with: 'credit-card', invoice_number: expect.stringMatching(/^F\d{4}-\d{6}$/) });
    await eventually(async () => (await q('SELECT id FROM bank_notifications WHERE reference = $1 AND processed_at IS NULL', [form.reference])).length === 0 && true);
    expect(await q('SELECT count(*)::int AS n FROM bank_notifications WHERE reference = $1', [form.reference])).toEqual([{ n: 4 }]);
    expect(await q(`SELECT type FROM stream_events WHERE stream_id = $1 AND type = 'CartPaid'`, [cartId])).toHaveLength(1);
    // one invoice number for this cart, no anomaly, one confirmation mail queued and sent once
    expect(await q('SELECT invoice_number FROM carts WHERE invoice_number = $1', [row.invoice_number])).toHaveLength(1);
    expect(await q('SELECT kind FROM payment_anomalies WHERE reference = $1', [form.reference])).toEqual([]);
    expect(await confirmations(cartId)).toHaveLength(1);
    const sent = await eventually(async () => {
      const rows = await q(`SELECT job_id, status FROM mail_log WHERE recipient = $1 AND type = 'order-confirmation'`, [email]);
      return rows.length > 0 && rows.every((r) => r.status === 'sent') && rows;
    }, 20_000);
    expect(sent).toHaveLength(1);
    await catcher.waitFor((m) => m.headers['x-shop-job-id'] === sent[0].job_id, 5_000);
    expect(catcher.messages().filter((m) => m.headers['x-shop-job-id'] === sent[0].job_id)).toHaveLength(1);
  });

  it('pays the cart once the worker starts again when the notification came while it was stopped', async () => {
    const { cartId, form } = await cartWithForm();
    // given the worker stopped
    await stopWorker(worker);
    // when the bank notifies, then it is acknowledged and the notification waits in the database
    expect(await notify(notification(form))).toBe(PAID);
    await new Promise((r) => setTimeout(r, 500));
    expect(await q('SELECT enqueued_at, processed_at FROM bank_notifications WHERE reference = $1', [form.reference])).toEqual([{ enqueued_at: null, processed_at: null }]);
    expect(await cartRow(cartId)).toMatchObject({ status: 1, paid: false });
    // and once a worker starts, it relays the waiting notification and pays the cart
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl });
    workers.push(worker);
    expect(await paidCart(cartId, 20_000)).toMatchObject({ paid: true, paid_with: 'credit-card' });
    // The notification's outcome is written just after the payment's transaction.
    const settled = await eventually(async () => {
      const rows = await q('SELECT outcome FROM bank_notifications WHERE reference = $1', [form.reference]);
      return rows[0]?.outcome !== null && rows;
    });
    expect(settled).toEqual([{ outcome: 'paid' }]);
  });

  it('stores nothing and pays nothing for forged notifications (bad key, fields changed after sealing, no seal)', async () => {
    const { cartId, form } = await cartWithForm();
    const good = notification(form);
    const forgeries = [
      notification(form, {}, 'F'.repeat(40)),
      { ...good, montant: '0.01EUR' },
      { ...good, reference: form.reference.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
      Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'MAC')),
      { ...good, MAC: good.MAC.slice(0, -1) },
    ];
    for (const forged of forgeries) expect(await notify(forged)).toBe('version=2\ncdr=1\n');
    // the worker is running: a genuine notification for another cart sent after them is paid…
    const other = await cartWithForm();
    expect(await notify(notification(other.form))).toBe(PAID);
    await paidCart(other.cartId);
    // …while the forged ones left no trace and the cart is still waiting for its payment
    expect(await q('SELECT id FROM bank_notifications WHERE fields->>$1 = $2', ['texte-libre', cartId])).toEqual([]);
    expect(await q('SELECT id FROM payment_anomalies WHERE cart_id = $1', [cartId])).toEqual([]);
    expect(await cartRow(cartId)).toMatchObject({ status: 1, paid: false, invoice_number: null });
    expect(await confirmations(cartId)).toEqual([]);
  });
});
