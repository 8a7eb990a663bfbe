import { loggedInUser } from '../../../../test/support/accounts';
import { cartApiSuite } from '../../../../test/support/cart-api';
import { createAddress, createBook, createCampaign, createCompositeReward, createGoodie } from '../../../../test/support/cart-fixtures';
import { sql } from '../../../../test/support/db';
import { contribution, paidCart } from '../../../../test/support/paid-carts';
import type { InvoiceDocument } from '../invoices/invoice-document';

/** Euros as the API writes them ('73.00') → cents. */
const cents = (euros: string) => Math.round(Number(euros) * 100);
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** A cart line as the API expands it, with the figures compared here. */
type Line = Record<'id' | 'price' | 'price_no_vat' | 'total' | 'total_no_vat', string> & { quantity: number; product: { id: number; vat_rate: number } };

/**
 * Issue 'consistent professional figures': one rounding rule per line (docs/pricing.md), the same
 * figures on the shop list, the cart, the order detail and the invoice, for a bookseller's order of
 * books (5,5 %) and a goodie (20 %) delivered at a fee.
 */
describe('a bookseller’s figures: one rounding per line, the same everywhere', () => {
  const suite = cartApiSuite();

  it('counts lines without VAT (unit HT × quantity), sums them per rate, and the list, cart, order and invoice agree', async () => {
    // given a bookseller (30 % on books) ordering 5 copies of a 22,00 € book, 2 of a 18,35 € one and 3 goodies at 12,90 €
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const tag = `Chiffres ${Date.now().toString(36)}`;
    const first = await createBook({ priceCents: 2200, name: `${tag} un` });
    const second = await createBook({ priceCents: 1835, name: `${tag} deux` });
    const goodie = await createGoodie({ priceCents: 1290 });
    const cart = (await suite.carts.create(bookseller.access)).body as { id: string };
    await suite.carts.add(cart.id, first, bookseller.access, { quantity: 5 });
    await suite.carts.add(cart.id, second, bookseller.access, { quantity: 2 });
    await suite.carts.add(cart.id, goodie.id, bookseller.access, { quantity: 3 });
    const address = await createAddress(bookseller.id);
    await suite.carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, bookseller.access);

    const expanded = '?expand=cart_lines,cart_lines.product';
    const open = (await suite.carts.get(cart.id, bookseller.access, expanded)).body;
    const lines = open.cart_lines as Line[];
    const line = (product: number) => lines.find((l) => l.product.id === product)!;

    // then each line is unit HT × quantity, and its total with VAT is that plus the line's VAT rounded once
    expect(line(first)).toMatchObject({ quantity: 5, price: '15.40', price_no_vat: '14.60', total_no_vat: '73.00', total: '77.02' });
    for (const l of lines) {
      expect(cents(l.total_no_vat)).toBe(cents(l.price_no_vat) * l.quantity);
      expect(cents(l.total) - cents(l.total_no_vat)).toBe(Math.round((cents(l.total_no_vat) * l.product.vat_rate) / 100));
    }
    // and the professional shop list shows the same purchase prices as the cart's lines
    const listed = (await suite.api.get(`/api/books/?search=${encodeURIComponent(tag)}`, { headers: { authorization: `Bearer ${bookseller.access}` } })).body.results as {
      id: number;
      discounted_price: string;
      discounted_price_no_vat: string;
    }[];
    expect(listed).toHaveLength(2);
    for (const book of listed) expect({ ttc: book.discounted_price, ht: book.discounted_price_no_vat }).toEqual({ ttc: line(book.id).price, ht: line(book.id).price_no_vat });

    // and the VAT per rate, shipping included, adds up to the totals
    expect(cents(open.expedition_price)).toBeGreaterThan(0);
    const rates = open.vat_breakdown as { rate: string; base: string; amount: string }[];
    expect(rates.map((r) => r.rate)).toEqual(['5.50', '20.00']);
    expect(sum(rates.map((r) => cents(r.amount)))).toBe(cents(open.vat_amount));
    expect(sum(rates.map((r) => cents(r.base)))).toBe(cents(open.total_no_vat));
    expect(cents(open.total_no_vat) + cents(open.vat_amount)).toBe(cents(open.total_price));
    expect(sum(lines.map((l) => cents(l.total_no_vat))) + cents(open.expedition_price_no_vat)).toBe(cents(open.total_no_vat));
    // each rate's VAT is its lines' VAT plus its share of shipping's
    const linesVat = (rate: number) => sum(lines.filter((l) => l.product.vat_rate === rate).map((l) => cents(l.total) - cents(l.total_no_vat)));
    expect(cents(rates[0].amount)).toBeGreaterThanOrEqual(linesVat(5.5));
    expect(cents(rates[1].amount)).toBeGreaterThanOrEqual(linesVat(20));

    // when the bookseller orders by wire
    expect((await suite.carts.patch(cart.id, { status: 1, terms_accepted: true }, bookseller.access)).status).toBe(200);
    const placed = await suite.api.post(`/api/carts/${cart.id}/wire/`, {}, { token: bookseller.access });
    expect(placed.status).toBe(200);

    // then the order detail says the same figures as the cart did
    const order = (await suite.carts.get(cart.id, bookseller.access, expanded)).body;
    const pick = (c: typeof open) => ({
      lines: (c.cart_lines as Line[]).map((l) => [l.price_no_vat, l.total_no_vat, l.total]),
      total_no_vat: c.total_no_vat,
      vat_amount: c.vat_amount,
      total_price: c.total_price,
      vat_breakdown: c.vat_breakdown,
    });
    expect(pick(order)).toEqual(pick(open));

    // and so does the invoice, line by line and rate by rate
    const [invoice] = await sql<{ document: InvoiceDocument }>('SELECT document FROM invoices WHERE cart_id = $1', [cart.id]);
    const doc = invoice.document;
    expect(doc.lines.map((l) => [l.quantity, l.unitNoVatCents, l.totalNoVatCents, l.totalCents])).toEqual(
      lines.map((l) => [l.quantity, cents(l.price_no_vat), cents(l.total_no_vat), cents(l.total)]),
    );
    expect(doc.vat.map((v) => ({ rate: (v.rateBp / 100).toFixed(2), base: (v.baseCents / 100).toFixed(2), amount: (v.vatCents / 100).toFixed(2) }))).toEqual(rates);
    expect([doc.totalNoVatCents, doc.vatCents, doc.totalCents]).toEqual([cents(open.total_no_vat), cents(open.vat_amount), cents(open.total_price)]);
  });

  it('keeps a reader’s public price with VAT: total = price × quantity, the part without VAT taken out of it', async () => {
    const reader = await loggedInUser(suite.api);
    const book = await createBook({ priceCents: 2200 });
    const cart = (await suite.carts.create(reader.access)).body as { id: string };
    await suite.carts.add(cart.id, book, reader.access, { quantity: 5 });
    const [line] = (await suite.carts.get(cart.id, reader.access, '?expand=cart_lines')).body.cart_lines as Line[];
    expect(line).toMatchObject({ price: '22.00', total: '110.00', total_no_vat: '104.27' });
  });

  it('reads 5 × 16,80 € as 5 × 15,92 € HT = 79,60 € HT, with each rate’s VAT computed once from its base', async () => {
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const books = await Promise.all([2400, 2100, 1700].map((priceCents) => createBook({ priceCents })));
    const cart = (await suite.carts.create(bookseller.access)).body as { id: string };
    for (const [i, book] of books.entries()) await suite.carts.add(cart.id, book, bookseller.access, { quantity: [5, 3, 1][i] });
    const open = (await suite.carts.get(cart.id, bookseller.access, '?expand=cart_lines,cart_lines.product')).body;
    const line = (open.cart_lines as Line[]).find((l) => l.product.id === books[0])!;
    expect(line).toMatchObject({ quantity: 5, price: '16.80', price_no_vat: '15.92', total_no_vat: '79.60' });
    const [rate] = open.vat_breakdown as { rate: string; base: string; amount: string }[];
    expect(cents(rate.amount)).toBe(Math.round(cents(rate.base) * 0.055));
    expect(cents(open.total_price)).toBe(cents(open.total_no_vat) + cents(open.vat_amount));
  });

  it('shares a composite reward over its rates: the book’s share at 5,5 %, the rest at 20 %, on the cart and the invoice', async () => {
    // given a reward of a book and a tote bag for 35 €, the book's share 20 €
    const campaign = await createCampaign();
    const composite = await createCompositeReward(campaign.id, 3500, 2000);
    const reader = await loggedInUser(suite.api);
    // when a reader backs it twice (70 €) and pays
    const paid = await paidCart(suite.api, reader, (cartId) =>
      suite.carts.contribute(cartId, contribution(campaign.id, 70, [{ compensation: composite, quantity: 2, dedications: [], vouchers: [] }]), reader.access),
    );
    // then the order's VAT is 40 € at 5,5 % and 30 € at 20 %, each rate's base the one its VAT makes up
    const order = (await suite.carts.get(paid.id, reader.access)).body;
    expect(order.vat_breakdown).toEqual([
      { rate: '5.50', base: '37.91', amount: '2.09' },
      { rate: '20.00', base: '25.00', amount: '5.00' },
    ]);
    expect(order).toMatchObject({ total_price: '70.00', total_no_vat: '62.91', vat_amount: '7.09', donations_amount: '0.00' });
    // and the invoice has one line per rate, each with its share of the price
    const [invoice] = await sql<{ document: InvoiceDocument }>('SELECT document FROM invoices WHERE cart_id = $1', [paid.id]);
    expect(invoice.document.lines.map((l) => [l.designation, l.quantity, l.unitNoVatCents, l.vatRateBp, l.totalCents])).toEqual([
      ['Le livre + le tote bag — part livres', 2, 1896, 550, 4000],
      ['Le livre + le tote bag — part autres articles', 2, 1250, 2000, 3000],
    ]);
  });
});
