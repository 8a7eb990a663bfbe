import { Logger, LoggerService } from '@nestjs/common';
import { bullConnection, currentRequestId, QUEUES } from '@shop/common';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { bankJobId } from '@shop/payment';
import { hashPassword } from '../../../../test/support/accounts';
import { bankNotification } from '../../../../test/support/card-payments';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

const config = testConfig();

/** Keeps every log line with the request id of the work that wrote it. */
class CapturingLogger implements LoggerService {
  readonly lines: { context: string | undefined; message: string; requestId: string | undefined }[] = [];
  private keep = (message: unknown, context?: unknown) =>
    this.lines.push({ context: typeof context === 'string' ? context : undefined, message: String(message), requestId: currentRequestId() });
  log = this.keep;
  warn = this.keep;
  error = this.keep;
}

describe('request id from the bank notification to the worker', () => {
  let database: SuiteDatabase;
  let api: TestApi;
  let worker: TestWorker;
  let bankQueue: Queue;
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);

  beforeAll(async () => {
    // The worker relays every stored notification it sees: the suite has its database of its own.
    database = await createSuiteDatabase('bankrequestid');
    api = await startTestApi({ databaseUrl: database.url });
    worker = await startTestWorker({ databaseUrl: database.url });
    bankQueue = new Queue(QUEUES.bankCallbacks, { connection: bullConnection(config.redisUrl), prefix: worker.prefix });
  });

  afterAll(async () => {
    await bankQueue?.obliterate({ force: true }).catch(() => undefined);
    await bankQueue?.close();
    await worker?.close();
    await api?.close();
    await database?.drop();
    Logger.overrideLogger(false);
  });

  /** A reader's confirmed cart holding a gift card, and the sealed bank form of its payment. */
  async function paymentForm(): Promise<{ cartId: string; form: Record<string, string> }> {
    const email = `${Date.now()}-${randomBytes(3).toString('hex')}-banque@test.fr`;
    const [user] = await q(`INSERT INTO users (email, password_hash, is_active, email_confirmed_at) VALUES ($1, $2, true, now()) RETURNING id`, [
      email,
      await hashPassword('un mot de passe solide'),
    ]);
    const token = (await api.post('/api/token/', { email, password: 'un mot de passe solide' })).body.access as string;
    const [address] = await q(
      `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
      [user.id],
    );
    const [giftCard] = await q(
      `INSERT INTO products (type, slug, label_id, name, price_cents, vat_rate_bp, position) VALUES ('giftcard', $1, (SELECT id FROM labels WHERE slug = 'exemplaire'), 'Carte cadeau', 2350, 2000, 100000) RETURNING id`,
      [`test-carte-${randomBytes(4).toString('hex')}`],
    );
    const cart = (await api.post('/api/carts/', {}, { token })).body;
    expect((await api.post('/api/carts/products', { cart: cart.id, product: giftCard.id, quantity: 1 }, { token })).status).toBeLessThan(300);
    expect((await api.patch(`/api/carts/${cart.id}/`, { billing_address: address.id }, { token })).status).toBe(200);
    expect((await api.patch(`/api/carts/${cart.id}/`, { status: 1, terms_accepted: true }, { token })).status).toBe(200);
    const form = (await api.get(`/api/carts/${cart.id}/payment/`, { headers: { authorization: `Bearer ${token}` } })).body;
    return { cartId: cart.id, form };
  }

  it('stores the notification’s request id with the row, puts it in the job and on the worker’s log lines of that job', async () => {
    const logs = new CapturingLogger();
    Logger.overrideLogger(logs);
    // given a cart waiting for the bank
    const { cartId, form } = await paymentForm();
    const sealed = bankNotification(form, config.moneticoKey);
    // when the bank notifies the payment under its request id
    const requestId = `banque-${Date.now()}`;
    const res = await fetch(`${api.baseUrl}/api/payment/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': requestId },
      body: new URLSearchParams(sealed).toString(),
    });
    expect(await res.text()).toBe('version=2\ncdr=0\n');
    expect(res.headers.get('x-request-id')).toBe(requestId);

    // then the stored row carries it
    expect(await q('SELECT request_id FROM bank_notifications WHERE reference = $1', [form.reference])).toEqual([{ request_id: requestId }]);
    // and so does the job's data in BullMQ
    const job = await eventually(() => bankQueue.getJob(bankJobId(form.reference, 'payetest')));
    expect(job.data).toEqual({ notificationId: expect.any(String), requestId });
    // and the worker's log line of that job
    const line = await eventually(async () => logs.lines.find((l) => l.message === `${job.id} : paid`));
    expect(line.requestId).toBe(requestId);
    // and the payment's events and its confirmation mail point back to the bank's request
    const [paid] = await q(`SELECT metadata FROM stream_events WHERE stream_id = $1 AND type = 'CartPaid'`, [cartId]);
    expect(paid.metadata.requestId).toBe(requestId);
    expect(await q(`SELECT payload->>'type' AS type FROM outbox WHERE correlation_id = $1 ORDER BY id`, [requestId])).toContainEqual({ type: 'order-confirmation' });
  });

  it('gives no request id to the job of a row stored without one', async () => {
    // given a notification stored before request ids were kept
    const [row] = await q(`INSERT INTO bank_notifications (reference, code_retour, fields) VALUES ($1, 'Annulation', '{}'::jsonb) RETURNING id`, [
      `ANCIEN${randomBytes(3).toString('hex').toUpperCase()}`,
    ]);
    const [{ reference }] = await q('SELECT reference FROM bank_notifications WHERE id = $1', [row.id]);
    // then its job holds the notification only
    const job = await eventually(() => bankQueue.getJob(bankJobId(reference, 'Annulation')));
    expect(job.data).toEqual({ notificationId: String(row.id) });
  });
});
