import { eventStore, replay } from '@shop/event-store';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { randomBytes } from 'node:crypto';
import { cartBatchDecider } from '../../libs/cart/src/domain/cart-batch';
import type { CartEvent } from '../../libs/cart/src/domain/cart.events';
import { createUser, login } from '../support/accounts';
import { API_MAIN, requireBuilt, startBuiltApi, startBuiltWorker, WORKER_MAIN, type BuiltProcess } from '../support/built-processes';
import { freePort } from '../support/ports';
import { ACKNOWLEDGED, bankNotification } from '../support/card-payments';
import { cartClient } from '../support/cart-fixtures';
import { startPrivateRedis, type PrivateRedis } from '../support/private-redis';
import { httpClient, testConfig, type ApiClient, type JsonResponse } from '../support/test-app';
import { createSuiteDatabase, eventually, type SuiteDatabase } from '../support/worker-harness';

const API_PROCESSES = 3;
const WORKER_PROCESSES = 2;
const READERS = 16;
/** The traffic is drawn from this seed; the interleaving of the readers is the machine's. */
const SEED = 20261127;
const config = testConfig();

/** A small seeded PRNG (mulberry32): the same traffic at every run. */
function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: T[]) => items[Math.floor(next() * items.length)] };
}

type Fate = 'open' | 'confirmed' | 'paid';

/** What a reader's traffic did to one cart, as the answers said: the lines it must hold, and where it ended. */
interface CartRecord {
  id: string;
  reference: string;
  owner: { email: string; token: string; carts: ReturnType<typeof cartClient> };
  fate: Fate;
  /** product id → its line and quantity, as the successful answers left them. */
  lines: Map<number, { lineId: string; quantity: number }>;
}

/**
 * The shop on several machines, in small: three API processes and two workers, all built as
 * production runs them, on one PostgreSQL database and one Redis. Readers shop at once through a
 * round robin (each request to the next API process, no stickiness), so the commands on one cart
 * land on processes whose folds of it lag behind; some carts are paid by card, the bank's
 * notification sent twice, to two processes. Afterwards every cart's read model must be the replay
 * of its stream, every paid cart have one invoice (gapless series) and one confirmation mail, and
 * no other cart a mail.
 */
describe('three API processes and two workers on one database', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let redis: PrivateRedis;
  const apis: (BuiltProcess & { baseUrl: string })[] = [];
  const workers: BuiltProcess[] = [];
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const logs = () => [...apis, ...workers].map((p, i) => `--- ${i < apis.length ? `API ${i + 1}` : `worker ${i - apis.length + 1}`} ---\n${p.output()}`).join('\n');

  let startMs = 0;

  beforeAll(async () => {
    requireBuilt(API_MAIN, WORKER_MAIN);
    const beginning = Date.now();
    [database, catcher, redis] = await Promise.all([createSuiteDatabase('multi_process'), startMailCatcher({ smtpPort: 0, httpPort: 0 }), startPrivateRedis()]);
    const services = { databaseUrl: database.url, redisUrl: redis.url, smtpUrl: catcher.smtpUrl };
    // One set of secrets for every process: a token signed by one is valid on all, a bank seal checks on all.
    const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), MONETICO_KEY: config.moneticoKey, MONETICO_TPE: config.moneticoTpe };
    const ports = await Promise.all(Array.from({ length: API_PROCESSES }, () => freePort()));
    // Started together: the advisory lock of prepare-database serialises their migrations.
    // Each kept as soon as it answers, so that afterAll stops it even when another fails to start.
    await Promise.all(ports.map(async (port) => apis.push(await startBuiltApi(services, port, secrets))));
    for (let i = 0; i < WORKER_PROCESSES; i++) workers.push(startBuiltWorker(services, { ...secrets, QUEUE_RECONCILE_AFTER_SECONDS: '2' }));
    startMs = Date.now() - beginning;
  }, 150_000);

  afterAll(async () => {
    await Promise.all([...apis, ...workers].map((p) => p.stop()));
    await redis?.stop();
    await catcher?.close();
    await database?.drop();
  }, 60_000);

  it('keeps every cart its stream’s replay, and pays each paid cart once, with one invoice and one mail', async () => {
    const started = Date.now();
    // Given a load balancer's round robin over the three API processes, as each client sees it: every
    // request to the next process, so that from its fourth command on a cart, each lands on a process
    // whose fold of that cart misses what the two others did since
    const served = apis.map(() => 0);
    const roundRobin = (first: number): ApiClient => {
      let turn = first;
      return httpClient(() => {
        const i = turn++ % apis.length;
        served[i]++;
        return apis[i].baseUrl;
      });
    };
    const anyProcess = roundRobin(0);
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

    // and the demo's books and goodies a reader may buy as they are (published, in stock, no variant)
    const books = (await anyProcess.get('/api/books/?limit=100')).body.results;
    const goodies = (await anyProcess.get('/api/products/?type=goodie&limit=100')).body.results;
    const products: number[] = [...books, ...goodies]
      .filter((p: any) => p.published !== false && !p.out_of_stock && !p.bookseller_only && !p.locked_by_voucher && !p.is_external && p.variants.length === 0)
      .map((p: any) => p.id);
    expect(products.length).toBeGreaterThan(5);

    // and readers with an address each, logged in through the round robin, and staff to read the streams
    const readers = await Promise.all(
      Array.from({ length: READERS }, async (_, i) => {
        const user = await createUser({ email: `${Date.now()}-${randomBytes(3).toString('hex')}-lecteur${i}@test.fr` }, q);
        const [address] = await q(
          `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
          [user.id],
        );
        const client = roundRobin(i);
        return { email: user.email, token: (await login(client, user)).access, address: address.id as number, client, carts: cartClient(client) };
      }),
    );
    const staff = (await login(anyProcess, await createUser({ staff: true }, q))).access;

    // When each reader shops at once with the others, every request to the next process
    const records: CartRecord[] = [];
    const expectOk = (label: string, res: JsonResponse, allowed = [200, 201, 204]) => {
      if (!allowed.includes(res.status)) throw new Error(`${label} : ${res.status} ${JSON.stringify(res.body)}`);
      return res;
    };
    let conflicts = 0;
    const addTo = async (record: CartRecord, product: number, quantity: number, allowed?: number[]) => {
      const res = expectOk(`ajout de ${product}`, await record.owner.carts.add(record.id, product, record.owner.token, { quantity }), allowed);
      if (res.status === 409) conflicts++;
      if (res.status >= 300) return;
      if (typeof res.body?.id !== 'string') throw new Error(`ajout de ${product} : ${res.status} sans la ligne (${JSON.stringify(res.body)})`);
      record.lines.set(product, { lineId: res.body.id, quantity: res.body.quantity });
    };
    const shop = async (reader: (typeof readers)[number], random: ReturnType<typeof prng>, fate: Fate) => {
      const { carts } = reader;
      const created = expectOk('nouveau panier', await carts.create(reader.token)).body;
      const record: CartRecord = { id: created.id, reference: created.reference, owner: reader, fate, lines: new Map() };
      records.push(record);
      for (let step = random.int(4, 9); step > 0; step--) {
        const kept = [...record.lines.entries()];
        const move = kept.length === 0 ? 0 : random.int(0, 4);
        if (move === 0) await addTo(record, random.pick(products), random.int(1, 3));
        else if (move === 1) {
          // two additions at once, to two processes: both land, or one meets the other's version and may answer 409
          const [a, b] = [random.pick(products), random.pick(products)];
          if (a !== b) await Promise.all([addTo(record, a, 1, [200, 201, 409]), addTo(record, b, 2, [200, 201, 409])]);
        } else if (move === 2) {
          const [product, line] = random.pick(kept);
          const quantity = random.int(1, 4);
          expectOk('quantité', await carts.changeLine(line.lineId, { quantity }, reader.token));
          record.lines.set(product, { ...line, quantity });
        } else if (move === 3) {
          const [product, line] = random.pick(kept);
          expectOk('retrait', await carts.removeLine(line.lineId, reader.token));
          record.lines.delete(product);
        } else expectOk('adresse', await carts.patch(record.id, { shipping_address: reader.address, billing_address: reader.address, bundle: false }, reader.token));
      }
      if (fate === 'open') return;
      if (record.lines.size === 0) await addTo(record, random.pick(products), 1);
      expectOk('adresse', await carts.patch(record.id, { shipping_address: reader.address, billing_address: reader.address, bundle: false }, reader.token));
      expectOk('validation', await carts.patch(record.id, { status: 1, terms_accepted: true }, reader.token));
      if (random.next() < 0.3) {
        // changes their mind: back to the cart, one more thing, confirmed again
        expectOk('retour au panier', await carts.unconfirm(record.id, reader.token));
        await addTo(record, random.pick(products), 1);
        expectOk('nouvelle validation', await carts.patch(record.id, { status: 1, terms_accepted: true }, reader.token));
      }
      if (fate !== 'paid') return;
      const form = expectOk('formulaire bancaire', await reader.client.get(`/api/carts/${record.id}/payment/`, auth(reader.token))).body;
      // The bank notifies twice (a retry), each time through another process
      const sealed = new URLSearchParams(bankNotification(form, config.moneticoKey)).toString();
      const first = random.int(0, apis.length - 1);
      const answers = await Promise.all(
        [first, (first + 1) % apis.length].map((i) =>
          fetch(`${apis[i].baseUrl}/api/payment/notification`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: sealed }).then((r) =>
            r.text(),
          ),
        ),
      );
      expect(answers).toEqual([ACKNOWLEDGED, ACKNOWLEDGED]);
    };
    const random = prng(SEED);
    const plans = readers.map((reader) => ({
      reader,
      random: prng(random.int(1, 2 ** 31)),
      fate: random.pick<Fate>(['open', 'confirmed', 'paid', 'paid']),
      second: random.next() < 0.3,
    }));
    await Promise.all(
      plans.map(async ({ reader, random: own, fate, second }) => {
        await shop(reader, own, fate);
        // some come back for another cart, left open
        if (second) await shop(reader, own, 'open');
      }),
    );
    const trafficMs = Date.now() - started;

    // Then the workers pay every paid cart, once
    const paidIds = records.filter((r) => r.fate === 'paid').map((r) => r.id);
    expect(paidIds.length).toBeGreaterThan(3);
    await eventually(
      async () => (await q(`SELECT count(*)::int AS n FROM carts WHERE id = ANY($1) AND status = 2 AND invoice_number IS NOT NULL`, [paidIds]))[0].n === paidIds.length,
      60_000,
      100,
    ).catch((error) => {
      throw new Error(`${error}\n${logs()}`);
    });
    const paidEvents = await q(`SELECT stream_id, count(*)::int AS n FROM stream_events WHERE type = 'CartPaid' AND stream_id = ANY($1) GROUP BY stream_id`, [
      records.map((r) => r.id),
    ]);
    expect(new Map(paidEvents.map((e) => [e.stream_id, e.n]))).toEqual(new Map(paidIds.map((id) => [id, 1])));
    // both copies of each notification stored and processed (a copy that missed the payment's own
    // update is settled by the relay, or by the reconciler once its job is found completed)
    const notifications = async () => (await q(`SELECT count(*)::int AS n, count(processed_at)::int AS processed FROM bank_notifications`))[0];
    await eventually(async () => (await notifications()).processed === 2 * paidIds.length, 15_000, 100).catch(() => undefined);
    expect(await notifications()).toEqual({ n: 2 * paidIds.length, processed: 2 * paidIds.length });

    // and every cart's read model is the replay of its stream: the row as stored, and as any process serves it
    for (const record of records) {
      const events = await eventStore.read<CartEvent>(database.db.manager, record.id);
      const [row] = await q(`SELECT state, stream_version FROM carts WHERE id = $1`, [record.id]);
      expect({ id: record.id, version: row.stream_version, state: row.state }).toEqual({
        id: record.id,
        version: events.length,
        state: JSON.parse(JSON.stringify(replay(cartBatchDecider, events))),
      });
      const model = expectOk(`panier ${record.id}`, await record.owner.carts.get(record.id, record.owner.token, '?expand=cart_lines')).body;
      const { version, owner_email, ...replayed } = expectOk(
        `relecture ${record.id}`,
        await anyProcess.get(`/api/staff/carts/${record.id}/state/?expand=cart_lines`, auth(staff)),
      ).body;
      expect(version).toBe(events.length);
      // staff read whose it is by address, the owner's view does not repeat it
      expect(owner_email).toBe(record.owner.email);
      expect({ id: record.id, ...model }).toEqual({ id: record.id, ...replayed });
      expect(model.status).toBe({ open: 0, confirmed: 1, paid: 2 }[record.fate]);
      const lines = new Map(model.cart_lines.map((l: any) => [l.product, { lineId: l.id, quantity: l.quantity }]));
      expect({ id: record.id, lines }).toEqual({ id: record.id, lines: record.lines });
      if (record.fate === 'paid') expect(model).toMatchObject({ paid: true, paid_with: 'credit-card', remaining_to_pay: '0.00' });
      else expect(model).toMatchObject({ paid: false, invoice_number: null });
    }

    // and each paid cart has its own invoice, the series without a gap
    const numbers = (await q(`SELECT invoice_number FROM carts WHERE id = ANY($1)`, [paidIds])).map((r) => r.invoice_number as string);
    expect(new Set(numbers).size).toBe(paidIds.length);
    for (const series of new Set(numbers.map((n) => n.split('-')[0]))) {
      const [{ last_number: last }] = await q(`SELECT last_number FROM invoice_counters WHERE series = $1`, [series]);
      const drawn = (await q(`SELECT invoice_number FROM carts WHERE invoice_number LIKE $1 || '-%'`, [series])).map((r) => Number(r.invoice_number.split('-')[1]));
      expect(drawn.sort((a, b) => a - b)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    }
    for (const record of records.filter((r) => r.fate === 'paid')) {
      const invoice = await fetch(`${apis[0].baseUrl}/api/carts/${record.id}/invoice/`, auth(record.owner.token));
      expect({ id: record.id, status: invoice.status, type: invoice.headers.get('content-type') }).toEqual({ id: record.id, status: 200, type: 'application/pdf' });
      await invoice.arrayBuffer();
    }

    // and one confirmation mail per paid cart, none for the others, once every mail of the outbox is sent
    await eventually(async () => (await q(`SELECT count(*)::int AS n FROM outbox WHERE queue = 'emails' AND completed_at IS NULL`))[0].n === 0, 60_000, 100).catch((error) => {
      throw new Error(`${error}\n${logs()}`);
    });
    const orderMails = (reference: string) => catcher.messages().filter((m) => m.subject.includes(`n°${reference}`));
    for (const record of records) {
      expect({ reference: record.reference, to: orderMails(record.reference).map((m) => m.to) }).toEqual({
        reference: record.reference,
        to: record.fate === 'paid' ? [expect.arrayContaining([record.owner.email])] : [],
      });
    }
    console.log(
      `${apis.length} API, ${workers.length} workers (démarrés en ${startMs} ms, base comprise), ${readers.length} lecteurs, ${records.length} paniers (${paidIds.length} payés) : ` +
        `requêtes par processus ${served.join(' / ')}, ${conflicts} ajouts simultanés refusés (409), trafic ${trafficMs} ms, tout vérifié en ${Date.now() - started} ms`,
    );
  }, 180_000);
});
