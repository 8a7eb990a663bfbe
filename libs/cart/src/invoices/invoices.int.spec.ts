import { createUser, loggedInUser, login } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createBook, createGoodie, createVoucher, isoDay } from '../../../../test/support/cart-fixtures';
import { pdfText } from '../../../../test/support/pdf-text';

describe('invoices and credit notes', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  let staff: { access: string };
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
    staff = await login(api, await createUser({ staff: true }));
  });
  afterAll(() => api.close());

  type User = Awaited<ReturnType<typeof loggedInUser>>;

  /** A user's confirmed cart: two 20 € books and a 15 € goodie shipped home, paid (or not) with a voucher. */
  async function order(user: User, options: { pay?: boolean } = {}) {
    const address = await createAddress(user.id);
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000, name: 'Le Livre des factures' }), user.access, { quantity: 2 });
    await carts.add(cart.id, (await createGoodie({ priceCents: 1500 })).id, user.access);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 20000 }), user.access);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    if (options.pay === false) return (await carts.get(cart.id, user.access)).body;
    const paid = await carts.payWithVoucher(cart.id, user.access);
    expect(paid.body).toMatchObject({ status: 2, paid: true });
    return paid.body;
  }

  /** A binary download (the JSON helpers would spoil the bytes). */
  async function download(path: string, token?: string) {
    const res = await fetch(api.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }
  const issue = (cartId: string, body: unknown, token = staff.access) => api.post(`/api/staff/carts/${cartId}/credit-notes/`, body, { token });

  it('serves the invoice of a paid order as a PDF to its owner and staff only, the same every time', async () => {
    // given a paid order
    const user = await loggedInUser(api);
    const cart = await order(user);
    expect(cart.invoice_file).toBe(`/api/carts/${cart.id}/invoice/`);

    // when its owner downloads the invoice
    const first = await download(cart.invoice_file, user.access);

    // then it is a PDF attachment named after its number, with the invoice's facts
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="facture-${cart.invoice_number}.pdf"`);
    expect(first.bytes.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(first.bytes);
    for (const fact of [
      `N° ${cart.invoice_number}`,
      `Date\u00a0: ${isoDay(0).split('-').reverse().join('/')}`,
      `Commande\u00a0: ${cart.reference}`,
      'Jeanne Martin',
      '35000 Rennes',
      'Le Livre des factures',
      '5,5 %',
      '20 %',
      `Frais de port (dont TVA`,
      'Total TTC',
      'Mode de paiement\u00a0: Bons d’achat',
      `Montant payé\u00a0: ${cart.total_price.replace('.', ',')}\u202f€`,
    ]) {
      expect(text).toContain(fact);
    }
    // and the same bytes come again, for staff too, even after the catalogue changes
    await sql(
      `UPDATE products SET price_cents = 9900, name = 'Autre titre' WHERE name = 'Le Livre des factures' AND id IN (SELECT (jsonb_array_elements(state->'lines')->'product'->>'productId')::int FROM carts WHERE id = $1)`,
      [cart.id],
    );
    expect((await download(cart.invoice_file, user.access)).bytes.equals(first.bytes)).toBe(true);
    expect((await download(cart.invoice_file, staff.access)).bytes.equals(first.bytes)).toBe(true);
    // and anyone else is told it does not exist
    const other = await loggedInUser(api);
    expect((await download(cart.invoice_file, other.access)).status).toBe(404);
    expect((await download(cart.invoice_file)).status).toBe(401);
    expect((await download('/api/carts/not-a-cart/invoice/', user.access)).status).toBe(404);
  });

  it('has no invoice before payment', async () => {
    const user = await loggedInUser(api);
    const cart = await order(user, { pay: false });
    expect(cart).toMatchObject({ status: 1, invoice_file: null, invoice_number: null });
    expect((await download(`/api/carts/${cart.id}/invoice/`, user.access)).status).toBe(404);
    expect((await download(`/api/carts/${cart.id}/invoice/`, staff.access)).status).toBe(404);
    expect(await issue(cart.id, { amount: '1.00', reason: 'Geste commercial' })).toMatchObject({
      status: 400,
      body: { detail: 'Un avoir ne s’établit que sur une commande payée et facturée.' },
    });
  });

  it('lets staff issue credit notes within what was invoiced, listed and summed for the customer', async () => {
    // given a paid order
    const user = await loggedInUser(api);
    const cart = await order(user);
    const total = Math.round(Number(cart.total_price) * 100);

    // when the amount or the reason is wrong, then French field errors
    expect(await issue(cart.id, {})).toMatchObject({ status: 400, body: { amount: ['Ce champ est obligatoire.'], reason: ['Ce champ est obligatoire.'] } });
    expect(await issue(cart.id, { amount: '0', reason: ' ' })).toMatchObject({
      status: 400,
      body: { amount: ['Le montant doit être supérieur à zéro.'], reason: ['Ce champ ne peut être vide.'] },
    });
    expect(await issue(cart.id, { amount: '12.345', reason: 'x' })).toMatchObject({ status: 400, body: { amount: ['Saisissez un montant en euros, par exemple 12.50.'] } });
    expect(await issue(cart.id, { amount: '-3', reason: 'x' })).toMatchObject({ status: 400, body: { amount: ['Saisissez un montant en euros, par exemple 12.50.'] } });
    expect(await issue(cart.id, { amount: ((total + 1) / 100).toFixed(2), reason: 'x' })).toMatchObject({
      status: 400,
      body: { amount: [expect.stringContaining('Le montant ne peut pas dépasser')] },
    });
    // and only staff may issue one
    expect((await issue(cart.id, { amount: '1.00', reason: 'x' }, user.access)).status).toBe(403);

    // when staff credit 12.50 €
    const first = await issue(cart.id, { amount: '12.50', reason: 'Livre abîmé à la livraison' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: '12.50', remaining_amount: '12.50', cart: cart.id, reference: cart.reference, date: isoDay(0) });
    expect(first.body.number).toMatch(new RegExp(`^A${isoDay(0).slice(0, 4)}-\\d{6}$`));
    expect(first.body.pdf).toBe(`/api/credit-notes/${first.body.id}/pdf/`);
    // then no more than the rest can be credited
    expect((await issue(cart.id, { amount: ((total - 1250 + 1) / 100).toFixed(2), reason: 'x' })).status).toBe(400);
    const second = await issue(cart.id, { amount: ((total - 1250) / 100).toFixed(2), reason: 'Commande annulée' });
    expect(second.status).toBe(201);
    expect((await issue(cart.id, { amount: '0.01', reason: 'x' })).status).toBe(400);

    // and the customer sees them, newest first, and their total on the profile
    const list = await api.get('/api/credit-notes/?limit=1', { headers: { authorization: `Bearer ${user.access}` } });
    expect(list.body).toMatchObject({ count: 2, previous: null, results: [{ id: second.body.id, number: second.body.number }] });
    expect(list.body.next).toContain('offset=1');
    const profile = await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${user.access}` } });
    expect(profile.body.total_usable_credit_note).toBe(cart.total_price);
    // and each credit note is on the cart's stream, for the audit
    const events = (await api.get(`/api/staff/carts/${cart.id}/events/`, { headers: { authorization: `Bearer ${staff.access}` } })).body as { type: string; data: any }[];
    expect(events.filter((e) => e.type === 'CreditNoteIssued').map((e) => e.data.number)).toEqual([first.body.number, second.body.number]);

    // and its PDF is the owner's (and staff's) only
    const pdf = await download(first.body.pdf, user.access);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="avoir-${first.body.number}.pdf"`);
    const text = pdfText(pdf.bytes);
    expect(text).toContain(`N° ${first.body.number}`);
    expect(text).toContain(cart.invoice_number);
    expect((await download(first.body.pdf, staff.access)).status).toBe(200);
    const other = await loggedInUser(api);
    expect((await download(first.body.pdf, other.access)).status).toBe(404);
    expect((await api.get('/api/credit-notes/', { headers: { authorization: `Bearer ${other.access}` } })).body).toMatchObject({ count: 0, results: [] });
    expect((await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${other.access}` } })).body.total_usable_credit_note).toBe('0.00');
  });

  it('numbers credit notes without a gap and never credits more than invoiced, under 20 concurrent requests', async () => {
    // given two paid orders
    const user = await loggedInUser(api);
    const [a, b] = [await order(user), await order(user)];
    const totalA = Math.round(Number(a.total_price) * 100);
    const piece = Math.floor(totalA / 7); // seven fit on the first order, the rest are refused

    // when staff send 20 credit notes at once, 14 on the first order and 6 on the second
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => issue(i < 14 ? a.id : b.id, { amount: (piece / 100).toFixed(2), reason: `Avoir ${i}` })));

    // then 7 + 6 are issued, the others refused, and the numbers follow each other without a gap
    const issued = answers.filter((r) => r.status === 201);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(7);
    expect(issued).toHaveLength(13);
    const numbers = issued.map((r) => Number(r.body.number.slice(-6))).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 13 }, (_, i) => numbers[0] + i));
    const [{ credited }] = await sql<{ credited: number }>('SELECT sum(amount_cents)::int AS credited FROM credit_notes WHERE cart_id = $1', [a.id]);
    expect(credited).toBe(piece * 7);
    expect(credited).toBeLessThanOrEqual(totalA);
  });
});
