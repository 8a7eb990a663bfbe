import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { randomBytes } from 'node:crypto';
import { BankSim } from '../../../bank-sim/src/bank-sim';
import { hashPassword } from '../../../../test/support/accounts';
import { pdfText } from '../../../../test/support/pdf-text';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

const config = testConfig();

/**
 * A paid card order refunded by staff, on the real parts: the API, the worker, PostgreSQL, Redis,
 * the bank sandbox (which takes the payment and the recredit) and the mail catcher. The credit
 * notes, the bank's recredits, the mails and the order's events agree to the cent.
 */
describe('card refunds: staff refund → outbox → worker → bank → order', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let api: TestApi;
  let worker: TestWorker;
  let bank: BankSim;
  let bankUrl: string;

  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  async function account(staff = false) {
    const email = `${Date.now()}-${randomBytes(3).toString('hex')}-${staff ? 'equipe' : 'lecteur'}@test.fr`;
    const [{ id }] = await q(`INSERT INTO users (email, password_hash, is_active, is_staff, email_confirmed_at) VALUES ($1, $2, true, $3, now()) RETURNING id`, [
      email,
      await hashPassword('un mot de passe solide'),
      staff,
    ]);
    const token = (await api.post('/api/token/', { email, password: 'un mot de passe solide' })).body.access as string;
    return { id: id as number, email, token };
  }

  async function book(name: string, priceCents: number): Promise<number> {
    const [{ id }] = await q(
      `INSERT INTO products (type, slug, label_id, name, price_cents, vat_rate_bp, position) VALUES ('book', $1, (SELECT id FROM labels WHERE slug = 'exemplaire'), $2, $3, 550, 100000) RETURNING id`,
      [`test-livre-${randomBytes(4).toString('hex')}`, name, priceCents],
    );
    await q(`INSERT INTO books (product_id, release, published) VALUES ($1, now()::date - 30, true)`, [id]);
    return id;
  }

  /** A 10 € voucher of the reader's, so the card pays less than the order. */
  async function voucher(ownerId: number): Promise<string> {
    const code = randomBytes(6).toString('hex').slice(0, 8).toUpperCase();
    await q(`INSERT INTO vouchers (code, value_cents, remaining_cents, owner_user_id) VALUES ($1, 1000, 1000, $2)`, [code, ownerId]);
    return code;
  }

  /** The reader's order of 2 × 20 € and 1 × 15 € by Colissimo, 10 € by voucher, the rest paid on the bank's card page. */
  async function paidByCard(reader: { id: number; token: string }) {
    const [address] = await q(
      `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
      [reader.id],
    );
    const token = reader.token;
    const cart = (await api.post('/api/carts/', {}, { token })).body;
    for (const [product, quantity] of [
      [await book('Orbite basse', 2000), 2],
      [await book('Les Heures claires', 1500), 1],
    ]) {
      expect((await api.post('/api/carts/products', { cart: cart.id, product, quantity }, { token })).status).toBe(201);
    }
    expect((await api.patch(`/api/carts/${cart.id}/`, { shipping_address: address.id, billing_address: address.id, bundle: false }, { token })).status).toBe(200);
    expect((await api.post(`/api/carts/${cart.id}/voucher/`, { code: await voucher(reader.id) }, { token })).status).toBeLessThan(300);
    expect((await api.patch(`/api/carts/${cart.id}/`, { status: 1, terms_accepted: true }, { token })).status).toBe(200);
    // The form as the browser posts it (the API names `texte-libre` texte_libre, and gives the page's url apart).
    const { url: _url, texte_libre, ...form } = (await api.get(`/api/carts/${cart.id}/payment/`, bearer(token))).body;
    const page = await fetch(`${bankUrl}/paiement.cgi`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, 'texte-libre': texte_libre }).toString(),
    });
    const session = /name="session" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    await fetch(`${bankUrl}/paiement.cgi/valider`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session, carte: '4000000000000002' }).toString(),
    });
    return eventually(async () => {
      const order = (await api.get(`/api/carts/${cart.id}/`, bearer(token))).body;
      return order.status === 2 && order.invoice_number ? order : null;
    }, 20_000);
  }

  const afterSale = (staff: string, cartId: string) => api.get(`/api/staff/carts/${cartId}/after-sale/`, bearer(staff));
  const recredits = async () => (await fetch(`${bankUrl}/recredits`)).json() as Promise<{ reference: string; numero_dossier: string; amount_cents: number }[]>;

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('refunds'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    api = await startTestApi({ databaseUrl: database.url });
    bank = new BankSim({ tpe: config.moneticoTpe, key: config.moneticoKey, notificationUrl: `${api.baseUrl}/api/payment/notification`, retryBaseMs: 100 });
    bankUrl = await bank.listen(0);
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl, bankUrl: `${bankUrl}/paiement.cgi` });
  }, 30_000);

  afterAll(async () => {
    await worker?.close().catch(() => undefined);
    await api?.close();
    await bank?.close();
    await catcher?.close();
    await database?.drop();
  });

  it('refunds a line to the card (the bank gives it back), then a line and the shipping as a voucher, then cancels: everything agrees to the cent', async () => {
    const reader = await account();
    const staff = await account(true);
    const order = await paidByCard(reader);
    const before = (await afterSale(staff.token, order.id)).body;
    // 2 × 20 € + 15 € + shipping, 10 € of it by voucher: the card paid the rest.
    const shipping = Number(before.shipping);
    const total = 55 + shipping;
    expect(before).toMatchObject({ paid_with: 'credit-card', creditable: total.toFixed(2), card_refundable: (total - 10).toFixed(2), cancellable: true, refunds: [] });
    const [orbite, heures] = before.lines;

    // One copy back to the card: the worker asks the bank, which refunds it.
    const byCard = await api.post(
      `/api/staff/carts/${order.id}/refunds/`,
      { lines: [{ line: orbite.id, quantity: 1 }], method: 'card', reason: 'Livre abîmé' },
      { token: staff.token },
    );
    expect(byCard.status).toBe(201);
    expect(byCard.body.refunds[0]).toMatchObject({ amount: '20.00', card: '20.00', voucher: '0.00', card_status: 'pending', reason: 'Livre abîmé', by: { id: staff.id } });
    const settled = await eventually(async () => {
      const page = (await afterSale(staff.token, order.id)).body;
      return page.refunds[0].card_status === 'refunded' ? page : null;
    }, 15_000);
    expect(settled.card_refundable).toBe((total - 30).toFixed(2));
    const bankSide = await recredits();
    expect(bankSide).toEqual([expect.objectContaining({ amount_cents: 2000, reference: expect.any(String) })]);

    // The other title and the shipping as a voucher of the reader's.
    const asVoucher = await api.post(
      `/api/staff/carts/${order.id}/refunds/`,
      { lines: [{ line: heures.id, quantity: 1 }], shipping: true, method: 'voucher' },
      { token: staff.token },
    );
    expect(asVoucher.status).toBe(201);
    const second = asVoucher.body.refunds[1];
    expect(second).toMatchObject({ amount: (15 + shipping).toFixed(2), card: '0.00', voucher: (15 + shipping).toFixed(2), card_status: null, shipping: shipping.toFixed(2) });
    const [given] = await q(`SELECT code, value_cents, owner_user_id, issued_by FROM vouchers WHERE owner_user_id = $1 AND issued_by = $2`, [reader.id, staff.id]);
    expect(given).toMatchObject({ value_cents: Math.round((15 + shipping) * 100), issued_by: staff.id });

    // Nothing more than is left: the same copy again is refused, in French, by index.
    const again = await api.post(`/api/staff/carts/${order.id}/refunds/`, { lines: [{ line: heures.id, quantity: 1 }], method: 'voucher' }, { token: staff.token });
    expect(again).toMatchObject({ status: 400, body: { lines: [{ quantity: ['« Les Heures claires » est déjà entièrement remboursé.'] }] } });

    // Cancelling refunds what is left (the second copy) to the card, and stops the parcel.
    const cancelled = await api.post(`/api/staff/carts/${order.id}/cancel/`, { method: 'card', reason: 'Demande du client' }, { token: staff.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ cancellable: false, cancelled_at: expect.any(String) });
    expect(cancelled.body.refunds[2]).toMatchObject({ amount: '20.00', card: '20.00' });
    await eventually(async () => ((await afterSale(staff.token, order.id)).body.refunds[2].card_status === 'refunded' ? true : null), 15_000);
    const parcels = await api.get(`/api/staff/parcels/?search=${order.reference}`, bearer(staff.token));
    expect(parcels.body.count).toBe(0);

    // The credit notes, the bank and the order's events say the same amounts.
    const notes = await q<{ number: string; amount_cents: number }>(`SELECT number, amount_cents FROM credit_notes WHERE cart_id = $1 ORDER BY number`, [order.id]);
    expect(notes.map((n) => n.amount_cents)).toEqual([2000, Math.round((15 + shipping) * 100), 2000]);
    expect((await recredits()).map((r) => r.amount_cents)).toEqual([2000, 2000]);
    const events = (await api.get(`/api/staff/carts/${order.id}/events/`, bearer(staff.token))).body as { type: string; data: any }[];
    expect(events.filter((e) => e.type === 'OrderRefunded').map((e) => [e.data.amountCents, e.data.cardCents, e.data.voucherCents])).toEqual([
      [2000, 2000, 0],
      [Math.round((15 + shipping) * 100), 0, Math.round((15 + shipping) * 100)],
      [2000, 2000, 0],
    ]);
    expect(events.filter((e) => e.type === 'CardRefundSettled').map((e) => e.data.accepted)).toEqual([true, true]);
    expect(events.at(-1)?.type === 'OrderCancelled' || events.some((e) => e.type === 'OrderCancelled')).toBe(true);
    const pdf = await fetch(`${api.baseUrl}${settled.refunds[0].credit_note.pdf}`, bearer(reader.token));
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(notes[0].number);

    // The reader is told of each refund: the card's part, the voucher's code.
    const mails = await eventually(async () => {
      const mine = catcher.messages().filter((m) => m.to.includes(reader.email) && /Remboursement|annulée/.test(m.subject));
      return mine.length === 3 ? mine : null;
    }, 15_000);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Remboursement de votre commande n°${order.reference} – Exemplaire`, `Votre commande n°${order.reference} est annulée – Exemplaire`]),
    );
    expect(mails.some((m) => m.text.includes(given.code))).toBe(true);
  }, 90_000);

  it('refuses a refund to the card of more than it paid, for others than staff, and an unknown order', async () => {
    const reader = await account();
    const staff = await account(true);
    const order = await paidByCard(reader);
    const page = (await afterSale(staff.token, order.id)).body;
    expect((await api.post(`/api/staff/carts/${order.id}/refunds/`, { lines: [], method: 'card' }, { token: reader.token })).status).toBe(403);
    expect((await afterSale(reader.token, order.id)).status).toBe(403);
    const unknown = await api.post(`/api/staff/carts/00000000-0000-4000-8000-000000000000/refunds/`, { lines: [], shipping: true, method: 'card' }, { token: staff.token });
    expect(unknown.status).toBe(404);
    // Every line and the shipping by card: the card paid 10 € less, which comes as a voucher.
    const all = await api.post(
      `/api/staff/carts/${order.id}/refunds/`,
      { lines: page.lines.map((l: { id: string; quantity: number }) => ({ line: l.id, quantity: l.quantity })), shipping: true, method: 'card' },
      { token: staff.token },
    );
    expect(all.status).toBe(201);
    expect(all.body.refunds[0]).toMatchObject({ amount: page.creditable, card: page.card_refundable, voucher: '10.00' });
    const more = await api.post(`/api/staff/carts/${order.id}/refunds/`, { lines: [], shipping: true, method: 'card' }, { token: staff.token });
    expect(more).toMatchObject({ status: 400, body: { shipping: ['Les frais de port de cette commande sont déjà remboursés.'] } });
  }, 60_000);

  it('asks the bank again for a card refund it refused, once staff retry it: refunded once, to the cent', async () => {
    const reader = await account();
    const staff = await account(true);
    const order = await paidByCard(reader);
    const [payment] = await q<{ reference: string; numauto: string; montant: string }>(
      `SELECT reference, fields->>'numauto' AS numauto, fields->>'montant' AS montant FROM bank_notifications WHERE fields->>'texte-libre' = $1 AND code_retour IN ('payetest', 'paiement')`,
      [order.id],
    );
    // given a bank that no longer lets that payment be recredited: it refuses the card refund
    bank.rememberPayment(payment.reference, 0, payment.numauto);
    const [line] = (await afterSale(staff.token, order.id)).body.lines;
    const refunded = await api.post(
      `/api/staff/carts/${order.id}/refunds/`,
      { lines: [{ line: line.id, quantity: 1 }], method: 'card', reason: 'Livre abîmé' },
      { token: staff.token },
    );
    expect(refunded.status).toBe(201);
    const refused = await eventually(async () => {
      const refund = (await afterSale(staff.token, order.id)).body.refunds[0];
      return refund.card_status === 'refused' && refund;
    }, 20_000);
    expect(refused.card_detail).toContain('montant trop eleve');
    // when the bank takes it again and staff ask once more
    bank.rememberPayment(payment.reference, Math.round(Number(payment.montant.replace('EUR', '')) * 100), payment.numauto);
    const retried = await api.post(`/api/staff/carts/${order.id}/refunds/${refused.id}/retry/`, {}, { token: staff.token });
    expect(retried.status).toBe(200);
    expect(retried.body.refunds[0]).toMatchObject({ id: refused.id, card_status: 'pending' });
    // then the bank gives it back, once, and the order's history says so
    await eventually(async () => (await afterSale(staff.token, order.id)).body.refunds[0].card_status === 'refunded', 20_000);
    expect((await recredits()).filter((r) => r.reference === payment.reference).map((r) => r.amount_cents)).toEqual([2000]);
    const types = (await q<{ type: string }>(`SELECT type FROM stream_events WHERE stream_id = $1 ORDER BY version`, [order.id])).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['CardRefundSettled', 'CardRefundRetried', 'CardRefundSettled']);
    // and a refund the bank did is not asked twice
    expect(await api.post(`/api/staff/carts/${order.id}/refunds/${refused.id}/retry/`, {}, { token: staff.token })).toMatchObject({
      status: 409,
      body: { detail: 'Seul un remboursement par carte que la banque a refusé peut lui être demandé à nouveau.' },
    });
  }, 60_000);
});
