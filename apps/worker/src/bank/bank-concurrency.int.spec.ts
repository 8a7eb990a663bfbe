import { bullConnection, QUEUES } from '@shop/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { randomBytes } from 'node:crypto';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { hashPassword } from '../../../../test/support/accounts';
import { bankNotification } from '../../../../test/support/card-payments';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';
import { InvoiceBook } from '@shop/cart';
import { BankCallbacksProcessor } from './bank-callbacks.processor';

const config = testConfig();
const CARTS = 50;

/** The bank's 'payetest' notification for a form, sealed with the merchant key. */
function notification(form: Record<string, string>): string {
  return new URLSearchParams(bankNotification(form, config.moneticoKey)).toString();
}

describe('card payments processed several at once', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let api: TestApi;
  let worker: TestWorker;

  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const notify = (body: string) =>
    fetch(`${api.baseUrl}/api/payment/notification`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }).then((r) => r.text());

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('payconc'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    api = await startTestApi({ databaseUrl: database.url });
    // Polled once a minute only: a payment within seconds is the API's wake-up at work.
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl, outboxPollMs: 60_000 }, { bankCallbacksConcurrency: 8 });
  });

  afterAll(async () => {
    if (worker) {
      const queue = new Queue(QUEUES.bankCallbacks, { connection: bullConnection(config.redisUrl), prefix: worker.prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    await worker?.close().catch(() => undefined);
    await api?.close();
    await catcher?.close();
    await database?.drop();
  });

  /** A reader with `count` confirmed carts of one book each (a few books: payments meet on their stock rows), and their bank forms. */
  async function confirmedCarts(count: number): Promise<{ cartId: string; form: Record<string, string> }[]> {
    const email = `${Date.now()}-${randomBytes(3).toString('hex')}-paiements@test.fr`;
    const [{ id }] = await q(`INSERT INTO users (email, password_hash, is_active, email_confirmed_at) VALUES ($1, $2, true, now()) RETURNING id`, [
      email,
      await hashPassword('un mot de passe solide'),
    ]);
    const token = (await api.post('/api/token/', { email, password: 'un mot de passe solide' })).body.access as string;
    const [address] = await q(
      `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
      [id],
    );
    const books = (await api.get('/api/books/?published=true&limit=40')).body.results.filter(
      (b: { out_of_stock: boolean; bookseller_only: boolean }) => !b.out_of_stock && !b.bookseller_only,
    );
    expect(books.length).toBeGreaterThan(2);
    const carts = [];
    for (let i = 0; i < count; i++) {
      const cart = (await api.post('/api/carts/', {}, { token })).body;
      expect((await api.post('/api/carts/products', { cart: cart.id, product: books[i % 3].id, quantity: 1 }, { token })).status).toBeLessThan(300);
      expect((await api.patch(`/api/carts/${cart.id}/`, { shipping_address: address.id, billing_address: address.id }, { token })).status).toBe(200);
      expect((await api.patch(`/api/carts/${cart.id}/`, { status: 1, terms_accepted: true }, { token })).status).toBe(200);
      const form = (await api.get(`/api/carts/${cart.id}/payment/`, { headers: { authorization: `Bearer ${token}` } })).body;
      expect(form.reference).toMatch(/^[A-Z0-9]{12}$/);
      carts.push({ cartId: cart.id as string, form });
    }
    return carts;
  }

  it(`pays ${CARTS} carts notified at once exactly once each, with gapless invoice numbers`, async () => {
    expect(worker.app.get(BankCallbacksProcessor).worker.concurrency).toBe(8);
    const carts = await confirmedCarts(CARTS);
    const ids = carts.map((c) => c.cartId);
    const acks = await Promise.all(carts.map(({ form }) => notify(notification(form))));
    expect(acks.every((a) => a === 'version=2\ncdr=0\n')).toBe(true);
    // The bank sends a few again meanwhile: still one payment each.
    await Promise.all(carts.slice(0, 5).map(({ form }) => notify(notification(form))));

    const paid = await eventually(async () => {
      const rows = await q<{ id: string; invoice_number: string }>('SELECT id, invoice_number FROM carts WHERE id = ANY($1) AND status = 2 AND paid', [ids]);
      return rows.length === CARTS && rows;
    }, 30_000);
    // Gapless: the numbers are consecutive, and the counter stopped at the last one.
    const numbers = paid.map((r) => r.invoice_number).sort();
    const series = numbers[0].slice(0, 5);
    expect(numbers.every((n) => n.startsWith(series))).toBe(true);
    const values = numbers.map((n) => Number(n.slice(6)));
    expect(values).toEqual(values.map((_, i) => values[0] + i));
    const [counter] = await q('SELECT last_number FROM invoice_counters WHERE series = $1', [series]);
    expect(counter.last_number).toBe(values[values.length - 1]);
    // Each cart paid once: one CartPaid and one InvoiceNumbered event, one kept invoice of that number.
    const events = await q(
      `SELECT stream_id, count(*) FILTER (WHERE type = 'CartPaid')::int AS paid, count(*) FILTER (WHERE type = 'InvoiceNumbered')::int AS numbered
         FROM stream_events WHERE stream_id::text = ANY($1) GROUP BY stream_id`,
      [ids],
    );
    expect(events).toHaveLength(CARTS);
    expect(events.every((e) => e.paid === 1 && e.numbered === 1)).toBe(true);
    const invoices = await q('SELECT cart_id, number, document FROM invoices WHERE cart_id = ANY($1)', [ids]);
    expect(new Map(invoices.map((i) => [i.cart_id, i.number]))).toEqual(new Map(paid.map((r) => [r.id, r.invoice_number])));
    // The invoice kept at payment is the one the download path draws up from the stream (rolled back after).
    const book = worker.app.get(InvoiceBook, { strict: false });
    for (const { cart_id, document } of invoices.slice(0, 5)) {
      const redrawn = await worker.app
        .get(DataSource)
        .transaction(async (m) => {
          await m.query('DELETE FROM invoices WHERE cart_id = $1', [cart_id]);
          throw { redrawn: await book.invoiceOf(cart_id, m) };
        })
        .catch((out: { redrawn?: unknown }) => ('redrawn' in out ? out.redrawn : Promise.reject(out)));
      expect(redrawn).toEqual(document);
    }
    // Every notification row done, the resent ones included.
    const open = await eventually(async () => {
      const [row] = await q(
        `SELECT count(*) FILTER (WHERE processed_at IS NULL)::int AS open, count(*) FILTER (WHERE outcome = 'paid')::int AS paid FROM bank_notifications WHERE reference = ANY($1)`,
        [carts.map((c) => c.form.reference)],
      );
      return row.open === 0 && row;
    });
    expect(open.paid).toBeGreaterThanOrEqual(CARTS);
  }, 120_000);

  it('still relays at once after losing its listening connection', async () => {
    const [cart] = await confirmedCarts(1);
    // PostgreSQL drops the worker's listening connection: it listens again by itself.
    await eventually(
      async () => (await q(`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'shop-listen'`)).length > 0,
    );
    await eventually(
      async () => (await q(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'shop-listen' AND query LIKE 'LISTEN%'`)).length > 0,
    );
    expect(await notify(notification(cart.form))).toBe('version=2\ncdr=0\n');
    await eventually(async () => (await q('SELECT status FROM carts WHERE id = $1', [cart.cartId]))[0].status === 2, 10_000);
  }, 60_000);
});
