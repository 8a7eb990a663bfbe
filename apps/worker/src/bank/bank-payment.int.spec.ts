import { Logger } from '@nestjs/common';
import { bullConnection, QUEUES } from '@shop/common';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { BankSim } from '../../../bank-sim/src/bank-sim';
import { isSealValid } from '@shop/payment';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { hashPassword } from '../../../../test/support/accounts';
import { bankNotification } from '../../../../test/support/card-payments';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { startPrivateRedis } from '../../../../test/support/private-redis';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

const config = testConfig();
const KEY = config.moneticoKey;

/** The bank's notification for a form: its fields signed with the merchant key (or not). */
function notification(form: Record<string, string>, over: Record<string, string> = {}, key = KEY): Record<string, string> {
  return bankNotification(form, key, over);
}

describe('card payment: bank form, notification, worker', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let api: TestApi;
  let worker: TestWorker;
  let giftCard: number;

  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const notify = (fields: Record<string, string>) =>
    fetch(`${api.baseUrl}/api/payment/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  async function reader() {
    const email = `${Date.now()}-${randomBytes(3).toString('hex')}-banque@test.fr`;
    const [{ id }] = await q(`INSERT INTO users (email, password_hash, is_active, email_confirmed_at) VALUES ($1, $2, true, now()) RETURNING id`, [
      email,
      await hashPassword('un mot de passe solide'),
    ]);
    const token = (await api.post('/api/token/', { email, password: 'un mot de passe solide' })).body.access as string;
    const [address] = await q(
      `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
      [id],
    );
    return { id, email, token, address: address.id as number };
  }

  async function cartOf(user: Awaited<ReturnType<typeof reader>>, confirm = true): Promise<string> {
    const cart = (await api.post('/api/carts/', {}, { token: user.token })).body;
    expect((await api.post('/api/carts/products', { cart: cart.id, product: giftCard, quantity: 1 }, { token: user.token })).status).toBeLessThan(300);
    expect((await api.patch(`/api/carts/${cart.id}/`, { billing_address: user.address }, { token: user.token })).status).toBe(200);
    if (confirm) expect((await api.patch(`/api/carts/${cart.id}/`, { status: 1, terms_accepted: true }, { token: user.token })).status).toBe(200);
    return cart.id;
  }

  /** The harness removes the queues it knows; this one is ours. */
  const dropBankQueue = async (w: TestWorker, redisUrl = config.redisUrl) => {
    const queue = new Queue(QUEUES.bankCallbacks, { connection: bullConnection(redisUrl), prefix: w.prefix });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  };
  const cartRow = async (id: string) => (await q('SELECT status, paid, paid_with, invoice_number, state FROM carts WHERE id = $1', [id]))[0];

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('payment'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    api = await startTestApi({ databaseUrl: database.url });
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl });
    const [{ id }] = await q(
      `INSERT INTO products (type, slug, label_id, name, price_cents, vat_rate_bp, position) VALUES ('giftcard', $1, (SELECT id FROM labels WHERE slug = 'exemplaire'), 'Carte cadeau', 2350, 2000, 100000) RETURNING id`,
      [`test-carte-${randomBytes(4).toString('hex')}`],
    );
    giftCard = id;
  });

  afterAll(async () => {
    if (worker) await dropBankQueue(worker);
    await worker?.close().catch(() => undefined);
    await api?.close();
    await catcher?.close();
    await database?.drop();
  });

  it('gives the sealed bank form of a confirmed cart to its owner only, a new reference each time', async () => {
    const user = await reader();
    const cartId = await cartOf(user);
    const res = await api.get(`/api/carts/${cartId}/payment/`, auth(user.token));
    expect(res.status).toBe(200);
    const data = res.body;
    expect(data).toMatchObject({
      url: config.bankUrl,
      version: '3.0',
      TPE: config.moneticoTpe,
      societe: config.moneticoCompany,
      lgue: 'FR',
      montant: '23.50EUR',
      mail: user.email,
      texte_libre: cartId,
      url_retour_ok: `${config.publicUrl}/exemplaire/checkout/complete/${cartId}`,
      url_retour_err: `${config.publicUrl}/exemplaire/checkout/summary?fail=1`,
    });
    expect(data.reference).toMatch(/^[A-Z0-9]{12}$/);
    const { url, texte_libre, ...posted } = data;
    expect(isSealValid({ ...posted, 'texte-libre': texte_libre }, KEY)).toBe(true);
    expect(JSON.parse(Buffer.from(data.contexte_commande, 'base64').toString('utf8'))).toMatchObject({
      billing: { addressLine1: '5 rue des Écoles', city: 'Rennes', postalCode: '35000', country: 'FR' },
    });
    // a second attempt has its own reference, both recorded on the cart
    const again = (await api.get(`/api/carts/${cartId}/payment/`, auth(user.token))).body;
    expect(again.reference).not.toBe(data.reference);
    expect((await cartRow(cartId)).state.paymentAttempts.map((a: { reference: string }) => a.reference)).toEqual([data.reference, again.reference]);
    // another user's cart is not found; an unconfirmed one is refused; nobody logged in: 401
    const other = await reader();
    expect(await api.get(`/api/carts/${cartId}/payment/`, auth(other.token))).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    expect(await api.get(`/api/carts/${await cartOf(other, false)}/payment/`, auth(other.token))).toMatchObject({
      status: 400,
      body: { detail: 'Le panier doit être validé avant le paiement.' },
    });
    expect((await api.get(`/api/carts/${cartId}/payment/`)).status).toBe(401);
  });

  it('answers cdr=1 to a bad seal and stores nothing; cdr=0 to a good one, and the worker pays the cart once', async () => {
    const user = await reader();
    const cartId = await cartOf(user);
    const form = (await api.get(`/api/carts/${cartId}/payment/`, auth(user.token))).body;
    // a bad seal
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const forged = await notify(notification(form, {}, 'F'.repeat(40)));
    expect(forged.status).toBe(200);
    expect(forged.headers.get('content-type')).toContain('text/plain');
    expect(await forged.text()).toBe('version=2\ncdr=1\n');
    expect(await q('SELECT id FROM bank_notifications WHERE reference = $1', [form.reference])).toEqual([]);
    expect(warn.mock.calls.some(([m]) => String(m).includes('sceau invalide') && String(m).includes(form.reference))).toBe(true);
    warn.mockRestore();
    // a good 'payetest', twice
    const good = notification(form);
    for (const _ of [1, 2]) {
      const res = await notify(good);
      expect(await res.text()).toBe('version=2\ncdr=0\n');
    }
    const paid = await eventually(async () => {
      const row = await cartRow(cartId);
      return row.status === 2 && row.invoice_number && row;
    });
    expect(paid).toMatchObject({ paid: true, paid_with: 'credit-card', invoice_number: expect.stringMatching(/^F\d{4}-\d{6}$/) });
    const stored = await eventually(async () => {
      const rows = await q('SELECT fields, processed_at FROM bank_notifications WHERE reference = $1', [form.reference]);
      return rows.length === 2 && rows.every((r) => r.processed_at) && rows;
    });
    expect(stored[0].fields).toEqual(good);
    // paid once: one CartPaid event, one invoice number, one confirmation mail, and the gift card's code mailed once
    expect(await q(`SELECT payload->>'type' AS type FROM outbox WHERE queue = 'emails' AND payload->>'cartId' = $1 ORDER BY id`, [cartId])).toEqual([
      { type: 'order-confirmation' },
      { type: 'voucher-purchased' },
    ]);
    expect(paid.state.paymentAttempts).toHaveLength(1);
  });

  it('flags an amount that differs from the attempt for staff and never pays', async () => {
    const user = await reader();
    const cartId = await cartOf(user);
    const form = (await api.get(`/api/carts/${cartId}/payment/`, auth(user.token))).body;
    expect(await (await notify(notification(form, { montant: '1.00EUR' }))).text()).toBe('version=2\ncdr=0\n');
    const [anomaly] = await eventually(() => q('SELECT cart_id, kind, detail FROM payment_anomalies WHERE reference = $1', [form.reference]).then((r) => r.length > 0 && r));
    expect(anomaly).toMatchObject({ cart_id: cartId, kind: 'amount' });
    expect(anomaly.detail).toContain('23.50EUR');
    expect(await cartRow(cartId)).toMatchObject({ status: 1, paid: false, invoice_number: null });
    // a payment for a cart unconfirmed since its form was sent is flagged too, never paid
    const other = await cartOf(user);
    const sent = (await api.get(`/api/carts/${other}/payment/`, auth(user.token))).body;
    expect((await api.get(`/api/carts/${other}/unconfirm`, auth(user.token))).status).toBe(200);
    await notify(notification(sent));
    await eventually(() => q(`SELECT id FROM payment_anomalies WHERE reference = $1 AND kind = 'refused'`, [sent.reference]).then((r) => r.length > 0));
    expect(await cartRow(other)).toMatchObject({ status: 0, paid: false });
  });

  it("records the bank's Annulation as a failed attempt, acknowledged, leaving the cart unpaid", async () => {
    const user = await reader();
    const cartId = await cartOf(user);
    const form = (await api.get(`/api/carts/${cartId}/payment/`, auth(user.token))).body;
    expect(await (await notify(notification(form, { 'code-retour': 'Annulation' }))).text()).toBe('version=2\ncdr=0\n');
    const row = await eventually(async () => {
      const r = await cartRow(cartId);
      return r.state.paymentAttempts[0]?.status === 'failed' && r;
    });
    expect(row).toMatchObject({ status: 1, paid: false });
    expect(await q('SELECT id FROM payment_anomalies WHERE reference = $1', [form.reference])).toEqual([]);
  });

  it('tells the customer a refused card apart from a payment cancelled on the bank’s page, by the bank’s reason', async () => {
    const user = await reader();
    const attemptAnswered = async (motifrefus: string) => {
      const cartId = await cartOf(user);
      expect((await api.get(`/api/carts/${cartId}/`, auth(user.token))).body.last_card_attempt).toBeNull();
      const form = (await api.get(`/api/carts/${cartId}/payment/`, auth(user.token))).body;
      expect((await api.get(`/api/carts/${cartId}/`, auth(user.token))).body.last_card_attempt).toBe('started');
      await notify(notification(form, { 'code-retour': 'Annulation', motifrefus }));
      return eventually(async () => {
        const answer = (await api.get(`/api/carts/${cartId}/`, auth(user.token))).body.last_card_attempt;
        return answer !== 'started' && answer;
      });
    };
    expect(await attemptAnswered('Refus')).toBe('refused');
    expect(await attemptAnswered('Annulation')).toBe('cancelled');
  });

  it('goes all the way through the bank sandbox: form posted, test card, notification, cart paid', async () => {
    const sim = new BankSim({ tpe: config.moneticoTpe, key: KEY, notificationUrl: `${api.baseUrl}/api/payment/notification`, retryBaseMs: 50 });
    const bankUrl = await sim.listen(0);
    try {
      const user = await reader();
      const cartId = await cartOf(user);
      const { url, texte_libre, ...fields } = (await api.get(`/api/carts/${cartId}/payment/`, auth(user.token))).body;
      // the SPA posts the fields under the bank's names
      const post = (path: string, body: Record<string, string>) =>
        fetch(bankUrl + path, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
      const page = await (await post('/paiement.cgi', { ...fields, 'texte-libre': texte_libre })).text();
      const session = /name="session" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const back = await post('/paiement.cgi/valider', { session, carte: '4000000000000002', action: 'payer' });
      expect(back.headers.get('location')).toBe(`${config.publicUrl}/exemplaire/checkout/complete/${cartId}`);
      const row = await eventually(async () => {
        const r = await cartRow(cartId);
        return r.status === 2 && r;
      });
      expect(row).toMatchObject({ paid: true, paid_with: 'credit-card', invoice_number: expect.stringMatching(/^F\d{4}-\d{6}$/) });
    } finally {
      await sim.close();
    }
  });

  it('acknowledges the bank while Redis is down, and pays once it is back (the stored notification is the outbox)', async () => {
    const user = await reader();
    const cartId = await cartOf(user);
    const form = (await api.get(`/api/carts/${cartId}/payment/`, auth(user.token))).body;
    // given a worker on a Redis of its own (the suite's worker stops: it would relay the row too)
    await worker.close();
    const redis = await startPrivateRedis();
    const alone = await startTestWorker({ databaseUrl: database.url, redisUrl: redis.url, smtpUrl: catcher.smtpUrl });
    try {
      // when Redis stops and the bank notifies, then the bank gets cdr=0 at once and the notification waits
      alone.emails.on('error', () => undefined); // the harness's own producer: Redis stopping is expected here
      await redis.stop();
      const started = Date.now();
      expect(await (await notify(notification(form))).text()).toBe('version=2\ncdr=0\n');
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(await q('SELECT enqueued_at FROM bank_notifications WHERE reference = $1', [form.reference])).toEqual([{ enqueued_at: null }]);
      expect(await cartRow(cartId)).toMatchObject({ status: 1 });
      // and once Redis is back, the worker relays it and pays the cart
      await redis.start();
      await eventually(async () => (await cartRow(cartId)).status === 2, 30_000);
    } finally {
      await redis.start().catch(() => undefined);
      await dropBankQueue(alone, redis.url);
      await alone.close();
      await redis.stop();
    }
  });
});
