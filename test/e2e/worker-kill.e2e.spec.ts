import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { requireBuilt, startBuiltWorker, WORKER_MAIN, type BuiltProcess } from '../support/built-processes';
import { ACKNOWLEDGED, bankNotification, confirmedCardCart, createGiftCardProduct, sendBankNotification } from '../support/card-payments';
import { startPrivateRedis, type PrivateRedis } from '../support/private-redis';
import { startTestApi, testConfig, type TestApi } from '../support/test-app';
import { createSuiteDatabase, eventually, type SuiteDatabase } from '../support/worker-harness';

const config = testConfig();

/**
 * The worker process killed (SIGKILL) in the middle of a burst of payments, then started again:
 * jobs it held are stalled in Redis and taken up again; what it had paid stays paid. Every cart is
 * paid exactly once, with one invoice and one order mail.
 */
describe('the worker killed during a burst of payments', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let redis: PrivateRedis;
  let api: TestApi;
  const workers: BuiltProcess[] = [];
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);

  /** The built worker, as production runs it (CI builds before testing). */
  function startWorker(): BuiltProcess {
    const worker = startBuiltWorker({ databaseUrl: database.url, redisUrl: redis.url, smtpUrl: catcher.smtpUrl }, { QUEUE_RECONCILE_AFTER_SECONDS: '2', QUEUE_LOCK_SECONDS: '3' });
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    requireBuilt(WORKER_MAIN);
    [database, catcher, redis] = await Promise.all([createSuiteDatabase('workerkill'), startMailCatcher({ smtpPort: 0, httpPort: 0 }), startPrivateRedis()]);
    api = await startTestApi({ databaseUrl: database.url, redisUrl: redis.url });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    await api?.close();
    await redis?.stop();
    await catcher?.close();
    await database?.drop();
  });

  it('40 notifications: every cart paid exactly once after a kill and a restart', async () => {
    const giftCard = await createGiftCardProduct(q);
    const carts: Awaited<ReturnType<typeof confirmedCardCart>>[] = [];
    for (let i = 0; i < 40; i++) carts.push(await confirmedCardCart(api, q, giftCard));
    const ids = carts.map((c) => c.cartId);
    const first = startWorker();

    // when the notifications arrive at once and the worker dies once some carts are paid
    const burst = Promise.all(carts.map((c) => sendBankNotification(api, bankNotification(c.form, config.moneticoKey))));
    const paidCount = async () => (await q(`SELECT count(*)::int AS n FROM carts WHERE id = ANY($1) AND status = 2 AND invoice_number IS NOT NULL`, [ids]))[0].n as number;
    await eventually(async () => (await paidCount()) >= 5 || null, 60_000, 10);
    await first.stop('SIGKILL');
    const killedAt = Date.now();
    expect(await burst).toEqual(carts.map(() => ACKNOWLEDGED));
    const paidAtKill = await paidCount();
    startWorker();

    // then every cart ends paid, once
    await eventually(async () => (await paidCount()) === 40 || null, 120_000, 100);
    const paidEvents = await q(`SELECT stream_id, count(*)::int AS n FROM stream_events WHERE stream_id = ANY($1) AND type = 'CartPaid' GROUP BY stream_id`, [ids]);
    expect(paidEvents.map((e) => e.n)).toEqual(ids.map(() => 1));
    expect(new Set((await q(`SELECT invoice_number FROM carts WHERE id = ANY($1)`, [ids])).map((r) => r.invoice_number)).size).toBe(40);
    await eventually(
      async () => {
        const [{ n }] = await q(`SELECT count(*)::int AS n FROM mail_log WHERE type = 'order-confirmation' AND status = 'sent' AND recipient = ANY($1)`, [
          carts.map((c) => c.email),
        ]);
        return n === 40 || null;
      },
      60_000,
      100,
    );
    const perBuyer = await q(`SELECT count(*)::int AS n FROM mail_log WHERE type = 'order-confirmation' AND recipient = ANY($1) GROUP BY recipient`, [carts.map((c) => c.email)]);
    expect(perBuyer.map((r) => r.n)).toEqual(carts.map(() => 1));
    console.log(`Worker tué après ${paidAtKill} paiements sur 40 : les 40 payés ${Date.now() - killedAt} ms après, une fois chacun`);
  }, 240_000);
});
