import { bullConnection, QUEUES } from '@shop/common';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../../test/support/accounts';
import { bankNotification } from '../../../../test/support/card-payments';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';
import { CachedBusinessCounts } from './business-counts';

const config = testConfig();

/** The value of one sample of the Prometheus text (0 when the series is absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('business metrics: what the worker did, read from its tables', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let api: TestApi;
  let worker: TestWorker;

  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const notify = async (fields: Record<string, string>) =>
    (
      await fetch(`${api.baseUrl}/api/payment/notification`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      })
    ).text();
  const sealed = (form: Record<string, string>, over: Record<string, string> = {}) => bankNotification(form, config.moneticoKey, over);

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('metrics'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    api = await startTestApi({ databaseUrl: database.url });
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl });
  });

  afterAll(async () => {
    if (worker) {
      const queue = new Queue(QUEUES.bankCallbacks, { connection: bullConnection(config.redisUrl), prefix: worker.prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await worker.close().catch(() => undefined);
    }
    await api?.close();
    await catcher?.close();
    await database?.drop();
  });

  it('counts card payments by outcome, paid orders by means and mails sent and failed on /metrics', async () => {
    // given a reader's three confirmed carts, each with its bank form
    const email = `${Date.now()}-${randomBytes(3).toString('hex')}-mesures@test.fr`;
    const [{ id }] = await q(`INSERT INTO users (email, password_hash, is_active, email_confirmed_at) VALUES ($1, $2, true, now()) RETURNING id`, [
      email,
      await hashPassword('un mot de passe solide'),
    ]);
    const token = (await api.post('/api/token/', { email, password: 'un mot de passe solide' })).body.access as string;
    const [address] = await q(
      `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
      [id],
    );
    const [{ id: product }] = await q(
      `INSERT INTO products (type, slug, label_id, name, price_cents, vat_rate_bp, position) VALUES ('giftcard', $1, (SELECT id FROM labels WHERE slug = 'exemplaire'), 'Carte cadeau', 2350, 2000, 100000) RETURNING id`,
      [`test-carte-${randomBytes(4).toString('hex')}`],
    );
    const forms: Record<string, string>[] = [];
    for (let i = 0; i < 3; i++) {
      const cart = (await api.post('/api/carts/', {}, { token })).body;
      expect((await api.post('/api/carts/products', { cart: cart.id, product, quantity: 1 }, { token })).status).toBeLessThan(300);
      expect((await api.patch(`/api/carts/${cart.id}/`, { billing_address: address.id }, { token })).status).toBe(200);
      expect((await api.patch(`/api/carts/${cart.id}/`, { status: 1, terms_accepted: true }, { token })).status).toBe(200);
      forms.push((await api.get(`/api/carts/${cart.id}/payment/`, { headers: { authorization: `Bearer ${token}` } })).body);
    }
    // when the bank pays the first (twice: its copies count once), cancels the second and sends a wrong amount for the third
    for (const fields of [sealed(forms[0]), sealed(forms[0]), sealed(forms[1], { 'code-retour': 'Annulation' }), sealed(forms[2], { montant: '1.00EUR' })]) {
      expect(await notify(fields)).toBe('version=2\ncdr=0\n');
    }
    // and the worker has acted on them and sent the order confirmation mail
    await eventually(async () => (await q('SELECT id FROM bank_notifications WHERE processed_at IS NULL')).length === 0 && true, 20_000);
    await eventually(
      async () => (await q(`SELECT id FROM mail_log WHERE recipient = $1 AND type = 'order-confirmation' AND status = 'sent'`, [email])).length === 1 && true,
      20_000,
    );
    const [mails] = await q<{ sent: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, (coalesce(sum(attempts), 0) - count(*) FILTER (WHERE status = 'sent'))::int AS failed FROM mail_log`,
    );
    const [cards] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM carts WHERE paid_with = 'credit-card' AND invoice_number IS NOT NULL`);

    // then /metrics shows them
    const res = await api.get('/metrics');
    expect(res.status).toBe(200);
    const text = res.body as string;
    expect(text).toContain('# TYPE shop_card_payments_total counter');
    expect(sample(text, 'shop_card_payments_total{outcome="paid"}')).toBe(1);
    expect(sample(text, 'shop_card_payments_total{outcome="cancelled"}')).toBe(1);
    expect(sample(text, 'shop_card_payments_total{outcome="anomaly"}')).toBe(1);
    expect(sample(text, 'shop_orders_paid_total{paid_with="credit-card"}')).toBe(cards.n);
    expect(cards.n).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_mails_total{status="sent"}')).toBe(mails.sent);
    expect(mails.sent).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_mails_total{status="failed"}')).toBe(mails.failed);
  });

  it('counts failed mail attempts, and reads the tables at most once per cache lifetime', async () => {
    // given a clock the test moves, and a mail that failed twice before being sent, and one still failing
    let now = 1_000_000;
    const counts = new CachedBusinessCounts(database.db, 5_000, () => now);
    const before = await counts.read();
    const tag = randomBytes(4).toString('hex');
    await q(
      `INSERT INTO mail_log (job_id, type, recipient, status, attempts) VALUES ($1, 'order-confirmation', 'a@test.fr', 'sent', 3), ($2, 'order-confirmation', 'b@test.fr', 'failed', 2)`,
      [`m1-${tag}`, `m2-${tag}`],
    );
    // then within the cache lifetime the old counts are kept (one query per few seconds, however often it is scraped)
    now += 4_000;
    expect(await counts.read()).toEqual(before);
    // and after it, 1 more sent and 4 more failed attempts
    now += 1_000;
    const after = await counts.read();
    expect(after.mails).toEqual({ ...before.mails, sent: before.mails.sent + 1, failed: before.mails.failed + 4 });
  });

  it('counts mails refused for good, mails skipped for a suppressed address, and the suppressed addresses', async () => {
    // given a mail refused once (its address suppressed) and a later one to it, skipped
    const counts = new CachedBusinessCounts(database.db, 0);
    const before = await counts.read();
    const tag = randomBytes(4).toString('hex');
    await q(
      `INSERT INTO mail_log (job_id, type, recipient, status, attempts) VALUES ($1, 'password-reset', 'refus@test.fr', 'refused', 1), ($2, 'password-reset', 'refus@test.fr', 'skipped', 0)`,
      [`r1-${tag}`, `r2-${tag}`],
    );
    await q(`INSERT INTO mail_suppressions (email, reason, smtp_code) VALUES ($1, '550 5.1.1 inconnu', 550)`, [`refus-${tag}@test.fr`]);
    // then the refusal counts once as refused and once as a failed attempt; the skip is no attempt
    const after = await counts.read();
    expect(after.mails).toEqual({ sent: before.mails.sent, failed: before.mails.failed + 1, refused: before.mails.refused + 1, skipped: before.mails.skipped + 1 });
    expect(after.mailSuppressions).toBe(before.mailSuppressions + 1);
    // and /metrics shows them (once its own few-seconds cache has expired)
    const text = await eventually(async () => {
      const body = (await api.get('/metrics')).body as string;
      return sample(body, 'shop_mails_total{status="refused"}') >= 1 && body;
    });
    expect(sample(text, 'shop_mails_total{status="refused"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_mails_total{status="skipped"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_mail_suppressions')).toBeGreaterThanOrEqual(1);
  });
});
