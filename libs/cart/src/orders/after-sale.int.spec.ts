import { Client } from 'pg';
import { loggedInUser, mailsTo } from '../../../../test/support/accounts';
import { cartClient, createAddress, createBook, createVoucher, isoDay, NOT_FOUND } from '../../../../test/support/cart-fixtures';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';
import { sql } from '../../../../test/support/db';
import { isDrfErrorBody } from '../../../../test/support/drf-shape';
import { pdfText } from '../../../../test/support/pdf-text';

const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/carts/{id}/after-sale', 200],
  ['post', '/api/staff/carts/{id}/refunds', 201],
  ['post', '/api/staff/carts/{id}/cancel', 200],
  ['post', '/api/staff/carts/{id}/returns', 201],
  ['post', '/api/staff/carts/{id}/refunds/{refundId}/retry', 200],
];

/** The rules' words (libs/cart/src/domain/after-sale.ts), as a client reads them. */
const MESSAGES = {
  notPaid: 'Seule une commande payée peut être remboursée, annulée ou faire l’objet d’un retour.',
  cancelled: 'Cette commande est annulée : tout ce qui pouvait l’être a été remboursé.',
  nothingChosen: 'Choisissez au moins un article ou les frais de port à rembourser.',
  unknownLine: 'Cet article ne fait pas partie de la commande.',
  repeatedLine: 'Chaque article ne figure qu’une fois dans la demande.',
  shippingDone: 'Les frais de port de cette commande sont déjà remboursés.',
  notByCard: 'Cette commande n’a pas été payée par carte : remboursez-la par un bon d’achat.',
  parcelLeft: 'Un colis de cette commande est déjà parti : enregistrez le retour, puis remboursez les articles.',
  nothingShipped: 'Aucun colis de cette commande n’est encore parti : annulez-la ou remboursez les articles.',
  nothingReturned: 'Choisissez au moins un article revenu.',
  parcelsStopped: 'Cette commande est annulée : ses colis ne partent plus.',
  aboveInvoice: (left: string) => `Le remboursement dépasse ce que la facture permet encore de créditer (${left}).`,
};

/** libs/common/src/validation/messages.ts: DRF's own French wording. */
const INPUT = {
  required: 'Ce champ est obligatoire.',
  integer: 'Un nombre entier valide est requis.',
  uuid: 'Un UUID valide est requis.',
  minValue: (min: number) => `Assurez-vous que cette valeur est supérieure ou égale à ${min}.`,
  maxItems: (max: number) => `Assurez-vous que cette liste ne comporte pas plus de ${max} éléments.`,
  choice: (value: string) => `« ${value} » n'est pas un choix valide.`,
};

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('staff serve a paid order after the sale (api/staff/carts/{id}/after-sale, refunds, cancel, returns)', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  type Staff = Awaited<ReturnType<typeof loggedInUser>>;

  /**
   * A reader's order of 2 × « Orbite basse » at 20 € and 1 × « Les Heures claires » at 15 €, by
   * Colissimo (8.90 € of shipping), paid by a voucher; `pay: false` leaves it open.
   */
  async function order(options: { pay?: boolean } = {}) {
    const carts = cartClient(suite.api);
    const user = await loggedInUser(suite.api);
    const address = await createAddress(user.id);
    const cart = (await carts.create(user.access)).body;
    expect((await carts.add(cart.id, await createBook({ priceCents: 2000, name: 'Orbite basse' }), user.access, { quantity: 2 })).status).toBe(201);
    expect((await carts.add(cart.id, await createBook({ priceCents: 1500, name: 'Les Heures claires' }), user.access)).status).toBe(201);
    const ready = (await carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, user.access)).body;
    for (const shipment of ready.shipments as string[]) expect((await carts.shipment(shipment, { mode: 'colissimo' }, user.access)).status).toBe(200);
    const shipments = ready.shipments as string[];
    const [orbite, heures] = ready.cart_lines as string[];
    if (options.pay === false) return { user, cart: ready, shipments, orbite, heures };
    expect((await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 100_000 }), user.access)).status).toBeLessThan(300);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    const paid = await carts.payWithVoucher(cart.id, user.access);
    expect(paid).toMatchObject({ status: 200, body: { status: 2, total_price: '63.90', expedition_price: '8.90', paid_with: 'voucher' } });
    return { user, cart: paid.body, shipments, orbite, heures };
  }

  const page = (token: string, id: string) => suite.api.get(`/api/staff/carts/${id}/after-sale/`, as(token));
  const refund = (token: string, id: string, body: unknown) => suite.api.post(`/api/staff/carts/${id}/refunds/`, body, { token });
  const cancel = (token: string, id: string, body: unknown) => suite.api.post(`/api/staff/carts/${id}/cancel/`, body, { token });
  const recordReturn = (token: string, id: string, body: unknown) => suite.api.post(`/api/staff/carts/${id}/returns/`, body, { token });
  const ship = (token: string, id: string) => suite.api.post(`/api/staff/parcels/${id}/ship/`, { tracking_number: '6A12345678901' }, { token });
  const parcels = (token: string, reference: string) => suite.api.get(`/api/staff/parcels/?search=${reference}`, as(token));
  const events = async (token: string, id: string) => (await suite.api.get(`/api/staff/carts/${id}/events/`, as(token))).body as { type: string; data: any }[];
  const afterSaleEvents = async (token: string, id: string) =>
    (await events(token, id)).filter((e) => ['OrderRefunded', 'OrderCancelled', 'ReturnRecorded', 'CardRefundSettled'].includes(e.type));
  const audit = (cartId: string) =>
    sql<{ action: string; actor_id: number; changes: Record<string, { from: unknown; to: unknown }> }>(
      `SELECT action, actor_id, changes FROM audit_entries WHERE entity = 'order' AND entity_id = $1 ORDER BY id`,
      [cartId],
    );
  const refundMails = async (email: string) => (await mailsTo(email)).filter((m) => m.type === 'order-refunded');
  const refundVouchers = (userId: number) =>
    sql<{ code: string; value_cents: number; remaining_cents: number; owner_user_id: number; purchaser_email: string; issued_by: number; note: string; expiration_date: string }>(
      `SELECT code, value_cents, remaining_cents, owner_user_id, purchaser_email, issued_by, note, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date
         FROM vouchers WHERE owner_user_id = $1 ORDER BY value_cents`,
      [userId],
    );
  /** A binary download (the JSON helpers would spoil the bytes). */
  async function download(path: string, token: string) {
    const res = await fetch(suite.api.baseUrl + path, as(token));
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }
  const year = () => isoDay(0).slice(0, 4);
  const inAYear = () => `${Number(year()) + 1}${isoDay(0).slice(4)}`;
  const creditNoteNumber = () => expect.stringMatching(new RegExp(`^A${year()}-\\d{6}$`));
  const person = (staff: Staff) => ({ id: staff.id, email: staff.email });
  /** The year's 'A' series read in one snapshot: its counter, and the numbers of the credit notes kept. */
  async function creditNoteSeries() {
    const [snapshot] = await sql<{ last: number; numbers: string[] | null }>(
      `SELECT (SELECT last_number FROM invoice_counters WHERE series = $1) AS last,
              (SELECT array_agg(number ORDER BY number) FROM credit_notes WHERE number LIKE $1 || '-%') AS numbers`,
      [`A${year()}`],
    );
    return { last: snapshot.last ?? 0, numbers: (snapshot.numbers ?? []).map((n) => Number(n.slice(-6))) };
  }

  it('documents its operations', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refunds a unit and the shipping as a voucher: a credit note the reader downloads, a voucher in their account, a mail, the trail and the history', async () => {
    // given a paid order, by voucher, sent by Colissimo
    const staff = await loggedInUser(suite.api, { staff: true });
    const { user, cart, orbite, heures } = await order();

    // its page shows everything to refund, nothing on a card
    const before = await page(staff.access, cart.id);
    expectDocumented('get', '/api/staff/carts/{id}/after-sale', 200, before);
    expect(before.body).toEqual({
      order: cart.id,
      version: expect.any(Number),
      paid_with: 'voucher',
      cancelled_at: null,
      cancellable: true,
      creditable: '63.90',
      card_refundable: '0.00',
      shipping: '8.90',
      shipping_refundable: '8.90',
      shipped: false,
      lines: [
        { id: orbite, name: 'Orbite basse', quantity: 2, total: '40.00', refunded_quantity: 0, returned_quantity: 0, is_reward: false },
        { id: heures, name: 'Les Heures claires', quantity: 1, total: '15.00', refunded_quantity: 0, returned_quantity: 0, is_reward: false },
      ],
      refunds: [],
      returns: [],
    });

    // when staff refund one « Orbite basse » and the shipping, as a voucher
    const refunded = await refund(staff.access, cart.id, { lines: [{ line: orbite, quantity: 1 }], shipping: true, method: 'voucher', reason: 'Livre abîmé à la livraison' });

    // then the page shows the refund with its credit note, and what is left
    expectDocumented('post', '/api/staff/carts/{id}/refunds', 201, refunded);
    expect(refunded.body).toMatchObject({
      order: cart.id,
      cancelled_at: null,
      cancellable: true,
      creditable: '35.00',
      card_refundable: '0.00',
      shipping: '8.90',
      shipping_refundable: '0.00',
      lines: [
        { id: orbite, refunded_quantity: 1, returned_quantity: 0 },
        { id: heures, refunded_quantity: 0, returned_quantity: 0 },
      ],
      returns: [],
    });
    expect(refunded.body.version).toBeGreaterThan(before.body.version);
    expect(refunded.body.refunds).toEqual([
      {
        id: expect.any(String),
        credit_note: { id: expect.any(String), number: creditNoteNumber(), pdf: expect.stringMatching(/^\/api\/credit-notes\/[0-9a-f-]{36}\/pdf\/$/) },
        amount: '28.90',
        lines: [{ id: orbite, name: 'Orbite basse', quantity: 1, amount: '20.00' }],
        shipping: '8.90',
        card: '0.00',
        voucher: '28.90',
        card_status: null,
        card_detail: null,
        reason: 'Livre abîmé à la livraison',
        at: expect.any(String),
        by: person(staff),
      },
    ]);
    const [done] = refunded.body.refunds;
    expect(done.credit_note.pdf).toBe(`/api/credit-notes/${done.credit_note.id}/pdf/`);
    expect((await page(staff.access, cart.id)).body).toEqual(refunded.body);

    // the reader has a voucher worth the refund, theirs only, issued by the staff member, valid a year
    const vouchers = await refundVouchers(user.id);
    expect(vouchers).toEqual([
      {
        code: expect.any(String),
        value_cents: 2890,
        remaining_cents: 2890,
        owner_user_id: user.id,
        purchaser_email: user.email,
        issued_by: staff.id,
        note: `Remboursement de la commande ${cart.reference} (avoir ${done.credit_note.number})`,
        expiration_date: inAYear(),
      },
    ]);

    // the reader downloads the credit note; another reader cannot
    const pdf = await download(done.credit_note.pdf, user.access);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="avoir-${done.credit_note.number}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    expect(text).toContain(`N° ${done.credit_note.number}`);
    expect(text).toContain(cart.invoice_number);
    expect(text).toContain('Livre abîmé à la livraison');
    expect((await download(done.credit_note.pdf, (await loggedInUser(suite.api)).access)).status).toBe(404);
    // and finds it among their credit notes
    expect((await suite.api.get('/api/credit-notes/', as(user.access))).body.results).toMatchObject([{ id: done.credit_note.id, number: done.credit_note.number }]);

    // the reader is told, with the amounts and the voucher's code
    expect(await refundMails(user.email)).toEqual([
      expect.objectContaining({
        to: user.email,
        cartId: cart.id,
        reference: cart.reference,
        cancelled: false,
        creditNoteNumber: done.credit_note.number,
        amount: '28.90',
        lines: [{ name: 'Orbite basse', quantity: 1, total: '20.00' }],
        shipping: '8.90',
        card: null,
        voucher: { code: vouchers[0].code, amount: '28.90', expiresOn: inAYear() },
        reason: 'Livre abîmé à la livraison',
      }),
    ]);

    // the trail has who refunded what
    expect(await audit(cart.id)).toEqual([
      {
        action: 'refunded',
        actor_id: staff.id,
        changes: {
          refunded: { from: null, to: '28.90' },
          credit_note: { from: null, to: done.credit_note.number },
          refund_voucher: { from: null, to: vouchers[0].code },
        },
      },
    ]);

    // the shipping is refunded once; the rest of the order can still be
    expect(await refund(staff.access, cart.id, { shipping: true, method: 'voucher' })).toMatchObject({ status: 400, body: { shipping: [MESSAGES.shippingDone] } });
    const rest = await refund(staff.access, cart.id, {
      lines: [
        { line: heures, quantity: 1 },
        { line: orbite, quantity: 1 },
      ],
      method: 'voucher',
    });
    expect(rest).toMatchObject({ status: 201, body: { creditable: '0.00', lines: [{ refunded_quantity: 2 }, { refunded_quantity: 1 }] } });
    expect(rest.body.refunds[1]).toMatchObject({
      amount: '35.00',
      shipping: '0.00',
      voucher: '35.00',
      reason: '',
      lines: [
        { id: heures, quantity: 1, amount: '15.00' },
        { id: orbite, quantity: 1, amount: '20.00' },
      ],
    });
    expect(rest.body.refunds[1].credit_note.number).not.toBe(done.credit_note.number);
    expect((await refundVouchers(user.id)).map((v) => v.value_cents)).toEqual([2890, 3500]);
    // nothing is left to refund
    expect(await refund(staff.access, cart.id, { lines: [{ line: orbite, quantity: 1 }], method: 'voucher' })).toMatchObject({
      status: 400,
      body: { lines: [{ quantity: ['« Orbite basse » est déjà entièrement remboursé.'] }] },
    });

    // the order's history has both refunds, to the cent
    expect((await afterSaleEvents(staff.access, cart.id)).map((e) => [e.type, e.data.amountCents, e.data.shippingCents, e.data.cardCents, e.data.voucherCents])).toEqual([
      ['OrderRefunded', 2890, 890, 0, 2890],
      ['OrderRefunded', 3500, 0, 0, 3500],
    ]);
    const [first] = await afterSaleEvents(staff.access, cart.id);
    expect(first.data).toMatchObject({
      refundId: done.id,
      creditNote: { id: done.credit_note.id, number: done.credit_note.number, date: isoDay(0) },
      lines: [{ lineId: orbite, quantity: 1, amountCents: 2000 }],
      reason: 'Livre abîmé à la livraison',
      by: staff.id,
    });
  });

  it('refuses, in French and by field, what cannot be refunded, and then records nothing', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const { user, cart, orbite, heures } = await order();
    const refused = async (body: unknown, status: number, expected: unknown) => {
      const res = await refund(staff.access, cart.id, body);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: expected });
      expect(isDrfErrorBody(res.body)).toBe(true);
    };

    // paid by voucher: never to a card
    await refused({ lines: [{ line: orbite, quantity: 1 }], method: 'card' }, 400, { method: [MESSAGES.notByCard] });
    expect(await cancel(staff.access, cart.id, { method: 'card' })).toMatchObject({ status: 400, body: { method: [MESSAGES.notByCard] } });
    // more units than sold, by the line's index
    await refused(
      {
        lines: [
          { line: heures, quantity: 1 },
          { line: orbite, quantity: 3 },
        ],
        method: 'voucher',
      },
      400,
      { lines: [{}, { quantity: ['Il ne reste que 2 exemplaires de « Orbite basse » à rembourser.'] }] },
    );
    await refused({ lines: [{ line: heures, quantity: 2 }], method: 'voucher' }, 400, {
      lines: [{ quantity: ['Il ne reste que 1 exemplaire de « Les Heures claires » à rembourser.'] }],
    });
    // a line of no order of this one's, or twice the same line
    await refused(
      {
        lines: [
          { line: orbite, quantity: 1 },
          { line: UNKNOWN, quantity: 1 },
        ],
        method: 'voucher',
      },
      400,
      { lines: [{}, { line: [MESSAGES.unknownLine] }] },
    );
    await refused(
      {
        lines: [
          { line: orbite, quantity: 1 },
          { line: orbite, quantity: 1 },
        ],
        method: 'voucher',
      },
      400,
      { lines: [{}, { line: [MESSAGES.repeatedLine] }] },
    );
    // nothing chosen
    await refused({ method: 'voucher' }, 400, { detail: MESSAGES.nothingChosen });
    await refused({ lines: [], shipping: false, method: 'voucher' }, 400, { detail: MESSAGES.nothingChosen });

    // the order is as it was: no refund, no credit note, no voucher, no mail, no trail
    expect((await page(staff.access, cart.id)).body).toMatchObject({ creditable: '63.90', shipping_refundable: '8.90', cancelled_at: null, refunds: [] });
    expect(await sql('SELECT id FROM credit_notes WHERE cart_id = $1', [cart.id])).toEqual([]);
    expect(await refundVouchers(user.id)).toEqual([]);
    expect(await refundMails(user.email)).toEqual([]);
    expect(await audit(cart.id)).toEqual([]);
    expect(await afterSaleEvents(staff.access, cart.id)).toEqual([]);
  });

  it('refuses bad bodies before the rules, in DRF’s shape and words', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const { cart, orbite } = await order();
    const expectRefused = async (call: Promise<{ status: number; body: any }>, body: unknown) => {
      const res = await call;
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body });
      expect(isDrfErrorBody(res.body)).toBe(true);
    };
    const one = (extra: Record<string, unknown>) => ({ lines: [{ line: orbite, quantity: 1 }], method: 'voucher', ...extra });

    await expectRefused(refund(staff.access, cart.id, one({ lines: [{ line: orbite, quantity: 0 }] })), { lines: [{ quantity: [INPUT.minValue(1)] }] });
    await expectRefused(refund(staff.access, cart.id, one({ lines: [{ line: orbite, quantity: 'abc' }] })), { lines: [{ quantity: [INPUT.integer] }] });
    await expectRefused(refund(staff.access, cart.id, one({ lines: [{ line: 'abc', quantity: 1 }] })), { lines: [{ line: [INPUT.uuid] }] });
    await expectRefused(refund(staff.access, cart.id, one({ lines: [{ quantity: 1 }] })), { lines: [{ line: [INPUT.required] }] });
    await expectRefused(refund(staff.access, cart.id, one({ method: 'cash' })), { method: [INPUT.choice('cash')] });
    await expectRefused(refund(staff.access, cart.id, { lines: [{ line: orbite, quantity: 1 }] }), { method: [INPUT.required] });
    await expectRefused(refund(staff.access, cart.id, one({ lines: Array.from({ length: 101 }, () => ({ line: orbite, quantity: 1 })) })), { lines: [INPUT.maxItems(100)] });
    // by index, several at once
    await expectRefused(
      refund(staff.access, cart.id, {
        lines: [
          { line: orbite, quantity: 1 },
          { line: 'abc', quantity: 'abc' },
        ],
        method: 'cash',
      }),
      { lines: [{}, { line: [INPUT.uuid], quantity: [INPUT.integer] }], method: [INPUT.choice('cash')] },
    );
    await expectRefused(cancel(staff.access, cart.id, {}), { method: [INPUT.required] });
    await expectRefused(cancel(staff.access, cart.id, { method: 'cash' }), { method: [INPUT.choice('cash')] });
    await expectRefused(recordReturn(staff.access, cart.id, {}), { lines: [INPUT.required] });
    await expectRefused(recordReturn(staff.access, cart.id, { lines: [{ line: orbite, quantity: 0 }] }), { lines: [{ quantity: [INPUT.minValue(1)] }] });

    // nothing happened
    expect((await page(staff.access, cart.id)).body).toMatchObject({ creditable: '63.90', cancelled_at: null, refunds: [], returns: [] });
    expect(await afterSaleEvents(staff.access, cart.id)).toEqual([]);
  });

  it('refuses an open cart and an unknown order; staff only: readers 403, anonymous callers 401', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const open = await order({ pay: false });
    // an open cart has no after-sale page, and cannot be refunded, cancelled or take anything back
    expect(await page(staff.access, open.cart.id)).toMatchObject(NOT_FOUND);
    expect(await refund(staff.access, open.cart.id, { lines: [{ line: open.orbite, quantity: 1 }], method: 'voucher' })).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.notPaid },
    });
    expect(await cancel(staff.access, open.cart.id, { method: 'voucher' })).toMatchObject({ status: 400, body: { detail: MESSAGES.notPaid } });
    expect(await recordReturn(staff.access, open.cart.id, { lines: [{ line: open.orbite, quantity: 1 }] })).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.notPaid },
    });
    expect(await sql('SELECT id FROM credit_notes WHERE cart_id = $1', [open.cart.id])).toEqual([]);

    // an order that does not exist is not found, whatever the body
    expect(await page(staff.access, UNKNOWN)).toMatchObject(NOT_FOUND);
    expect(await refund(staff.access, UNKNOWN, { lines: [{ line: open.orbite, quantity: 1 }], method: 'voucher' })).toMatchObject(NOT_FOUND);
    expect(await cancel(staff.access, UNKNOWN, { method: 'voucher' })).toMatchObject(NOT_FOUND);
    expect(await recordReturn(staff.access, UNKNOWN, { lines: [{ line: open.orbite, quantity: 1 }] })).toMatchObject(NOT_FOUND);
    expect(await page(staff.access, 'nimporte-quoi')).toMatchObject(NOT_FOUND);

    // staff only
    const { user, cart, orbite } = await order();
    const calls: [string, string, unknown?][] = [
      ['get', `/api/staff/carts/${cart.id}/after-sale/`],
      ['post', `/api/staff/carts/${cart.id}/refunds/`, { lines: [{ line: orbite, quantity: 1 }], method: 'voucher' }],
      ['post', `/api/staff/carts/${cart.id}/cancel/`, { method: 'voucher' }],
      ['post', `/api/staff/carts/${cart.id}/returns/`, { lines: [{ line: orbite, quantity: 1 }] }],
    ];
    for (const [method, path, body] of calls) {
      const call = (token?: string) => (method === 'get' ? suite.api.get(path, token ? as(token) : undefined) : suite.api.post(path, body, token ? { token } : {}));
      expect({ path, status: (await call(user.access)).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await call()).status }).toEqual({ path, status: 401 });
    }
    expect((await page(staff.access, cart.id)).body).toMatchObject({ cancelled_at: null, refunds: [], returns: [] });
    expect(await refundMails(user.email)).toEqual([]);
  });

  it('cancels a paid order before any parcel left: everything left refunded, its parcel off the list, once', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const { user, cart, shipments, orbite, heures } = await order();
    // given one « Orbite basse » already refunded, and the parcel waiting to leave
    expect((await refund(staff.access, cart.id, { lines: [{ line: orbite, quantity: 1 }], method: 'voucher' })).status).toBe(201);
    expect((await parcels(staff.access, cart.reference)).body).toMatchObject({ count: 1, results: [{ id: shipments[0] }] });

    // when staff cancel it
    const cancelled = await cancel(staff.access, cart.id, { method: 'voucher', reason: 'Demande du client' });

    // then the rest is refunded in one credit note: a book of each and the shipping
    expectDocumented('post', '/api/staff/carts/{id}/cancel', 200, cancelled);
    expect(cancelled.body).toMatchObject({
      cancelled_at: expect.any(String),
      cancellable: false,
      creditable: '0.00',
      shipping_refundable: '0.00',
      lines: [
        { id: orbite, refunded_quantity: 2 },
        { id: heures, refunded_quantity: 1 },
      ],
    });
    expect(Date.parse(cancelled.body.cancelled_at)).not.toBeNaN();
    expect(cancelled.body.refunds).toHaveLength(2);
    const last = cancelled.body.refunds[1];
    expect(last).toMatchObject({
      credit_note: { number: creditNoteNumber() },
      amount: '43.90',
      lines: [
        { id: orbite, name: 'Orbite basse', quantity: 1, amount: '20.00' },
        { id: heures, name: 'Les Heures claires', quantity: 1, amount: '15.00' },
      ],
      shipping: '8.90',
      card: '0.00',
      voucher: '43.90',
      card_status: null,
      reason: 'Demande du client',
      by: person(staff),
    });
    expect((await page(staff.access, cart.id)).body).toEqual(cancelled.body);
    expect((await refundVouchers(user.id)).map((v) => [v.value_cents, v.issued_by])).toEqual([
      [2000, staff.id],
      [4390, staff.id],
    ]);

    // the parcel no longer leaves: off the list, refused if shipped by its id
    expect((await parcels(staff.access, cart.reference)).body).toMatchObject({ count: 0, results: [] });
    expect(await ship(staff.access, shipments[0])).toMatchObject({ status: 409, body: { detail: MESSAGES.parcelsStopped } });

    // the reader is told it is cancelled, the trail says so
    const mails = await refundMails(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({
      cancelled: true,
      creditNoteNumber: last.credit_note.number,
      amount: '43.90',
      lines: [
        { name: 'Orbite basse', quantity: 1, total: '20.00' },
        { name: 'Les Heures claires', quantity: 1, total: '15.00' },
      ],
      shipping: '8.90',
      card: null,
      voucher: { amount: '43.90' },
      reason: 'Demande du client',
    });
    expect((await audit(cart.id)).map((e) => [e.action, e.actor_id])).toEqual([
      ['refunded', staff.id],
      ['cancelled', staff.id],
    ]);
    expect((await audit(cart.id))[1].changes).toMatchObject({
      cancelled: { from: false, to: true },
      refunded: { from: null, to: '43.90' },
      credit_note: { from: null, to: last.credit_note.number },
    });

    // once: cancelling again or refunding is a conflict
    expect(await cancel(staff.access, cart.id, { method: 'voucher' })).toMatchObject({ status: 409, body: { detail: MESSAGES.cancelled } });
    expect(await refund(staff.access, cart.id, { shipping: true, method: 'voucher' })).toMatchObject({ status: 409, body: { detail: MESSAGES.cancelled } });
    expect((await page(staff.access, cart.id)).body.refunds).toHaveLength(2);

    // the history: the first refund, then the cancellation's refund and the cancellation
    expect((await afterSaleEvents(staff.access, cart.id)).map((e) => [e.type, e.data.amountCents, e.data.shippingCents, e.data.voucherCents, e.data.reason])).toEqual([
      ['OrderRefunded', 2000, 0, 2000, ''],
      ['OrderRefunded', 4390, 890, 4390, 'Demande du client'],
      ['OrderCancelled', undefined, undefined, undefined, 'Demande du client'],
    ]);
  });

  it('only marks cancelled an order refunded in full, without using up a credit note number (the A series stays gapless)', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    // given an order refunded in full, line by line and its shipping
    const { user, cart, orbite, heures } = await order();
    const everything = {
      lines: [
        { line: orbite, quantity: 2 },
        { line: heures, quantity: 1 },
      ],
      shipping: true,
      method: 'voucher',
    };
    expect(await refund(staff.access, cart.id, everything)).toMatchObject({ status: 201, body: { creditable: '0.00', refunds: [{ amount: '63.90' }] } });
    // the year's credit notes (the worker's other suites issue some too) run from 1 to the counter
    const gapless = await creditNoteSeries();
    expect(gapless.numbers).toEqual(Array.from({ length: gapless.last }, (_, i) => i + 1));

    // when staff cancel it, then it is only marked cancelled: no second credit note, no mail
    const cancelled = await cancel(staff.access, cart.id, { method: 'voucher', reason: 'Tout est déjà rendu' });
    expect(cancelled).toMatchObject({ status: 200, body: { cancelled_at: expect.any(String), cancellable: false, refunds: [{ amount: '63.90' }] } });
    expect(cancelled.body.refunds).toHaveLength(1);
    expect((await afterSaleEvents(staff.access, cart.id)).map((e) => e.type)).toEqual(['OrderRefunded', 'OrderCancelled']);
    expect(await sql('SELECT number FROM credit_notes WHERE cart_id = $1', [cart.id])).toHaveLength(1);
    expect((await refundMails(user.email)).map((m) => m.cancelled)).toEqual([false]);
    expect((await audit(cart.id)).map((e) => [e.action, e.changes])).toEqual([
      ['refunded', expect.anything()],
      ['cancelled', { cancelled: { from: false, to: true } }],
    ]);

    // and the year's credit notes still run from 1 to the counter, as they did before the cancellation
    expect(await creditNoteSeries()).toEqual(gapless);
  });

  /**
   * `first`, then `second`, started while the year's credit-note counter is held (as a credit note or
   * a refund of another order holds it until its transaction ends), the second once the first waits
   * for a lock; then the counter let go. Their answers.
   */
  async function whileCounterHeld(first: () => Promise<{ status: number; body: any }>, second: () => Promise<{ status: number; body: any }>) {
    const series = `A${year()}`;
    const holder = new Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    /** Until `count` requests wait for a lock in the worker's database (2 s at most: a request that waits for nothing goes on). */
    const waiting = async (count: number) => {
      for (let i = 0; i < 200; i++) {
        const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND cardinality(pg_blocking_pids(pid)) > 0`);
        if (n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      await holder.query('BEGIN');
      await holder.query('INSERT INTO invoice_counters (series, last_number) VALUES ($1, 0) ON CONFLICT (series) DO NOTHING', [series]);
      await holder.query('SELECT last_number FROM invoice_counters WHERE series = $1 FOR UPDATE', [series]);
      const a = first();
      await waiting(1);
      const b = second();
      await waiting(2);
      await holder.query('ROLLBACK');
      return await Promise.all([a, b]);
    } finally {
      await holder.end();
    }
  }

  const creditedOn = async (cartId: string) =>
    (await sql<{ credited: number }>('SELECT coalesce(sum(amount_cents), 0)::int AS credited FROM credit_notes WHERE cart_id = $1', [cartId]))[0].credited;

  it('never credits more than invoiced when a refund waits for the number behind a credit note of the same order', async () => {
    // given a paid order of 63.90 €
    const staff = await loggedInUser(suite.api, { staff: true });
    const { cart, orbite } = await order();
    // when staff issue a credit note of the whole invoice and, meanwhile, refund a book of it
    const [creditNote, refunded] = await whileCounterHeld(
      () => suite.api.post(`/api/staff/carts/${cart.id}/credit-notes/`, { amount: '63.90', reason: 'Geste commercial' }, { token: staff.access }),
      () => refund(staff.access, cart.id, { lines: [{ line: orbite, quantity: 1 }], method: 'voucher' }),
    );
    // then the credit note is issued and the refund refused: nothing is left to credit
    expect(await creditedOn(cart.id)).toBeLessThanOrEqual(6390);
    expect(creditNote.status).toBe(201);
    expect(refunded).toMatchObject({ status: 400, body: { detail: MESSAGES.aboveInvoice('0,00 €') } });
  });

  it('answers both when a credit note waits for the number behind a refund of the same order', async () => {
    // given a paid order of 63.90 €
    const staff = await loggedInUser(suite.api, { staff: true });
    const { cart, orbite } = await order();
    // when staff refund a book and, meanwhile, issue a credit note of the whole invoice
    const [refunded, creditNote] = await whileCounterHeld(
      () => refund(staff.access, cart.id, { lines: [{ line: orbite, quantity: 1 }], method: 'voucher' }),
      () => suite.api.post(`/api/staff/carts/${cart.id}/credit-notes/`, { amount: '63.90', reason: 'Geste commercial' }, { token: staff.access }),
    );
    // then the refund is made and the credit note refused for what is left, both answered in French
    expect({ refund: refunded.status, creditNote: creditNote.status }).toEqual({ refund: 201, creditNote: 400 });
    expect(creditNote.body).toEqual({ amount: ['Le montant ne peut pas dépasser 43,90\u202f€ : le montant facturé moins les avoirs déjà établis.'] });
    expect(await creditedOn(cart.id)).toBe(2000);
  });

  it('records returns once a parcel left, no more than sold; a parcel gone stops the cancellation', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const { cart, shipments, orbite, heures } = await order();
    // before any parcel left, there is nothing to take back
    expect(await recordReturn(staff.access, cart.id, { lines: [{ line: orbite, quantity: 1 }] })).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.nothingShipped },
    });

    // given the parcel shipped
    expect(await ship(staff.access, shipments[0])).toMatchObject({ status: 200, body: { status: 'shipped' } });
    expect((await page(staff.access, cart.id)).body).toMatchObject({ shipped: true, cancellable: false });

    // when staff record two « Orbite basse » back
    const returned = await recordReturn(staff.access, cart.id, { lines: [{ line: orbite, quantity: 2 }], note: '  Reçus par La Poste, couverture pliée  ' });
    expectDocumented('post', '/api/staff/carts/{id}/returns', 201, returned);
    expect(returned.body).toMatchObject({
      shipped: true,
      creditable: '63.90',
      lines: [
        { id: orbite, returned_quantity: 2, refunded_quantity: 0 },
        { id: heures, returned_quantity: 0, refunded_quantity: 0 },
      ],
      refunds: [],
    });
    expect(returned.body.returns).toEqual([
      {
        id: expect.any(String),
        lines: [{ id: orbite, name: 'Orbite basse', quantity: 2, amount: '40.00' }],
        note: 'Reçus par La Poste, couverture pliée',
        at: expect.any(String),
        by: person(staff),
      },
    ]);

    // no more than sold comes back
    expect(await recordReturn(staff.access, cart.id, { lines: [{ line: orbite, quantity: 1 }] })).toMatchObject({
      status: 400,
      body: { lines: [{ quantity: ['Tous les exemplaires de « Orbite basse » sont déjà revenus.'] }] },
    });
    expect(await recordReturn(staff.access, cart.id, { lines: [{ line: heures, quantity: 2 }] })).toMatchObject({
      status: 400,
      body: { lines: [{ quantity: ['Il ne reste que 1 exemplaire de « Les Heures claires » qui puisse revenir.'] }] },
    });
    expect(await recordReturn(staff.access, cart.id, { lines: [{ line: UNKNOWN, quantity: 1 }] })).toMatchObject({
      status: 400,
      body: { lines: [{ line: [MESSAGES.unknownLine] }] },
    });
    expect(await recordReturn(staff.access, cart.id, { lines: [] })).toMatchObject({ status: 400, body: { lines: [MESSAGES.nothingReturned] } });

    // a parcel gone: the order cannot be cancelled, its returned books are refunded instead
    expect(await cancel(staff.access, cart.id, { method: 'voucher' })).toMatchObject({ status: 409, body: { detail: MESSAGES.parcelLeft } });
    const refunded = await refund(staff.access, cart.id, { lines: [{ line: orbite, quantity: 2 }], method: 'voucher', reason: 'Retour' });
    expect(refunded).toMatchObject({ status: 201, body: { creditable: '23.90', cancelled_at: null, lines: [{ refunded_quantity: 2, returned_quantity: 2 }, {}] } });

    // the trail and the history have the return
    expect((await audit(cart.id)).map((e) => [e.action, e.changes])).toEqual([
      ['return_recorded', { returned: { from: null, to: '2 × Orbite basse' } }],
      ['refunded', expect.anything()],
    ]);
    expect((await afterSaleEvents(staff.access, cart.id)).map((e) => [e.type, e.data.lines, e.data.amountCents, e.data.note])).toEqual([
      ['ReturnRecorded', [{ lineId: orbite, quantity: 2 }], undefined, 'Reçus par La Poste, couverture pliée'],
      ['OrderRefunded', [{ lineId: orbite, quantity: 2, amountCents: 4000 }], 4000, undefined],
    ]);
  });
});
