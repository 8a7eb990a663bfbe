import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createBook } from '../../../../test/support/cart-fixtures';
import { pdfText } from '../../../../test/support/pdf-text';

describe('invoice kept at payment', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  /** A bookseller (30 % discount) orders two 20 € books, shipped home, and places the order by wire. */
  async function booksellerOrder(before?: (user: { id: number; access: string }) => Promise<void>) {
    const user = await loggedInUser(api, { bookseller: true });
    await before?.(user);
    const address = await createAddress(user.id);
    const book = await createBook({ priceCents: 2000, name: 'Le Livre des remises' });
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, book, user.access, { quantity: 2 });
    await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    const paid = await api.post(`/api/carts/${cart.id}/wire/`, {}, { token: user.access });
    expect(paid.body).toMatchObject({ status: 2, paid_with: 'wire' });
    return { user, book, cart: paid.body };
  }

  async function download(path: string, token: string) {
    const res = await fetch(api.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, text: pdfText(Buffer.from(await res.arrayBuffer())) };
  }

  const keptInvoice = async (cartId: string) =>
    (
      await sql<{ number: string; document: { lines: { unitNoVatCents: number; totalCents: number }[]; totalCents: number } }>(
        'SELECT number, document FROM invoices WHERE cart_id = $1',
        [cartId],
      )
    )[0];

  it('keeps the prices of the payment when the discount and the price change before the first download', async () => {
    // given a bookseller's order placed at 30 % off, its invoice never downloaded
    const { user, book, cart } = await booksellerOrder();
    const lines = (await carts.get(cart.id, user.access, '?expand=cart_lines')).body.cart_lines;
    expect(lines[0].total).toBe('28.00');

    // then the invoice is already kept, numbered like the order, with the discounted prices
    const kept = await keptInvoice(cart.id);
    expect(kept.number).toBe(cart.invoice_number);
    expect(kept.document.lines[0].totalCents).toBe(2800);
    expect(kept.document.totalCents).toBe(Math.round(Number(cart.total_price) * 100));

    // when the discount is withdrawn and the book's price raised, then the invoice is downloaded
    await sql('UPDATE booksellers SET discount_bp = 0 WHERE user_id = $1', [user.id]);
    await sql('UPDATE products SET price_cents = 9900 WHERE id = $1', [book]);
    const invoice = await download(cart.invoice_file, user.access);

    // then it shows what was paid, not today's terms
    expect(invoice.status).toBe(200);
    expect(invoice.text).toContain(`N° ${cart.invoice_number}`);
    // (a bookseller's line: unit HT × quantity = total HT, 2 × 13,27 € = 26,54 €)
    expect(invoice.text).toContain('Le Livre des remises\n2\n13,27\u202f€\n5,5 %\n26,54\u202f€');
    expect(invoice.text).toContain(`Total TTC\n${cart.total_price.replace('.', ',')}\u202f€`);
    expect(invoice.text).not.toContain('40,00');
    expect(invoice.text).not.toContain('198,00');
    expect((await keptInvoice(cart.id)).document).toEqual(kept.document);
  });

  it('still draws up at first download the invoice of an order paid before invoices were kept at payment', async () => {
    // given a paid order whose invoice was not kept (paid before the change)
    const { user, cart } = await booksellerOrder();
    const kept = await keptInvoice(cart.id);
    await sql('DELETE FROM invoices WHERE cart_id = $1', [cart.id]);

    // when its owner downloads the invoice
    const invoice = await download(cart.invoice_file, user.access);

    // then it is drawn up from the order's stream and kept, the same as at payment
    expect(invoice.status).toBe(200);
    expect(invoice.text).toContain(`N° ${cart.invoice_number}`);
    expect((await keptInvoice(cart.id)).document).toEqual(kept.document);
  });

  it('names the bookseller by the SIRET, VAT number and GLN of their profile', async () => {
    // given a bookseller who gave their company's identifiers on their profile, typed with spaces
    const { user, cart } = await booksellerOrder(async (bookseller) => {
      const given = await api.patch('/api/users/profile/', { bookseller: { siret: '441 234 564 00017', vat_number: 'FR 91 441 234 564' } }, { token: bookseller.access });
      expect(given.status).toBe(200);
    });

    // then the invoice kept at payment carries them as the buyer's, with the bookseller's GLN
    const [{ document }] = await sql<{ document: { buyer: Record<string, unknown> } }>('SELECT document FROM invoices WHERE cart_id = $1', [cart.id]);
    const [{ gln }] = await sql<{ gln: string }>('SELECT gln FROM booksellers WHERE user_id = $1', [user.id]);
    expect(document.buyer).toMatchObject({ professional: true, siret: '44123456400017', vatNumber: 'FR91441234564', gln });

    // and the PDF prints them under the buyer's address
    const invoice = await download(cart.invoice_file, user.access);
    expect(invoice.text).toContain(`Rennes\nFrance\nSIRET 441 234 564 00017\nTVA intracommunautaire FR91441234564\nGLN ${gln}`);
  });

  it('leaves out the identifiers a bookseller has not given', async () => {
    const { user, cart } = await booksellerOrder();
    const [{ document }] = await sql<{ document: { buyer: Record<string, unknown> } }>('SELECT document FROM invoices WHERE cart_id = $1', [cart.id]);
    expect(document.buyer).not.toHaveProperty('siret');
    expect(document.buyer).not.toHaveProperty('vatNumber');
    expect(document.buyer.gln).toMatch(/^\d{13}$/);
    const invoice = await download(cart.invoice_file, user.access);
    expect(invoice.text).not.toContain('SIRET 441');
    expect(invoice.text).not.toContain('TVA intracommunautaire FR'); // the seller's own reads 'N° TVA intracommunautaire : …'
  });
});
