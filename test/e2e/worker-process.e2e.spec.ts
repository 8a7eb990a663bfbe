import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../support/accounts';
import { requireBuilt, startBuiltWorker, WORKER_MAIN, type BuiltProcess } from '../support/built-processes';
import { bankNotification } from '../support/card-payments';
import { startPrivateRedis, type PrivateRedis } from '../support/private-redis';
import { startTestApi, testConfig, type TestApi } from '../support/test-app';
import { createSuiteDatabase, eventually, type SuiteDatabase } from '../support/worker-harness';

const config = testConfig();

/**
 * In tests the API and the worker usually share one process, and with it TypeORM's registry of
 * entities: a worker module that forgets to register an entity it reads still works there. Here the
 * built worker runs alone, on a Redis of its own, and must pay a card order end to end: the bank's
 * notification stored by the API, relayed, processed (invoice drawn up in the paying transaction),
 * and the confirmation mail sent over SMTP.
 */
describe('the built worker in its own process', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let redis: PrivateRedis;
  let api: TestApi;
  let worker: BuiltProcess;

  beforeAll(async () => {
    // The worker as production runs it: the built file, in a process of its own (CI builds before testing).
    requireBuilt(WORKER_MAIN);
    [database, catcher, redis] = await Promise.all([createSuiteDatabase('worker_process'), startMailCatcher({ smtpPort: 0, httpPort: 0 }), startPrivateRedis()]);
    api = await startTestApi({ databaseUrl: database.url });
    worker = startBuiltWorker({ databaseUrl: database.url, redisUrl: redis.url, smtpUrl: catcher.smtpUrl });
  });

  afterAll(async () => {
    await worker?.stop();
    await api?.close();
    await redis?.stop();
    await catcher?.close();
    await database?.drop();
  });

  it('pays a card order from the bank notification and sends the confirmation mail', async () => {
    const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
    // Given a reader's confirmed cart holding a gift card (nothing to ship), and the bank form of its payment
    const email = `${Date.now()}-${randomBytes(3).toString('hex')}-processus@test.fr`;
    const [{ id: userId }] = await q(`INSERT INTO users (email, password_hash, is_active, email_confirmed_at) VALUES ($1, $2, true, now()) RETURNING id`, [
      email,
      await hashPassword('un mot de passe solide'),
    ]);
    const token = (await api.post('/api/token/', { email, password: 'un mot de passe solide' })).body.access as string;
    const [address] = await q(
      `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
      [userId],
    );
    const [giftCard] = await q(
      `INSERT INTO products (type, slug, label_id, name, price_cents, vat_rate_bp, position) VALUES ('giftcard', $1, (SELECT id FROM labels WHERE slug = 'exemplaire'), 'Carte cadeau', 3000, 2000, 100000) RETURNING id`,
      [`test-carte-${randomBytes(4).toString('hex')}`],
    );
    const cart = (await api.post('/api/carts/', {}, { token })).body;
    expect((await api.post('/api/carts/products', { cart: cart.id, product: giftCard.id, quantity: 1 }, { token })).status).toBeLessThan(300);
    expect((await api.patch(`/api/carts/${cart.id}/`, { billing_address: address.id }, { token })).status).toBe(200);
    expect((await api.patch(`/api/carts/${cart.id}/`, { status: 1, terms_accepted: true }, { token })).status).toBe(200);
    const form = (await api.get(`/api/carts/${cart.id}/payment/`, { headers: { authorization: `Bearer ${token}` } })).body;

    // When the bank notifies the shop of the accepted payment
    const sealed = bankNotification(form, config.moneticoKey);
    const answer = await fetch(`${api.baseUrl}/api/payment/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(sealed).toString(),
    });
    expect(await answer.text()).toBe('version=2\ncdr=0\n');

    // Then the worker process pays the order, with its invoice, and the reader gets the confirmation
    const paid = await eventually(async () => {
      const [row] = await q(`SELECT status, paid, paid_with, invoice_number FROM carts WHERE id = $1`, [cart.id]);
      return row.status === 2 && row.invoice_number ? row : null;
    }, 30_000).catch((error) => {
      throw new Error(`${error}\n--- journal du worker ---\n${worker.output()}`);
    });
    expect(paid).toMatchObject({ paid: true, paid_with: 'credit-card' });
    const invoice = await api.get(`/api/carts/${cart.id}/invoice/`, { headers: { authorization: `Bearer ${token}` } });
    expect(invoice.status).toBe(200);
    const mail = await catcher.waitFor((m) => m.to.includes(email) && /commande/i.test(m.subject), 30_000);
    expect(mail.text).toContain(cart.reference);
  });
});
