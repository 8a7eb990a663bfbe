import { CartExpirer } from '@shop/cart';
import { bullConnection, QUEUES } from '@shop/common';
import { Job, Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../../test/support/accounts';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

/** A confirmation lasts 1.5 s here: long enough to act in between, short enough to watch it end. */
const TTL_MINUTES = 0.025;
const TTL_MS = TTL_MINUTES * 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('expiry of confirmed, unpaid carts (outbox, BullMQ, worker)', () => {
  let database: SuiteDatabase;
  let api: TestApi;
  let worker: TestWorker;
  let expiries: Queue;
  let giftCard: number;

  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);

  async function reader() {
    const email = `${Date.now()}-${randomBytes(3).toString('hex')}-expiration@test.fr`;
    const [{ id }] = await q(`INSERT INTO users (email, password_hash, is_active, email_confirmed_at) VALUES ($1, $2, true, now()) RETURNING id`, [
      email,
      await hashPassword('un mot de passe solide'),
    ]);
    const token = (await api.post('/api/token/', { email, password: 'un mot de passe solide' })).body.access as string;
    const [address] = await q(
      `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
      [id],
    );
    return { id, token, address: address.id as number };
  }
  type Reader = Awaited<ReturnType<typeof reader>>;

  const confirm = async (user: Reader, cartId: string) =>
    expect((await api.patch(`/api/carts/${cartId}/`, { status: 1, terms_accepted: true }, { token: user.token })).body).toMatchObject({ status: 1 });
  const unconfirm = async (user: Reader, cartId: string) =>
    expect((await api.get(`/api/carts/${cartId}/unconfirm`, { headers: { authorization: `Bearer ${user.token}` } })).body).toMatchObject({ status: 0 });

  /** A reader's cart holding a gift card (nothing to ship), its billing address chosen, confirmed. */
  async function confirmedCart(user: Reader, voucherCents = 0): Promise<string> {
    const cart = (await api.post('/api/carts/', {}, { token: user.token })).body;
    expect((await api.post('/api/carts/products', { cart: cart.id, product: giftCard, quantity: 1 }, { token: user.token })).status).toBeLessThan(300);
    expect((await api.patch(`/api/carts/${cart.id}/`, { billing_address: user.address }, { token: user.token })).status).toBe(200);
    if (voucherCents > 0) {
      const code = randomBytes(4).toString('hex').toUpperCase();
      await q('INSERT INTO vouchers (code, value_cents, remaining_cents) VALUES ($1, $2, $2)', [code, voucherCents]);
      expect((await api.post(`/api/carts/${cart.id}/voucher/`, { code }, { token: user.token })).status).toBe(200);
    }
    await confirm(user, cart.id);
    return cart.id;
  }

  const status = async (cartId: string) => (await q<{ status: number }>('SELECT status FROM carts WHERE id = $1', [cartId]))[0].status;
  /** The expiry jobs of a cart, in the order of its confirmations (their ids come from the outbox rows). */
  async function jobsOf(cartId: string): Promise<Job[]> {
    const rows = await q<{ id: string }>(`SELECT id FROM outbox WHERE queue = 'cart-expiry' AND payload->>'cartId' = $1 ORDER BY id`, [cartId]);
    const jobs = await Promise.all(rows.map((r) => expiries.getJob(`ob-${r.id}`)));
    return jobs.filter((j): j is Job => j !== undefined);
  }
  const finished = async (job: Job) => ((await job.getState()) === 'completed' ? expiries.getJob(job.id as string) : null);

  beforeAll(async () => {
    database = await createSuiteDatabase('orders_expiry');
    api = await startTestApi({ databaseUrl: database.url, cartConfirmationTtlMinutes: TTL_MINUTES });
    worker = await startTestWorker({ databaseUrl: database.url });
    expiries = new Queue(QUEUES.cartExpiry, { connection: bullConnection(testConfig().redisUrl), prefix: worker.prefix });
    const [{ id }] = await q(
      `INSERT INTO products (type, slug, label_id, name, price_cents, vat_rate_bp, position) VALUES ('giftcard', $1, (SELECT id FROM labels WHERE slug = 'exemplaire'), 'Carte cadeau', 2500, 2000, 100000) RETURNING id`,
      [`test-carte-${randomBytes(4).toString('hex')}`],
    );
    giftCard = id;
  });

  afterAll(async () => {
    await expiries?.obliterate({ force: true }).catch(() => undefined);
    await expiries?.close();
    await worker?.close().catch(() => undefined);
    await api?.close();
    await database?.drop();
  });

  it('unconfirms a cart left unpaid once its time is up, as the shop, once', async () => {
    // given a confirmed cart
    const user = await reader();
    const cartId = await confirmedCart(user);

    // then its expiry job waits in BullMQ, delayed until the confirmation's time is up
    const [job] = await eventually(async () => {
      const jobs = await jobsOf(cartId);
      return jobs.length === 1 && jobs;
    });
    expect(await job.getState()).toBe('delayed');
    expect(await status(cartId)).toBe(1);

    // when the time is up, then the worker unconfirms it, recorded as the system's doing
    await eventually(async () => (await status(cartId)) === 0, 10_000);
    const events = await q<{ type: string; data: any; metadata: any }>('SELECT type, data, metadata FROM stream_events WHERE stream_id = $1 ORDER BY version', [cartId]);
    expect(events[events.length - 1]).toMatchObject({ type: 'CartUnconfirmed', data: { reason: 'expired' }, metadata: { userId: null, actor: 'system', requestId: job.id } });
    expect((await eventually(() => finished(job)))?.returnvalue).toEqual({ kind: 'expire' });

    // and the same job again (a redelivery) changes nothing
    expect(await worker.app.get(CartExpirer).expire(job.data, String(job.id))).toEqual({ kind: 'leave', why: 'not-confirmed' });
    expect(await q('SELECT count(*)::int AS n FROM stream_events WHERE stream_id = $1', [cartId])).toEqual([{ n: events.length }]);
  });

  it('leaves a cart confirmed again since: its new confirmation has its own time', async () => {
    // given a cart confirmed, unconfirmed, then confirmed again a second later
    const user = await reader();
    const cartId = await confirmedCart(user);
    await unconfirm(user, cartId);
    await sleep(1_000);
    await confirm(user, cartId);
    const [old, current] = await eventually(async () => {
      const jobs = await jobsOf(cartId);
      return jobs.length === 2 && jobs;
    });

    // when the first confirmation's job runs, then it leaves the cart confirmed
    expect((await eventually(() => finished(old)))?.returnvalue).toEqual({ kind: 'leave', why: 'confirmed-again' });
    expect(await status(cartId)).toBe(1);

    // and the second confirmation's job expires it in its turn
    expect((await eventually(() => finished(current)))?.returnvalue).toEqual({ kind: 'expire' });
    expect(await status(cartId)).toBe(0);
  });

  it('waits for the bank when a card payment was started lately', async () => {
    // given a confirmed cart whose owner went to the bank's payment page
    const user = await reader();
    const cartId = await confirmedCart(user);
    expect((await api.get(`/api/carts/${cartId}/payment/`, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(200);
    const [job] = await eventually(async () => {
      const jobs = await jobsOf(cartId);
      return jobs.length === 1 && jobs;
    });

    // when its time is up, then the job puts itself back for the bank's 20 minutes, the cart still confirmed
    await eventually(async () => {
      const now = await expiries.getJob(job.id as string);
      return (await now?.getState()) === 'delayed' && (now?.delay ?? 0) + (now?.timestamp ?? 0) > Date.now() + 15 * 60_000;
    }, 10_000);
    await sleep(TTL_MS);
    expect(await status(cartId)).toBe(1);
  });

  it('never touches a paid cart', async () => {
    // given a confirmed cart paid at once with a voucher
    const user = await reader();
    const cartId = await confirmedCart(user, 2500);
    expect((await api.post(`/api/carts/${cartId}/pay_with_voucher/`, {}, { token: user.token })).body).toMatchObject({ status: 2 });
    const [job] = await eventually(async () => {
      const jobs = await jobsOf(cartId);
      return jobs.length === 1 && jobs;
    });

    // when its expiry job runs, then the order stays paid
    expect((await eventually(() => finished(job)))?.returnvalue).toEqual({ kind: 'leave', why: 'paid' });
    expect(await status(cartId)).toBe(2);
  });
});
