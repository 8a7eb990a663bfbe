import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { conformance, type ConformanceCheck } from '../../../../test/support/openapi-conformance';
import type { JsonResponse } from '../../../../test/support/test-app';
import { campaignCartSuite } from '../../../../test/support/cart-api';
import { createAddress, createBook, createGiftCard, createGoodie, createVoucher, isoDay } from '../../../../test/support/cart-fixtures';
import { contribution } from '../../../../test/support/paid-carts';

/**
 * The success answers of the cart's and the payment's routes, checked against the OpenAPI document
 * the API serves: every 2xx JSON body must match the documented schema of its operation and status
 * strictly (no undocumented key, every required one, the documented types and formats), with and
 * without the expansions; files and the bank's acknowledgement must have their documented media type.
 */

/** Every operation of the cart's and the payment's controllers, with its success status. */
const OPERATIONS: [method: string, path: string, status: number][] = [
  ['post', '/api/carts', 201],
  ['get', '/api/carts', 200],
  ['get', '/api/carts/{id}', 200],
  ['get', '/api/carts/active', 200],
  ['patch', '/api/carts/{id}', 200],
  ['get', '/api/carts/{id}/unconfirm', 200],
  ['post', '/api/carts/{id}/contribute', 200],
  ['delete', '/api/carts/{id}/contributions/{contributionId}', 204],
  ['post', '/api/carts/{id}/voucher', 200],
  ['delete', '/api/carts/{id}/voucher', 200],
  ['post', '/api/carts/{id}/pay_with_voucher', 200],
  ['post', '/api/carts/products', 201],
  ['put', '/api/cartlines/{id}', 200],
  ['delete', '/api/cartlines/{id}', 204],
  ['delete', '/api/voucher-usages/{id}', 204],
  ['get', '/api/carts/{id}/contributions', 200],
  ['get', '/api/carts/{id}/comment', 200],
  ['post', '/api/carts/{id}/comment', 200],
  ['patch', '/api/shipments/{id}', 200],
  ['get', '/api/staff/orders', 200],
  ['get', '/api/staff/carts/{id}/events', 200],
  ['get', '/api/staff/carts/{id}/state', 200],
  ['get', '/api/carts/{id}/invoice', 200],
  ['get', '/api/credit-notes', 200],
  ['get', '/api/credit-notes/{id}/pdf', 200],
  ['post', '/api/staff/carts/{id}/credit-notes', 201],
  ['post', '/api/carts/{id}/direct_debit', 200],
  ['post', '/api/carts/{id}/wire', 200],
  ['get', '/api/carts/{id}/payment', 200],
  ['post', '/api/payment/notification', 200],
  ['post', '/api/staff/carts/{id}/settle', 200],
  ['get', '/api/staff/payment-anomalies', 200],
];

/** The expansions a cart offers, one at a time, by branch, then all at once. */
const ALL = 'cart_lines.product,cart_lines.variant,cart_lines.compensation,shipping_address,billing_address,shipments.options,voucher_usages.voucher';
const EXPANSIONS = [
  '',
  'cart_lines',
  'cart_lines.product',
  'cart_lines.variant',
  'cart_lines.compensation',
  'shipping_address',
  'billing_address,shipping_address',
  'shipments',
  'shipments.options',
  'voucher_usages',
  'voucher_usages.voucher',
  ALL,
];
const expandQuery = (expand: string, sep = '?') => (expand ? `${sep}expand=${expand}` : '');

describe('cart and payment answers, against the OpenAPI document', () => {
  const suite = campaignCartSuite();
  let check: ConformanceCheck;
  let document: any;
  beforeAll(async () => {
    check = await conformance(suite.api);
    document = (await suite.api.get('/api/schema/')).body;
  });

  const auth = (token?: string) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

  /** The answer has the status expected and its body conforms to the documented schema; answers the body. */
  function conforms(method: string, path: string, res: JsonResponse, status = 200): any {
    if (res.status !== status) throw new Error(`${method.toUpperCase()} ${path} a répondu ${res.status} au lieu de ${status} : ${JSON.stringify(res.body)}`);
    expect(check(method, path, status, res.body)).toEqual([]);
    return res.body;
  }

  /** A 204: no body, and the document says 204. */
  function noContent(method: string, path: string, res: JsonResponse) {
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(document.paths[path][method].responses['204']).toBeDefined();
    expect(document.paths[path][method].responses['204'].content).toBeUndefined();
  }

  /** A catalogue book with an author (and images, when the demo has one), and a goodie option with attributes: the richest expansions. */
  async function demoProducts(): Promise<{ book: number | null; goodie: { id: number; variant: number } | null }> {
    const [book] = await sql<{ id: number }>(
      `SELECT p.id FROM products p JOIN books b ON b.product_id = p.id
        WHERE p.author_id IS NOT NULL AND b.published AND NOT p.out_of_stock AND NOT p.bookseller_only AND NOT p.locked_by_voucher
        ORDER BY cardinality(p.images) DESC, p.id LIMIT 1`,
    );
    const [goodie] = await sql<{ id: number; variant: number }>(
      `SELECT p.id, v.id AS variant FROM products p JOIN product_variants v ON v.product_id = p.id
        WHERE p.type = 'goodie' AND NOT p.out_of_stock AND NOT p.bookseller_only AND NOT p.locked_by_voucher AND v.stock > 2
        ORDER BY (SELECT count(*) FROM variant_attributes va WHERE va.variant_id = v.id) DESC, p.id LIMIT 1`,
    );
    return { book: book?.id ?? null, goodie: goodie ?? null };
  }

  it('documents a typed success answer, a French tag and a summary for every operation', () => {
    for (const [method, path, status] of OPERATIONS) {
      const operation = document.paths[path]?.[method];
      expect({ method, path, documented: !!operation }).toEqual({ method, path, documented: true });
      expect({ method, path, tags: operation.tags?.length ?? 0, summary: typeof operation.summary }).toEqual({ method, path, tags: 1, summary: 'string' });
      const answer = operation.responses[String(status)];
      expect({ method, path, status, answer: !!answer }).toEqual({ method, path, status, answer: true });
      if (status === 204) continue;
      const media = Object.keys(answer.content ?? {});
      expect({ method, path, media: media.length > 0 }).toEqual({ method, path, media: true });
      for (const type of media) expect({ method, path, type, schema: !!answer.content[type].schema }).toEqual({ method, path, type, schema: true });
    }
    // files and the bank's acknowledgement say their media type
    expect(Object.keys(document.paths['/api/carts/{id}/invoice'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(document.paths['/api/credit-notes/{id}/pdf'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(document.paths['/api/payment/notification'].post.responses['200'].content)).toEqual(['text/plain']);
  });

  it('catches an undocumented key, a missing field and a wrong type', async () => {
    const cart = (await suite.carts.create()).body;
    expect(check('get', '/api/carts/{id}', 200, cart)).toEqual([]);
    expect(check('get', '/api/carts/{id}', 200, { ...cart, surprise: 1 }).join()).toContain('surprise');
    const { remaining_to_pay: _gone, ...missing } = cart;
    expect(check('get', '/api/carts/{id}', 200, missing).join()).toContain('remaining_to_pay');
    expect(check('get', '/api/carts/{id}', 200, { ...cart, status: '0' }).join()).toContain('/status');
    expect(check('get', '/api/carts/{id}', 200, { ...cart, total_price: 12.5 }).join()).toContain('/total_price');
    expect(check('get', '/api/carts/{id}', 200, { ...cart, cart_lines: [{ id: 'x' }] }).join()).toContain('/cart_lines/0');
  });

  it('an open cart: created, filled, delivered, discounted, read with every expansion, confirmed and reopened', async () => {
    const { api, carts, campaign } = suite;
    const reader = await loggedInUser(api);
    const address = await createAddress(reader.id);
    const demo = await demoProducts();
    expect(demo).toEqual({ book: expect.any(Number), goodie: { id: expect.any(Number), variant: expect.any(Number) } });

    // created (201), then each way of adding a line answers the line
    const cart = conforms('post', '/api/carts', await carts.create(reader.access), 201);
    const book = conforms('post', '/api/carts/products', await carts.add(cart.id, await createBook({ priceCents: 2000 }), reader.access), 201);
    conforms('post', '/api/carts/products', await carts.add(cart.id, await createBook({ priceCents: 1800, release: isoDay(40) }), reader.access), 201);
    const goodie = await createGoodie({ priceCents: 1500, stocks: [20, 20] });
    conforms('post', '/api/carts/products', await carts.add(cart.id, goodie.id, reader.access, { variant: goodie.variants[1] }), 201);
    conforms('post', '/api/carts/products', await carts.add(cart.id, demo.book!, reader.access), 201);
    conforms('post', '/api/carts/products', await carts.add(cart.id, demo.goodie!.id, reader.access, { variant: demo.goodie!.variant }), 201);
    conforms('put', '/api/cartlines/{id}', await carts.changeLine(book.id, { quantity: 3 }, reader.access));

    // a contribution with a dedicated reward, a sized one and a book
    const backed = conforms(
      'post',
      '/api/carts/{id}/contribute',
      await carts.contribute(
        cart.id,
        contribution(campaign.id, 80, [
          { compensation: campaign.book, quantity: 1 },
          { compensation: campaign.dedicated, quantity: 1, dedications: [{ text: 'Pour Jeanne' }] },
          { compensation: campaign.shirt.id, quantity: 1, variant: campaign.shirt.variants[0] },
        ]),
        reader.access,
      ),
    );
    expect(backed.contributions).toHaveLength(1);

    // addresses, the bundle choice, a relay point for the parcel leaving now
    const delivered = conforms('patch', '/api/carts/{id}', await carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, reader.access));
    const now = (delivered.shipments as string[]).find((s) => s.endsWith('.now'))!;
    const relay = await carts.shipment(
      now,
      {
        mode: 'mondial_relay',
        parcel_shop: {
          shop_id: '075101',
          pays: 'FR',
          nom: 'TABAC',
          adresse1: '28 rue de la Roquette',
          adresse2: '',
          postal_code: '75011',
          ville: 'PARIS',
          lat: '0',
          long: '0',
          nature: '1',
          letter: 'A',
        },
      },
      reader.access,
    );
    expect(conforms('patch', '/api/shipments/{id}', relay).parcel_shop).toMatchObject({ ID: '075101' });

    // vouchers: applied, removed by code, applied again
    const first = await createVoucher({ remainingCents: 1000 });
    conforms('post', '/api/carts/{id}/voucher', await carts.applyVoucher(cart.id, first, reader.access));
    conforms('delete', '/api/carts/{id}/voucher', await carts.removeVoucher(cart.id, first, reader.access));
    conforms('post', '/api/carts/{id}/voucher', await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 1000, expirationDate: null }), reader.access));
    conforms('post', '/api/carts/{id}/voucher', await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 500 }), reader.access));

    // read with each expansion, alone and in the owner's list
    for (const expand of EXPANSIONS) {
      const read = conforms('get', '/api/carts/{id}', await carts.get(cart.id, reader.access, expandQuery(expand)));
      if (expand === ALL) {
        expect(read.cart_lines.some((l: any) => l.compensation !== null && typeof l.compensation === 'object')).toBe(true);
        expect(read.cart_lines.some((l: any) => typeof l.variant === 'object' && l.variant !== null)).toBe(true);
        expect(read.voucher_usages[0].voucher).toHaveProperty('remaining_amount');
        expect(typeof read.shipping_address).toBe('object');
        expect(read.cart_lines.some((l: any) => l.product?.author !== null && typeof l.product?.author === 'object')).toBe(true);
        expect(read.cart_lines.some((l: any) => l.variant?.attributes?.length > 0)).toBe(true);
      }
      conforms('get', '/api/carts', await carts.list(reader.access, `?status=0${expandQuery(expand, '&')}`));
    }

    // confirmed, then reopened
    expect(conforms('patch', '/api/carts/{id}', await carts.patch(cart.id, { status: 1, terms_accepted: true }, reader.access)).status).toBe(1);
    expect(conforms('get', '/api/carts/{id}/unconfirm', await carts.unconfirm(cart.id, reader.access)).status).toBe(0);

    // what answers nothing: a line, a voucher usage, a contribution removed
    const full = (await carts.get(cart.id, reader.access, '?expand=voucher_usages')).body;
    noContent('delete', '/api/cartlines/{id}', await carts.removeLine(book.id, reader.access));
    noContent('delete', '/api/voucher-usages/{id}', await carts.removeUsage(full.voucher_usages[0].id, reader.access));
    noContent(
      'delete',
      '/api/carts/{id}/contributions/{contributionId}',
      await api.delete(`/api/carts/${cart.id}/contributions/${backed.contributions[0].id}/`, undefined, { token: reader.access }),
    );
    conforms('get', '/api/carts/{id}', await carts.get(cart.id, reader.access, `?expand=${ALL}`));

    // an anonymous cart, registered to the reader at login (merged into their open cart)
    const anonymous = conforms('post', '/api/carts', await carts.create(), 201);
    conforms('post', '/api/carts/products', await carts.add(anonymous.id, await createBook(), undefined), 201);
    // a gift card offered with a name and a message, its note then changed
    const offered = conforms(
      'post',
      '/api/carts/products',
      await carts.add(anonymous.id, await createGiftCard(), undefined, { gift_recipient_name: 'Marie', gift_message: 'Bon anniversaire !' }),
      201,
    );
    conforms('put', '/api/cartlines/{id}', await carts.changeLine(offered.id, { quantity: 1, gift_recipient_name: 'Paul', gift_message: '' }));
    conforms('get', '/api/carts/{id}', await carts.get(anonymous.id, undefined, `?expand=${ALL}`));
    conforms('patch', '/api/carts/{id}', await carts.patch(anonymous.id, {}, reader.access));
    // the reader's cart in progress, as a browser finds it at login, plain and with every expansion
    conforms('get', '/api/carts/active', await api.get('/api/carts/active/', auth(reader.access)));
    expect(conforms('get', '/api/carts/active', await api.get(`/api/carts/active/?expand=${ALL}`, auth(reader.access))).id).toBe(cart.id);
  });

  it('a paid order: its contributions and comments, the staff audit, invoice and credit notes', async () => {
    const { api, carts, campaign } = suite;
    const reader = await loggedInUser(api);
    const staff = await loggedInUser(api, { staff: true });
    const address = await createAddress(reader.id);

    const cart = (await carts.create(reader.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000 }), reader.access);
    await carts.contribute(cart.id, contribution(campaign.id, 30, [{ compensation: campaign.shirt.id, quantity: 1, variant: campaign.shirt.variants[1] }]), reader.access);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: true }, reader.access);
    await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 1_000_000 }), reader.access);
    conforms('patch', '/api/carts/{id}', await carts.patch(cart.id, { status: 1, terms_accepted: true }, reader.access));
    const paid = conforms('post', '/api/carts/{id}/pay_with_voucher', await carts.payWithVoucher(cart.id, reader.access));
    expect(paid).toMatchObject({ status: 2, paid: true, invoice_file: `/api/carts/${cart.id}/invoice/` });
    for (const expand of EXPANSIONS) {
      conforms('get', '/api/carts/{id}', await carts.get(cart.id, reader.access, expandQuery(expand)));
      conforms('get', '/api/carts', await carts.list(reader.access, `?status=2&ordering=-last_modified_at${expandQuery(expand, '&')}`));
    }

    // what the order backed, and a comment on the campaign
    expect(conforms('get', '/api/carts/{id}/contributions', await api.get(`/api/carts/${cart.id}/contributions/`, auth(reader.access)))).toHaveLength(1);
    expect(conforms('get', '/api/carts/{id}/comment', await api.get(`/api/carts/${cart.id}/comment/`, auth(reader.access)))).toHaveLength(1);
    conforms('post', '/api/carts/{id}/comment', await api.post(`/api/carts/${cart.id}/comment/`, { crowdfunding: campaign.id, comment: 'Bravo !' }, { token: reader.access }));
    conforms('get', '/api/carts/{id}/comment', await api.get(`/api/carts/${cart.id}/comment/`, auth(reader.access)));

    // the staff audit
    conforms('get', '/api/staff/orders', await api.get(`/api/staff/orders/?search=${encodeURIComponent(reader.email)}`, auth(staff.access)));
    conforms('get', '/api/staff/orders', await api.get('/api/staff/orders/?limit=5&offset=5', auth(staff.access)));
    const events = conforms('get', '/api/staff/carts/{id}/events', await api.get(`/api/staff/carts/${cart.id}/events/`, auth(staff.access)));
    for (const expand of EXPANSIONS) {
      conforms('get', '/api/staff/carts/{id}/state', await api.get(`/api/staff/carts/${cart.id}/state/${expandQuery(expand)}`, auth(staff.access)));
    }
    for (const version of [1, 3, events.length]) {
      conforms('get', '/api/staff/carts/{id}/state', await api.get(`/api/staff/carts/${cart.id}/state/?version=${version}&expand=${ALL}`, auth(staff.access)));
    }

    // the invoice as PDF, a credit note issued by staff, listed, as PDF
    const invoice = await fetch(`${api.baseUrl}/api/carts/${cart.id}/invoice/`, auth(reader.access));
    expect({ status: invoice.status, type: invoice.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
    const note = conforms(
      'post',
      '/api/staff/carts/{id}/credit-notes',
      await api.post(`/api/staff/carts/${cart.id}/credit-notes/`, { amount: '5.00', reason: 'Livre abîmé' }, { token: staff.access }),
      201,
    );
    conforms('get', '/api/credit-notes', await api.get('/api/credit-notes/', auth(reader.access)));
    conforms('get', '/api/credit-notes', await api.get('/api/credit-notes/?limit=1&offset=0', auth(staff.access)));
    const pdf = await fetch(`${api.baseUrl}${note.pdf}`, auth(reader.access));
    expect({ status: pdf.status, type: pdf.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
    conforms('get', '/api/staff/carts/{id}/events', await api.get(`/api/staff/carts/${cart.id}/events/`, auth(staff.access)));
  });

  it('payments: the card form, booksellers’ direct debit and wire, staff settlement and anomalies, the bank’s acknowledgement', async () => {
    const { api, carts } = suite;
    const staff = await loggedInUser(api, { staff: true });

    /** A user's cart with one book, collected in person, confirmed. */
    async function confirmedCart(user: { id: number; access: string }): Promise<string> {
      const address = await createAddress(user.id);
      const cart = (await carts.create(user.access)).body;
      await carts.add(cart.id, await createBook({ priceCents: 9000 }), user.access);
      await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
      await carts.pickup(cart.id, user.access);
      expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
      return cart.id;
    }

    // a reader's card payment form
    const reader = await loggedInUser(api);
    const card = await confirmedCart(reader);
    conforms('get', '/api/carts/{id}/payment', await api.get(`/api/carts/${card}/payment/`, auth(reader.access)));

    // a bookseller's orders on terms, answered with and without expansions, then settled by staff
    const bookseller = await loggedInUser(api, { bookseller: true });
    await sql(`UPDATE booksellers SET iban = 'FR7630006000011234567890189' WHERE user_id = $1`, [bookseller.id]);
    const debit = await confirmedCart(bookseller);
    const wire = await confirmedCart(bookseller);
    conforms('post', '/api/carts/{id}/direct_debit', await api.post(`/api/carts/${debit}/direct_debit/`, {}, { token: bookseller.access }));
    conforms('post', '/api/carts/{id}/wire', await api.post(`/api/carts/${wire}/wire/?expand=${ALL}`, {}, { token: bookseller.access }));
    const settled = conforms('post', '/api/staff/carts/{id}/settle', await api.post(`/api/staff/carts/${debit}/settle/`, {}, { token: staff.access }));
    expect(settled).toMatchObject({ paid: true, version: expect.any(Number) });
    conforms('post', '/api/staff/carts/{id}/settle', await api.post(`/api/staff/carts/${wire}/settle/?expand=${ALL}`, {}, { token: staff.access }));
    conforms('get', '/api/carts', await carts.list(bookseller.access, `?status=2&expand=${ALL}`));

    // anomalies: one resolved, one not, with and without a cart
    const [n] = await sql<{ id: string }>(`INSERT INTO bank_notifications (reference, code_retour, fields) VALUES ('REFCONFORME1', 'paiement', $1) RETURNING id`, [
      JSON.stringify({ reference: 'REFCONFORME1', montant: '12.50EUR', TPE: '0000001' }),
    ]);
    await sql(
      `INSERT INTO payment_anomalies (notification_id, reference, code_retour, cart_id, kind, detail, resolved_at)
       VALUES ($1, 'REFCONFORME1', 'paiement', $2, 'amount', 'Montant reçu « 12.50EUR », attendu « 40.00EUR »', now()),
              ($1, 'REFCONFORME1', 'paiement', NULL, 'unknown-reference', 'Référence inconnue', NULL)`,
      [n.id, card],
    );
    const anomalies = conforms('get', '/api/staff/payment-anomalies', await api.get('/api/staff/payment-anomalies/?limit=50', auth(staff.access)));
    expect(anomalies.results.length).toBeGreaterThanOrEqual(2);
    conforms('get', '/api/staff/payment-anomalies', await api.get('/api/staff/payment-anomalies/?resolved=true&ordering=id', auth(staff.access)));

    // the bank's notification is acknowledged in text, as documented
    const ack = await fetch(`${api.baseUrl}/api/payment/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        TPE: '0000001',
        date: '21/11/2026_a_14:03:00',
        montant: '40.00EUR',
        reference: 'REFCONFORME2',
        'texte-libre': card,
        'code-retour': 'paiement',
        MAC: '0'.repeat(40),
      }).toString(),
    });
    const documented = document.paths['/api/payment/notification'].post.responses['200'].content['text/plain'].schema;
    expect({ status: ack.status, type: ack.headers.get('content-type')?.split(';')[0] }).toEqual({ status: 200, type: 'text/plain' });
    expect(documented.enum).toContain(await ack.text());
  });
});
