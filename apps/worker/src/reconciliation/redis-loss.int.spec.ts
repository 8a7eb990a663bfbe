import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { ACKNOWLEDGED, bankNotification, confirmedCardCart, createGiftCardProduct, sendBankNotification } from '../../../../test/support/card-payments';
import { startPrivateRedis, type PrivateRedis } from '../../../../test/support/private-redis';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';
import { QueueReconciler } from './queue-reconciler.service';

const config = testConfig();
/** Short, so the test sees the reconciler at work within seconds (production: 60 s). */
const RECONCILE_AFTER_MS = 1_500;

/**
 * Redis runs without persistence, like many managed caches: killed (SIGKILL) during a burst and
 * started again empty, it forgets every job it held. Nothing the shop promised may be lost with it:
 * every acknowledged bank notification pays its cart exactly once (one invoice, one order mail),
 * every registration gets its confirmation mail exactly once.
 */
describe('Redis loses its memory during a burst', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let redis: PrivateRedis;
  let api: TestApi;
  let worker: TestWorker;
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);

  beforeAll(async () => {
    [database, catcher, redis] = await Promise.all([createSuiteDatabase('redisloss'), startMailCatcher({ smtpPort: 0, httpPort: 0 }), startPrivateRedis()]);
    api = await startTestApi({ databaseUrl: database.url, redisUrl: redis.url });
    worker = await startTestWorker(
      { databaseUrl: database.url, redisUrl: redis.url, smtpUrl: catcher.smtpUrl },
      { reconcileAfterMs: RECONCILE_AFTER_MS, emailJobOptions: { backoff: { type: 'fixed', delay: 200 } } },
    );
  }, 120_000);

  afterAll(async () => {
    await worker?.close().catch(() => undefined);
    await api?.close();
    await redis?.stop();
    await catcher?.close();
    await database?.drop();
  });

  /** Kills Redis once `ready()` holds (the burst is under way), then starts it again, empty. */
  async function crashRedisWhen(ready: () => Promise<boolean>): Promise<number> {
    await eventually(async () => (await ready()) || null, 30_000, 5);
    await redis.stop();
    await new Promise((r) => setTimeout(r, 200));
    await redis.start();
    return Date.now();
  }

  it('40 bank notifications: 40 carts paid exactly once, one invoice and one order mail each', async () => {
    const giftCard = await createGiftCardProduct(q);
    const carts: Awaited<ReturnType<typeof confirmedCardCart>>[] = [];
    for (let i = 0; i < 40; i++) carts.push(await confirmedCardCart(api, q, giftCard));
    const references = carts.map((c) => c.form.reference);

    // when the bank's 40 notifications arrive at once and Redis dies once some are queued
    const burst = Promise.all(carts.map((c) => sendBankNotification(api, bankNotification(c.form, config.moneticoKey))));
    const restartedAt = await crashRedisWhen(async () => {
      const [{ n }] = await q(`SELECT count(*)::int AS n FROM bank_notifications WHERE reference = ANY($1) AND enqueued_at IS NOT NULL`, [references]);
      return n >= 10;
    });
    expect(await burst).toEqual(carts.map(() => ACKNOWLEDGED));

    // then every cart is paid, once
    await eventually(
      async () => {
        const [{ n }] = await q(`SELECT count(*)::int AS n FROM carts WHERE id = ANY($1) AND status = 2 AND paid AND invoice_number IS NOT NULL`, [carts.map((c) => c.cartId)]);
        return n === 40;
      },
      90_000,
      100,
    );
    const recoveredMs = Date.now() - restartedAt;
    const paidEvents = await q(`SELECT stream_id, count(*)::int AS n FROM stream_events WHERE stream_id = ANY($1) AND type = 'CartPaid' GROUP BY stream_id`, [
      carts.map((c) => c.cartId),
    ]);
    expect(paidEvents).toHaveLength(40);
    expect(paidEvents.every((e) => e.n === 1)).toBe(true);
    const invoices = await q(`SELECT invoice_number FROM carts WHERE id = ANY($1)`, [carts.map((c) => c.cartId)]);
    expect(new Set(invoices.map((i) => i.invoice_number)).size).toBe(40);
    expect(await q(`SELECT id FROM bank_notifications WHERE reference = ANY($1) AND processed_at IS NULL`, [references])).toEqual([]);
    // and each buyer gets one order mail, sent once
    await eventually(
      async () => {
        const [{ n }] = await q(`SELECT count(*)::int AS n FROM mail_log WHERE type = 'order-confirmation' AND status = 'sent' AND recipient = ANY($1)`, [
          carts.map((c) => c.email),
        ]);
        return n === 40;
      },
      60_000,
      100,
    );
    const perBuyer = await q(`SELECT recipient, count(*)::int AS n FROM mail_log WHERE type = 'order-confirmation' AND recipient = ANY($1) GROUP BY recipient`, [
      carts.map((c) => c.email),
    ]);
    expect(perBuyer.every((r) => r.n === 1)).toBe(true);
    for (const cart of carts) expect(catcher.messages().filter((m) => m.to.includes(cart.email)).length).toBeLessThanOrEqual(2);
    const requeued = await q(`SELECT coalesce(sum(requeued), 0)::int AS n FROM bank_notifications WHERE reference = ANY($1)`, [references]);
    console.log(`Redis perdu pendant 40 notifications : payées ${recoveredMs} ms après son retour ; ${requeued[0].n} notification(s) renvoyée(s) par la réconciliation`);
  }, 180_000);

  it('45 registrations: 45 confirmation mails, each sent exactly once', async () => {
    const emails = Array.from({ length: 45 }, (_, i) => `${Date.now()}-${i}-inscription@test.fr`);
    const register = (email: string) => api.post('/api/users/register/', { email, password: 'un mot de passe solide', password2: 'un mot de passe solide', acceptCgu: true });
    const burst = Promise.all(emails.map(register));
    const restartedAt = await crashRedisWhen(async () => {
      const [{ n }] = await q(`SELECT count(*)::int AS n FROM outbox WHERE queue = 'emails' AND payload->>'to' = ANY($1) AND dispatched_at IS NOT NULL`, [emails]);
      return n >= 10;
    });
    expect((await burst).map((r) => r.status)).toEqual(emails.map(() => 201));
    await eventually(
      async () => {
        const [{ n }] = await q(`SELECT count(*)::int AS n FROM mail_log WHERE status = 'sent' AND recipient = ANY($1)`, [emails]);
        return n === 45;
      },
      90_000,
      100,
    );
    const recoveredMs = Date.now() - restartedAt;
    const perAddress = await q(`SELECT recipient, count(*)::int AS n FROM mail_log WHERE recipient = ANY($1) GROUP BY recipient`, [emails]);
    expect(perAddress).toHaveLength(45);
    expect(perAddress.every((r) => r.n === 1)).toBe(true);
    await eventually(async () => emails.every((e) => catcher.messages().some((m) => m.to.includes(e))) || null, 10_000);
    for (const email of emails) expect(catcher.messages().filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(await q(`SELECT id FROM outbox WHERE queue = 'emails' AND payload->>'to' = ANY($1) AND completed_at IS NULL`, [emails])).toEqual([]);
    const requeued = await q(`SELECT coalesce(sum(requeued), 0)::int AS n FROM outbox WHERE payload->>'to' = ANY($1)`, [emails]);
    console.log(`Redis perdu pendant 45 inscriptions : courriels envoyés ${recoveredMs} ms après son retour ; ${requeued[0].n} tâche(s) renvoyée(s) par la réconciliation`);
  }, 180_000);

  it('a round finds nothing left to do once everything has finished', async () => {
    const report = await worker.app.get(QueueReconciler).reconcileOnce();
    expect(report).toEqual({ outbox: { requeued: 0, completed: 0, failed: 0 }, bank: { requeued: 0, completed: 0, failed: 0 } });
  });
});
