import { Logger, LoggerService } from '@nestjs/common';
import { currentRequestId } from '@shop/common';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { startTestApi, type TestApi } from '../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../test/support/worker-harness';

/** Keeps every log line with the request id of the work that wrote it. */
class CapturingLogger implements LoggerService {
  readonly lines: { message: string; requestId: string | undefined }[] = [];
  private keep = (message: unknown) => this.lines.push({ message: String(message), requestId: currentRequestId() });
  log = this.keep;
  warn = this.keep;
  error = this.keep;
}

describe('request id from the API to the worker', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let api: TestApi;
  let worker: TestWorker;

  beforeAll(async () => {
    // The worker relays every outbox row it sees: the suite has its database of its own.
    [database, catcher] = await Promise.all([createSuiteDatabase('requestid'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    api = await startTestApi({ databaseUrl: database.url });
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl });
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await catcher?.close();
    await database?.drop();
  });

  it('stamps the order placed by a request on its outbox row, its job and the worker’s log lines', async () => {
    const logs = new CapturingLogger();
    Logger.overrideLogger(logs);
    // given the demo bookseller's confirmed cart (five copies: only orders above 50 € are debited)
    const { access } = (await api.post('/api/token/', { email: 'librairie@exemplaire.test', password: 'motdepasse' })).body;
    const auth = { headers: { authorization: `Bearer ${access}` } };
    const [address] = (await api.get('/api/users/addresses/', auth)).body.results;
    const [book] = (await api.get('/api/books/?published=true&out_of_stock=false&limit=1')).body.results;
    const cart = (await api.post('/api/carts/', {}, { token: access })).body;
    expect((await api.post('/api/carts/products', { cart: cart.id, product: book.id, quantity: 5 }, { token: access })).status).toBe(201);
    await api.patch(`/api/carts/${cart.id}/`, { shipping_address: address.id, billing_address: address.id }, { token: access });
    for (const shipment of (await api.get(`/api/carts/${cart.id}/`, auth)).body.shipments) await api.patch(`/api/shipments/${shipment}/`, { mode: 'pickup' }, { token: access });
    expect((await api.patch(`/api/carts/${cart.id}/`, { status: 1, terms_accepted: true }, { token: access })).status).toBe(200);

    // when it is paid by direct debit under a request id of the caller's
    const requestId = `commande-${Date.now()}`;
    const res = await api.post(`/api/carts/${cart.id}/direct_debit/`, {}, { token: access, headers: { 'x-request-id': requestId } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);

    // then the events and the confirmation mail's outbox row carry it
    const events = await database.db.query(`SELECT metadata FROM stream_events WHERE stream_id = $1 AND type = 'CartPaid'`, [cart.id]);
    expect(events[0].metadata.requestId).toBe(requestId);
    const [row] = await database.db.query(`SELECT id FROM outbox WHERE correlation_id = $1 AND payload->>'type' = 'order-confirmation'`, [requestId]);
    expect(row).toBeDefined();
    // and so do the job's data in BullMQ and the worker's log line of that job
    const job = await eventually(() => worker.emails.getJob(`ob-${row.id}`));
    expect(job.data).toMatchObject({ type: 'order-confirmation', cartId: cart.id, requestId });
    const line = await eventually(async () => logs.lines.find((l) => l.message.includes(`ob-${row.id} (order-confirmation)`)));
    expect(line.requestId).toBe(requestId);
    await catcher.waitFor((m) => m.subject.includes(res.body.reference));
  });
});
