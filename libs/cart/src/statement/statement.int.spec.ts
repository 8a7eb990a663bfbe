import { loggedInUser } from '../../../../test/support/accounts';
import { createAddress, createBook, isoDay } from '../../../../test/support/cart-fixtures';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';
import { cartClient } from '../../../../test/support/cart-fixtures';
import { sql } from '../../../../test/support/db';
import { createVoucher } from '../../../../test/support/wallet-fixtures';

const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/bookseller/statement', 200],
  ['get', '/api/bookseller/statement/csv', 200, 'file'],
  ['get', '/api/staff/booksellers/{userId}/statement', 200],
];

type User = Awaited<ReturnType<typeof loggedInUser>>;

/** The whole days from `from` to `to` (YYYY-MM-DD each). */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

describe('the bookseller’s statement of account (api/bookseller/statement/)', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  const statement = (user?: User) => suite.api.get('/api/bookseller/statement/', user ? { headers: { authorization: `Bearer ${user.access}` } } : undefined);
  const staffOrders = (staff: User, query: string) => suite.api.get(`/api/staff/orders/?${query}`, { headers: { authorization: `Bearer ${staff.access}` } });

  /** A bookseller's order placed on terms (direct debit or wire), a voucher of `voucherCents` taken off first. */
  async function orderOnTerms(user: User, means: 'direct_debit' | 'wire', voucherCents = 0) {
    const carts = cartClient(suite.api);
    const address = await createAddress(user.id);
    const cart = (await carts.create(user.access)).body as { id: string };
    await carts.add(cart.id, await createBook({ priceCents: 9000 }), user.access);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await carts.pickup(cart.id, user.access);
    if (voucherCents > 0) expect((await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: voucherCents }), user.access)).status).toBe(200);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    const placed = await suite.api.post(`/api/carts/${cart.id}/${means}/`, {}, { token: user.access });
    expect(placed.status).toBe(200);
    return placed.body as { id: string; reference: string; invoice_number: string; invoice_date: string; payment_due_date: string; remaining_to_pay: string };
  }

  /** Moves an order's due date to `day` in its stream's state and in the read model, as time passing would leave it. */
  async function dueOn(cartId: string, day: string) {
    await sql(`UPDATE carts SET payment_due_date = $2::date, state = jsonb_set(state, '{paymentDueDate}', to_jsonb($2::text)) WHERE id = $1`, [cartId, day]);
  }

  async function booksellerWithIban(): Promise<User> {
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    await sql(`UPDATE booksellers SET iban = 'FR7630006000011234567890189' WHERE user_id = $1`, [bookseller.id]);
    return bookseller;
  }

  it('documents its operations', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('lists the bookseller’s orders on terms: overdue, due and settled, with what is owed', async () => {
    // given a bookseller with three orders on terms: one past its due date, one due, one settled by staff
    const bookseller = await booksellerWithIban();
    const staff = await loggedInUser(suite.api, { staff: true });
    const late = await orderOnTerms(bookseller, 'direct_debit', 1000);
    await dueOn(late.id, isoDay(-12));
    const due = await orderOnTerms(bookseller, 'wire');
    const settled = await orderOnTerms(bookseller, 'direct_debit');
    expect((await suite.api.post(`/api/staff/carts/${settled.id}/settle/`, {}, { token: staff.access })).status).toBe(200);
    // and another bookseller's orders, one of them late too
    const other = await booksellerWithIban();
    const othersLate = await orderOnTerms(other, 'direct_debit');
    await dueOn(othersLate.id, isoDay(-3));
    const othersDue = await orderOnTerms(other, 'wire');

    // when the bookseller reads their statement
    const res = await statement(bookseller);

    // then each order is in its group, with its invoice, means, amount after vouchers and dates
    expectDocumented('get', '/api/bookseller/statement', 200, res);
    const today = isoDay(0);
    const line = (placed: typeof late, means: string, extra: Record<string, unknown>) => ({
      id: placed.id,
      reference: placed.reference,
      invoice_number: placed.invoice_number,
      invoice_date: placed.invoice_date,
      invoice_file: `/api/carts/${placed.id}/invoice/`,
      means,
      ...extra,
    });
    expect(res.body.today).toBe(today);
    expect(res.body.overdue).toEqual([line(late, 'sepa-debit', { amount_due: late.remaining_to_pay, due_date: isoDay(-12), settled_date: null, days_overdue: 12 })]);
    expect(res.body.due).toEqual([line(due, 'wire', { amount_due: due.remaining_to_pay, due_date: due.payment_due_date, settled_date: null, days_overdue: 0 })]);
    expect(res.body.settled).toEqual([
      line(settled, 'sepa-debit', { amount_due: settled.remaining_to_pay, due_date: settled.payment_due_date, settled_date: today, days_overdue: 0 }),
    ]);
    expect(daysFrom(isoDay(-12), today)).toBe(12);
    // the voucher is taken off what the late order owes
    expect(Number(late.remaining_to_pay)).toBe(Number(due.remaining_to_pay) - 10);
    // and the totals: everything unpaid, and its overdue part
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(res.body).toMatchObject({
      due_total: ((cents(late.remaining_to_pay) + cents(due.remaining_to_pay)) / 100).toFixed(2),
      overdue_total: late.remaining_to_pay,
    });
    // another bookseller's orders never appear
    const ids = [...res.body.overdue, ...res.body.due, ...res.body.settled].map((l: { id: string }) => l.id);
    expect(ids).not.toContain(othersLate.id);
    expect(ids).not.toContain(othersDue.id);
    // and theirs says only theirs
    const theirs = (await statement(other)).body;
    expect({ overdue: theirs.overdue.map((l: { id: string }) => l.id), due: theirs.due.map((l: { id: string }) => l.id), settled: theirs.settled }).toEqual({
      overdue: [othersLate.id],
      due: [othersDue.id],
      settled: [],
    });
    expect(theirs.overdue[0].days_overdue).toBe(3);

    // and the bookseller downloads the same statement as a CSV file for their accounting
    const csv = await suite.api.get('/api/bookseller/statement/csv/', { headers: { authorization: `Bearer ${bookseller.access}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="releve-de-compte-${today}.csv"`);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    // (the byte-order mark a spreadsheet needs is read away by the text decoder: statement-csv.unit.spec.ts)
    const rows = (csv.body as string).trimEnd().split('\r\n');
    const frenchDay = (day: string) => day.split('-').reverse().join('/');
    expect(rows[0]).toBe('État;Commande;Facture;Date de facture;Paiement;Montant (€);Échéance;Réglée le;Jours de retard');
    expect(rows.slice(1, 4)).toEqual([
      `En retard;${late.reference};${late.invoice_number};${frenchDay(late.invoice_date)};Prélèvement;${late.remaining_to_pay.replace('.', ',')};${frenchDay(isoDay(-12))};;12`,
      `À échoir;${due.reference};${due.invoice_number};${frenchDay(due.invoice_date)};Virement;${due.remaining_to_pay.replace('.', ',')};${frenchDay(due.payment_due_date)};;`,
      `Réglée;${settled.reference};${settled.invoice_number};${frenchDay(settled.invoice_date)};Prélèvement;${settled.remaining_to_pay.replace('.', ',')};${frenchDay(settled.payment_due_date)};${frenchDay(today)};`,
    ]);
    expect(rows.slice(-3)).toEqual([
      `Total à régler;;;;;${res.body.due_total.replace('.', ',')}`,
      `dont en retard;;;;;${res.body.overdue_total.replace('.', ',')}`,
      `Relevé au ${frenchDay(today)}`,
    ]);
    // a reader has none
    expect((await suite.api.get('/api/bookseller/statement/csv/', { headers: { authorization: `Bearer ${(await loggedInUser(suite.api)).access}` } })).status).toBe(403);
  });

  it('puts the oldest due date first among unpaid orders, the last settled first among settled ones; due today is not late', async () => {
    const bookseller = await booksellerWithIban();
    const staff = await loggedInUser(suite.api, { staff: true });
    const [a, b, c, d, e] = [
      await orderOnTerms(bookseller, 'direct_debit'),
      await orderOnTerms(bookseller, 'direct_debit'),
      await orderOnTerms(bookseller, 'wire'),
      await orderOnTerms(bookseller, 'wire'),
      await orderOnTerms(bookseller, 'direct_debit'),
    ];
    await dueOn(a.id, isoDay(-2));
    await dueOn(b.id, isoDay(-40));
    await dueOn(c.id, isoDay(0));
    await dueOn(d.id, isoDay(5));
    await dueOn(e.id, isoDay(-1));
    // e, late by a day, is settled first, then a: a is the last settled
    for (const settled of [e, a]) expect((await suite.api.post(`/api/staff/carts/${settled.id}/settle/`, {}, { token: staff.access })).status).toBe(200);
    await sql(`UPDATE carts SET state = jsonb_set(state, '{settledAt}', to_jsonb($2::text)) WHERE id = $1`, [e.id, new Date(Date.now() - 3_600_000).toISOString()]);

    const body = (await statement(bookseller)).body;
    const ids = (lines: { id: string }[]) => lines.map((l) => l.id);
    expect({ overdue: ids(body.overdue), due: ids(body.due), settled: ids(body.settled) }).toEqual({ overdue: [b.id], due: [c.id, d.id], settled: [a.id, e.id] });
    expect(body.overdue[0].days_overdue).toBe(40);
    expect(body.due.map((l: { days_overdue: number }) => l.days_overdue)).toEqual([0, 0]);
  });

  it('leaves out orders settled more than 12 months ago, and says an empty statement with zero totals', async () => {
    const bookseller = await booksellerWithIban();
    const staff = await loggedInUser(suite.api, { staff: true });
    expect((await statement(bookseller)).body).toEqual({
      today: isoDay(0),
      due_total: '0.00',
      overdue_total: '0.00',
      settled_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      overdue: [],
      due: [],
      settled: [],
    });
    const old = await orderOnTerms(bookseller, 'direct_debit');
    expect((await suite.api.post(`/api/staff/carts/${old.id}/settle/`, {}, { token: staff.access })).status).toBe(200);
    await sql(`UPDATE carts SET state = jsonb_set(state, '{settledAt}', to_jsonb($2::text)) WHERE id = $1`, [old.id, new Date(Date.now() - 400 * 86_400_000).toISOString()]);
    expect((await statement(bookseller)).body.settled).toEqual([]);
  });

  it('is for booksellers only: 401 anonymous, 403 for readers and staff', async () => {
    expect((await statement()).status).toBe(401);
    const forbidden = { status: 403, body: { detail: "Vous n'avez pas la permission d'effectuer cette action." } };
    expect(await statement(await loggedInUser(suite.api))).toMatchObject(forbidden);
    expect(await statement(await loggedInUser(suite.api, { staff: true }))).toMatchObject(forbidden);
  });

  it('lets staff read a bookseller’s statement from the customer’s page, the same as the bookseller’s; 404 for a reader, 403 for others', async () => {
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const staff = await loggedInUser(suite.api, { staff: true });
    const reader = await loggedInUser(suite.api);
    const order = await orderOnTerms(bookseller, 'wire');
    const staffView = (userId: number, user: User) => suite.api.get(`/api/staff/booksellers/${userId}/statement/`, { headers: { authorization: `Bearer ${user.access}` } });
    const seen = await staffView(bookseller.id, staff);
    expectDocumented('get', '/api/staff/booksellers/{userId}/statement', 200, seen);
    const own = (await statement(bookseller)).body;
    expect({ ...seen.body, today: own.today }).toEqual(own);
    expect(seen.body.due.map((l: { reference: string }) => l.reference)).toEqual([order.reference]);
    expect((await staffView(reader.id, staff)).status).toBe(404);
    expect((await staffView(bookseller.id, bookseller)).status).toBe(403);
    expect((await suite.api.get(`/api/staff/booksellers/${bookseller.id}/statement/`)).status).toBe(401);
  });

  it('lets staff list the overdue orders on terms alone, or all but them', async () => {
    const bookseller = await booksellerWithIban();
    const staff = await loggedInUser(suite.api, { staff: true });
    const late = await orderOnTerms(bookseller, 'direct_debit');
    await dueOn(late.id, isoDay(-7));
    const due = await orderOnTerms(bookseller, 'wire');
    const settledLate = await orderOnTerms(bookseller, 'wire');
    expect((await suite.api.post(`/api/staff/carts/${settledLate.id}/settle/`, {}, { token: staff.access })).status).toBe(200);
    // aged once settled: settling writes the row again from the stream's events
    await dueOn(settledLate.id, isoDay(-7));
    const search = `search=${encodeURIComponent(bookseller.email)}`;

    const overdue = await staffOrders(staff, `${search}&overdue=true`);
    expect(overdue.status).toBe(200);
    expect(overdue.body.results).toEqual([expect.objectContaining({ id: late.id, paid: false, overdue: true, payment_due_date: isoDay(-7) })]);
    const others = (await staffOrders(staff, `${search}&overdue=false`)).body.results as { id: string; overdue: boolean }[];
    expect(others.map((o) => o.id).sort()).toEqual([due.id, settledLate.id].sort());
    expect(others.every((o) => o.overdue === false)).toBe(true);
    // ordered by due date, the oldest first
    const byDue = (await staffOrders(staff, `${search}&ordering=payment_due_date`)).body.results as { id: string }[];
    expect(
      byDue
        .slice(0, 2)
        .map((o) => o.id)
        .sort(),
    ).toEqual([late.id, settledLate.id].sort());
    expect(byDue.map((o) => o.id)[2]).toBe(due.id);
    // a wrong value: DRF's 400 in French
    expect(await staffOrders(staff, 'overdue=bof')).toMatchObject({ status: 400, body: { overdue: [expect.any(String)] } });
  });
});
