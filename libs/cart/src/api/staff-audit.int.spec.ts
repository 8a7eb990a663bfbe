import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createBook, createVoucher, NOT_FOUND } from '../../../../test/support/cart-fixtures';

describe('staff audit: orders, event streams, and the cart as of any event', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  const as = (token?: string) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

  /** A reader's order of one 20 € book collected in person, paid by a voucher. */
  async function paidOrder() {
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000 }), user.access);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await carts.pickup(cart.id, user.access);
    await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 2000 }), user.access);
    await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access);
    const paid = (await carts.payWithVoucher(cart.id, user.access)).body;
    return { user, cart: paid };
  }

  it('lists orders for staff, searched by reference or owner email, filtered by status', async () => {
    // given a paid order and an open cart of another reader
    const { user, cart } = await paidOrder();
    const other = await loggedInUser(api);
    const open = (await carts.create(other.access)).body;
    const staff = await loggedInUser(api, { staff: true });
    // when staff search by the owner's email, then the order comes with its audit columns
    const byEmail = await api.get(`/api/staff/orders/?search=${encodeURIComponent(user.email.toUpperCase())}`, as(staff.access));
    expect(byEmail).toMatchObject({ status: 200, body: { count: 1, next: null, previous: null } });
    expect(byEmail.body.results).toEqual([
      {
        id: cart.id,
        reference: cart.reference,
        owner_email: user.email,
        status: 2,
        total: '20.00',
        paid_with: 'voucher',
        paid: true,
        invoice_number: cart.invoice_number,
        payment_due_date: null,
        overdue: false,
        parcels: { total: 1, sent: 0 },
        last_modified_at: expect.any(String),
      },
    ]);
    // when they search by reference, whole or in part, in any case, then the same order
    const found = async (search: string) => (await api.get(`/api/staff/orders/?search=${encodeURIComponent(search)}`, as(staff.access))).body.results.map((r: any) => r.id);
    expect(await found(cart.reference)).toEqual([cart.id]);
    expect(await found(cart.reference.toLowerCase())).toEqual([cart.id]);
    expect(await found(cart.reference.slice(2, 9).toLowerCase())).toEqual([cart.id]);
    // when they type a part of the address across its @ or its dots, then the order of that address only
    const [local, domain] = user.email.split('@');
    expect(await found(`${local.slice(-10)}@${domain.slice(0, 3)}`)).toEqual([cart.id]);
    expect(await found(`${local.slice(-10)}${domain.slice(0, 3)}`)).toEqual([]);
    expect(await found(`${local.slice(-10)}@@${domain.slice(0, 3)}`)).toEqual([]);
    // when they filter on status, then only carts in that status
    const paidOnly = await api.get(`/api/staff/orders/?status=2&search=${encodeURIComponent(other.email)}`, as(staff.access));
    expect(paidOnly.body.count).toBe(0);
    const openOnes = await api.get(`/api/staff/orders/?status=0&search=${encodeURIComponent(other.email)}&ordering=-last_modified_at`, as(staff.access));
    expect(openOnes.body.results.map((r: any) => r.id)).toEqual([open.id]);
  });

  it('filters paid orders by payment mean, label, days paid in Paris and parcels; refuses bad filters in French', async () => {
    const { user, cart } = await paidOrder();
    const staff = await loggedInUser(api, { staff: true });
    const ids = async (query: string) => {
      const res = await api.get(`/api/staff/orders/?search=${encodeURIComponent(user.email)}&${query}`, as(staff.access));
      expect(res.status).toBe(200);
      return res.body.results.map((r: { id: string }) => r.id);
    };
    const [{ label_id, day }] = await sql<{ label_id: number; day: string }>(
      `SELECT label_id, to_char(paid_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS day FROM carts WHERE id = $1`,
      [cart.id],
    );
    expect(await ids('paid_with=voucher')).toEqual([cart.id]);
    expect(await ids('paid_with=wire')).toEqual([]);
    expect(await ids(`label=${label_id}`)).toEqual([cart.id]);
    expect(await ids(`label=${label_id + 1000}`)).toEqual([]);
    // its day in Paris, both ends included
    expect(await ids(`paid_from=${day}&paid_to=${day}`)).toEqual([cart.id]);
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`paid_from=${next}`)).toEqual([]);
    // its one parcel to collect is still there
    expect(await ids('parcels=to_ship')).toEqual([cart.id]);
    expect(await ids('parcels=shipped')).toEqual([]);
    // bad values: a French 400 in DRF's shape, field by field
    const bad = await api.get('/api/staff/orders/?paid_with=cash&paid_from=2026-02-30&parcels=lost&label=0', as(staff.access));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['label', 'paid_from', 'paid_with', 'parcels']);
  });

  it('counts the whole list and each status as the carts stand, a merged cart left out, without counting them again', async () => {
    const staff = await loggedInUser(api, { staff: true });
    const counted = async () => {
      const [all, ...byStatus] = await Promise.all(['', '?status=0', '?status=1', '?status=2'].map((q) => api.get(`/api/staff/orders/${q}`, as(staff.access))));
      return { all: all.body.count, open: byStatus[0].body.count, confirmed: byStatus[1].body.count, paid: byStatus[2].body.count };
    };
    const recounted = async () => {
      const [row] = await sql<{ all: number; open: number; confirmed: number; paid: number }>(
        `SELECT count(*)::int AS all, (count(*) FILTER (WHERE status = 0))::int AS open, (count(*) FILTER (WHERE status = 1))::int AS confirmed, (count(*) FILTER (WHERE status = 2))::int AS paid
           FROM carts WHERE (state->>'mergedInto') IS NULL`,
      );
      return row;
    };
    const before = await counted();
    expect(before).toEqual(await recounted());
    // A new open cart, an order paid (open, then confirmed, then paid), and an anonymous cart merged into an account's at login.
    const reader = await loggedInUser(api);
    await carts.create(reader.access);
    await paidOrder();
    const anonymous = (await carts.create()).body;
    await carts.add(anonymous.id, await createBook({ priceCents: 1000 }));
    const merging = await loggedInUser(api);
    await carts.create(merging.access);
    // The SPA registers the anonymous cart at login: it is merged into the account's open cart.
    expect((await carts.patch(anonymous.id, {}, merging.access)).status).toBe(200);
    expect((await sql(`SELECT state->>'mergedInto' AS into FROM carts WHERE id = $1`, [anonymous.id]))[0].into).not.toBeNull();
    const after = await counted();
    expect(after).toEqual(await recounted());
    expect(after.paid).toBe(before.paid + 1);
  });

  it('replays a paid order event by event, with who did what and when, and its state as of any event', async () => {
    // given a paid order
    const { user, cart } = await paidOrder();
    const staff = await loggedInUser(api, { staff: true });
    // when staff read its stream, then every event comes in order with its author and time
    const stream = await api.get(`/api/staff/carts/${cart.id}/events/`, as(staff.access));
    expect(stream.status).toBe(200);
    const types = stream.body.map((e: any) => e.type);
    expect(types[0]).toBe('CartCreated');
    expect(types.slice(-3)).toEqual(['CartConfirmed', 'CartPaid', 'InvoiceNumbered']);
    expect(stream.body.map((e: any) => e.version)).toEqual(types.map((_: string, i: number) => i + 1));
    expect(stream.body[1]).toMatchObject({ type: 'LineAdded', metadata: { userId: user.id, at: expect.any(String) }, recorded_at: expect.any(String) });
    // when they ask for the state as of the line's addition, then the cart is open, without addresses
    const early = await api.get(`/api/staff/carts/${cart.id}/state/?version=2&expand=cart_lines`, as(staff.access));
    expect(early).toMatchObject({ status: 200, body: { version: 2, id: cart.id, status: 0, shipping_address: null, paid: false, invoice_number: null } });
    expect(early.body.cart_lines).toHaveLength(1);
    // and as of the last event it is the order as the shopper sees it
    const last = stream.body.length;
    const final = await api.get(`/api/staff/carts/${cart.id}/state/?version=${last}`, as(staff.access));
    const mine = (await carts.get(cart.id, user.access)).body;
    // with whom it is for, by address (staff may open it from a bookmark)
    expect(final.body).toEqual({ version: last, owner_email: user.email, ...mine });
    // and past the last event there is nothing
    expect(await api.get(`/api/staff/carts/${cart.id}/state/?version=${last + 1}`, as(staff.access))).toMatchObject(NOT_FOUND);
    expect((await api.get(`/api/staff/carts/${cart.id}/state/?version=0`, as(staff.access))).status).toBe(400);
    expect(await api.get('/api/staff/carts/00000000-0000-4000-8000-000000000000/events/', as(staff.access))).toMatchObject(NOT_FOUND);
  });

  it('resends a paid order’s confirmation to its customer, with the figures it was paid with, audited; refuses an open cart', async () => {
    const { user, cart } = await paidOrder();
    const staff = await loggedInUser(api, { staff: true });
    const resent = await api.post(`/api/staff/carts/${cart.id}/resend-confirmation/`, {}, as(staff.access));
    expect(resent).toMatchObject({ status: 200, body: { order: cart.id, to: user.email } });
    const mails = await sql<{ payload: { type: string; invoiceNumber: string; total: string; reference: string } }>(
      `SELECT payload FROM outbox WHERE queue = 'emails' AND payload->>'type' = 'order-confirmation' AND payload->>'cartId' = $1 ORDER BY id`,
      [cart.id],
    );
    expect(mails).toHaveLength(2);
    expect(mails[1].payload).toEqual(mails[0].payload);
    expect(mails[1].payload).toMatchObject({ invoiceNumber: cart.invoice_number, total: '20.00', reference: cart.reference });
    const audit = await api.get(`/api/staff/audit/?entity=order&entity_id=${cart.id}`, as(staff.access));
    expect(audit.body.results).toMatchObject([{ action: 'confirmation_resent', actor: { id: staff.id }, changes: { confirmation_sent_to: { from: null, to: user.email } } }]);

    const open = (await carts.create(user.access)).body;
    expect(await api.post(`/api/staff/carts/${open.id}/resend-confirmation/`, {}, as(staff.access))).toMatchObject({
      status: 400,
      body: { detail: 'Cette commande n’est pas payée : elle n’a pas de confirmation à renvoyer.' },
    });
    expect((await api.post('/api/staff/carts/00000000-0000-4000-8000-000000000000/resend-confirmation/', {}, as(staff.access))).status).toBe(404);
    expect((await api.post(`/api/staff/carts/${cart.id}/resend-confirmation/`, {}, as(user.access))).status).toBe(403);
  });

  it('keeps staff’s internal notes on an order, newest first, with who and when, audited; refuses an empty or too long one in French', async () => {
    const { user, cart } = await paidOrder();
    const staff = await loggedInUser(api, { staff: true });
    const note = (body: unknown) => api.post(`/api/staff/carts/${cart.id}/notes/`, { body }, as(staff.access));
    const first = await note('  Appel de la cliente : colis à laisser chez la gardienne.  ');
    expect(first).toMatchObject({
      status: 201,
      body: { body: 'Appel de la cliente : colis à laisser chez la gardienne.', author: { id: staff.id, email: staff.email }, created_at: expect.any(String) },
    });
    expect((await note('Rappelée le lendemain.')).status).toBe(201);
    const notes = await api.get(`/api/staff/carts/${cart.id}/notes/`, as(staff.access));
    expect(notes.body).toMatchObject({ count: 2, next: null });
    expect(notes.body.results.map((n: { body: string }) => n.body)).toEqual(['Rappelée le lendemain.', 'Appel de la cliente : colis à laisser chez la gardienne.']);
    const audit = await api.get(`/api/staff/audit/?entity=order&entity_id=${cart.id}`, as(staff.access));
    expect(audit.body.results.map((e: { action: string }) => e.action)).toEqual(['note_added', 'note_added']);

    expect((await note('   ')).status).toBe(400);
    expect((await note('x'.repeat(2001))).body).toEqual({ body: ['Assurez-vous que ce champ comporte au plus 2000 caractères.'] });
    expect((await note(12)).status).toBe(400);
    expect((await api.post('/api/staff/carts/00000000-0000-4000-8000-000000000000/notes/', { body: 'Perdue' }, as(staff.access))).status).toBe(404);
    // the customer never reads them
    expect((await api.get(`/api/staff/carts/${cart.id}/notes/`, as(user.access))).status).toBe(403);
  });

  it('is for staff only: readers and booksellers get 403, anonymous callers 401', async () => {
    const { user, cart } = await paidOrder();
    const bookseller = await loggedInUser(api, { bookseller: true });
    const paths = ['/api/staff/orders/', `/api/staff/carts/${cart.id}/events/`, `/api/staff/carts/${cart.id}/state/?version=1`];
    for (const path of paths) {
      for (const token of [user.access, bookseller.access]) {
        expect(await api.get(path, as(token))).toMatchObject({ status: 403, body: { detail: "Vous n'avez pas la permission d'effectuer cette action." } });
      }
      expect((await api.get(path)).status).toBe(401);
    }
  });
});
