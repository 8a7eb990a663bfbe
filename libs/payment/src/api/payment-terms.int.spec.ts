import { loggedInUser, mailsTo } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { cartApiSuite } from '../../../../test/support/cart-api';
import { createAddress, createBook, NOT_FOUND } from '../../../../test/support/cart-fixtures';

const INVOICE = /^F\d{4}-\d{6}$/;
const BOOKSELLERS_ONLY = { status: 403, body: { detail: 'Ce moyen de paiement est réservé aux libraires.' } };

/** The day `days` after a YYYY-MM-DD day, counted in UTC calendar days. */
function plusDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day of the month of a YYYY-MM-DD day. */
function endOfMonth(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

describe('booksellers: direct debit and wire, settled by staff', () => {
  const suite = cartApiSuite();

  type User = Awaited<ReturnType<typeof loggedInUser>>;
  const debit = (id: string, user?: User) => suite.api.post(`/api/carts/${id}/direct_debit/`, {}, { token: user?.access });
  const wire = (id: string, user?: User) => suite.api.post(`/api/carts/${id}/wire/`, {}, { token: user?.access });
  const settle = (id: string, user?: User) => suite.api.post(`/api/staff/carts/${id}/settle/`, {}, { token: user?.access });

  /** A bookseller with the IBAN their direct debits are taken from. */
  async function booksellerWithIban() {
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    await sql(`UPDATE booksellers SET iban = 'FR7630006000011234567890189' WHERE user_id = $1`, [bookseller.id]);
    return bookseller;
  }

  /** A user's cart with one book, collected in person, confirmed (unless told otherwise). */
  async function confirmedCart(user: User, options: { confirm?: boolean } = {}) {
    const address = await createAddress(user.id);
    const cart = (await suite.carts.create(user.access)).body;
    await suite.carts.add(cart.id, await createBook({ priceCents: 9000 }), user.access);
    await suite.carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await suite.carts.pickup(cart.id, user.access);
    if (options.confirm ?? true) expect((await suite.carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    return cart as { id: string };
  }

  it('places a bookseller’s order by direct debit: numbered, mailed, unpaid, due 90 days after the invoice', async () => {
    // given a bookseller's confirmed cart
    const bookseller = await booksellerWithIban();
    const cart = await confirmedCart(bookseller);
    // when they choose the direct debit
    const res = await debit(cart.id, bookseller);
    // then the order is placed (status 2) with its invoice number, unpaid, due on the invoice date + 90 days
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: cart.id, status: 2, paid_with: 'sepa-debit', paid: false, invoice_number: expect.stringMatching(INVOICE) });
    expect(res.body.invoice_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.payment_due_date).toBe(plusDays(res.body.invoice_date, 90));
    // and the paying effects ran: confirmation mail in the outbox, events recorded in order
    expect((await mailsTo(bookseller.email)).filter((m) => m.type === 'order-confirmation')).toEqual([
      expect.objectContaining({ invoiceNumber: res.body.invoice_number, paidWith: 'sepa-debit', dueDate: res.body.payment_due_date, professional: true }),
    ]);
    const events = await sql<{ type: string }>(`SELECT type FROM stream_events WHERE stream_id = $1 ORDER BY version`, [cart.id]);
    expect(events.map((e) => e.type).slice(-3)).toEqual(['CartPaid', 'PaymentTermsGranted', 'InvoiceNumbered']);
    // and the read model keeps it, as the order list shows it
    expect((await suite.carts.get(cart.id, bookseller.access)).body).toMatchObject({ status: 2, paid: false, payment_due_date: res.body.payment_due_date });
    const [row] = await sql<{ paid: boolean; due: string }>(`SELECT paid, to_char(payment_due_date, 'YYYY-MM-DD') AS due FROM carts WHERE id = $1`, [cart.id]);
    expect(row).toEqual({ paid: false, due: res.body.payment_due_date });
    // and sent again (a double click), the same order is answered, nothing new happens
    expect(await debit(cart.id, bookseller)).toMatchObject({ status: 200, body: { invoice_number: res.body.invoice_number, payment_due_date: res.body.payment_due_date } });
    expect((await sql(`SELECT 1 FROM stream_events WHERE stream_id = $1`, [cart.id])).length).toBe(events.length);
  });

  it('places an order by wire, due at the end of the month of the invoice date + 90 days', async () => {
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const cart = await confirmedCart(bookseller);
    const res = await wire(cart.id, bookseller);
    expect(res).toMatchObject({ status: 200, body: { status: 2, paid_with: 'wire', paid: false, invoice_number: expect.stringMatching(INVOICE) } });
    expect(res.body.payment_due_date).toBe(endOfMonth(plusDays(res.body.invoice_date, 90)));
  });

  it('uses the direct debit term staff agreed with the bookseller', async () => {
    const bookseller = await booksellerWithIban();
    await sql('UPDATE booksellers SET sepa_term = 60 WHERE user_id = $1', [bookseller.id]);
    const cart = await confirmedCart(bookseller);
    const res = await debit(cart.id, bookseller);
    expect(res.body.payment_due_date).toBe(plusDays(res.body.invoice_date, 60));
  });

  it('refuses a direct debit to a bookseller without an IBAN, and places it once they give one', async () => {
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const cart = await confirmedCart(bookseller);
    expect(await debit(cart.id, bookseller)).toMatchObject({
      status: 400,
      body: { detail: 'Renseignez votre IBAN dans votre espace libraire pour payer par prélèvement.' },
    });
    expect((await suite.carts.get(cart.id, bookseller.access)).body).toMatchObject({ status: 1, paid_with: null, payment_due_date: null });
    // another bookseller's cart stays not found, IBAN or not
    const other = await loggedInUser(suite.api, { bookseller: true });
    expect(await debit(cart.id, other)).toMatchObject(NOT_FOUND);
    // given through their profile, the IBAN lets the same cart be paid by direct debit
    expect((await suite.api.patch('/api/users/profile/', { bookseller: { iban: 'FR76 3000 6000 0112 3456 7890 189' } }, { token: bookseller.access })).status).toBe(200);
    expect(await debit(cart.id, bookseller)).toMatchObject({ status: 200, body: { status: 2, paid_with: 'sepa-debit' } });
  });

  it('is for booksellers, on their own confirmed carts only', async () => {
    // a reader: 403, with the reason
    const reader = await loggedInUser(suite.api);
    const readerCart = await confirmedCart(reader);
    expect(await debit(readerCart.id, reader)).toMatchObject(BOOKSELLERS_ONLY);
    expect(await wire(readerCart.id, reader)).toMatchObject(BOOKSELLERS_ONLY);
    expect((await suite.carts.get(readerCart.id, reader.access)).body).toMatchObject({ status: 1, payment_due_date: null });
    // another bookseller's cart: not found; anonymous: 401
    const bookseller = await booksellerWithIban();
    const other = await booksellerWithIban();
    const cart = await confirmedCart(bookseller);
    expect(await debit(cart.id, other)).toMatchObject(NOT_FOUND);
    expect(await wire(cart.id, other)).toMatchObject(NOT_FOUND);
    expect((await debit(cart.id)).status).toBe(401);
    // an unconfirmed cart: 400, like the other payment means
    const open = await confirmedCart(bookseller, { confirm: false });
    expect(await debit(open.id, bookseller)).toMatchObject({ status: 400, body: { detail: 'Le panier doit être validé avant le paiement.' } });
    // an order already paid another way stays as it was
    expect((await wire(cart.id, bookseller)).status).toBe(200);
    expect(await debit(cart.id, bookseller)).toMatchObject({ status: 400 });
    expect((await suite.carts.get(cart.id, bookseller.access)).body).toMatchObject({ paid_with: 'wire' });
  });

  it('lets staff settle an order on terms, which is then paid; nobody else can', async () => {
    const bookseller = await booksellerWithIban();
    const staff = await loggedInUser(suite.api, { staff: true });
    const cart = await confirmedCart(bookseller);
    const placed = (await debit(cart.id, bookseller)).body;
    // not staff: 403 (the bookseller too), anonymous: 401
    expect((await settle(cart.id, bookseller)).status).toBe(403);
    expect((await settle(cart.id, await loggedInUser(suite.api))).status).toBe(403);
    expect((await settle(cart.id)).status).toBe(401);
    expect((await suite.carts.get(cart.id, bookseller.access)).body.paid).toBe(false);
    const listed = async () => (await suite.api.get(`/api/staff/orders/?search=${placed.reference}`, { headers: { authorization: `Bearer ${staff.access}` } })).body.results;
    expect(await listed()).toEqual([expect.objectContaining({ id: cart.id, paid_with: 'sepa-debit', paid: false })]);
    // staff: paid, the due date and invoice kept, recorded under the staff member's id
    const res = await settle(cart.id, staff);
    expect(res).toMatchObject({
      status: 200,
      body: { id: cart.id, status: 2, paid: true, paid_with: 'sepa-debit', invoice_number: placed.invoice_number, payment_due_date: placed.payment_due_date },
    });
    expect((await suite.carts.get(cart.id, bookseller.access)).body).toMatchObject({ paid: true, payment_due_date: placed.payment_due_date });
    // the back office's list says so too
    expect(await listed()).toEqual([expect.objectContaining({ id: cart.id, paid: true })]);
    const [last] = await sql<{ type: string; metadata: { userId: number } }>(`SELECT type, metadata FROM stream_events WHERE stream_id = $1 ORDER BY version DESC LIMIT 1`, [
      cart.id,
    ]);
    expect(last).toMatchObject({ type: 'PaymentSettled', metadata: { userId: staff.id } });
    // settling again changes nothing
    expect(await settle(cart.id, staff)).toMatchObject({ status: 200, body: { paid: true } });
    expect((await sql(`SELECT 1 FROM stream_events WHERE stream_id = $1 AND type = 'PaymentSettled'`, [cart.id])).length).toBe(1);
  });

  it('refuses to settle what does not wait for a settlement', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const reader = await loggedInUser(suite.api);
    const unpaid = await confirmedCart(reader);
    expect(await settle(unpaid.id, staff)).toMatchObject({ status: 400, body: { detail: "Cette commande n'attend pas de règlement." } });
    expect(await settle('00000000-0000-4000-8000-000000000000', staff)).toMatchObject(NOT_FOUND);
    expect(await settle('pas-un-panier', staff)).toMatchObject(NOT_FOUND);
  });
});
