import type { CaughtMail } from '@shop/mail';
import { createUser, type QueryRunner } from '../support/accounts';
import { createAddress, createBook, hyphenatedIsbn, newIsbn } from '../support/cart-fixtures';
import { pdfAttachments, pdfXmp, validateFacturX, xmlAll, xmlOne } from '../support/factur-x';
import { pdfText } from '../support/pdf-text';
import type { TestApi } from '../support/test-app';
import { axeViolations } from './support/axe';
import { downloadedBytes, END_OF_VISIT_TIMEOUT_MS, endVisits, screenshots, Visit } from './support/browser';
import { checkOutByColissimo, orderByWireFromSummary, SELLER_BIC, SELLER_IBAN } from './support/checkout';
import { logInAt } from './support/forms';
import { startFullStack, type FullStack } from './support/full-stack';

/** A text with its no-break spaces as plain ones (French figures put one before €). */
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** '73.00' → '73,00', the figure as the pages write it (before the currency sign). */
const frenchFigure = (euros: string) => euros.replace('.', ',');

/**
 * Issue 'the bookseller channel', done when: on the real stack (API serving the built SPA, worker
 * sending the mails over SMTP, its own database), a bookseller orders five titles by pasting an ISBN
 * list, pays by wire after confirming the terms, finds the seller's bank details and the transfer
 * reference on the confirmation page, in the mail and in the invoice, and downloads the invoice as
 * Factur-X: a PDF/A-3 whose CII XML passes the Factur-X schema and says the order's figures.
 */
describe('a bookseller’s order from an ISBN list to its Factur-X invoice', () => {
  let stack: FullStack;
  let api: TestApi;
  let q: QueryRunner;
  let v: Visit;
  const run = `${process.pid}-${Date.now().toString(36)}`;
  const bookseller = { email: `librairie-${run}@test.fr`, password: 'un mot de passe solide' };
  const titles: { name: string; isbn: string; quantity: number }[] = [];

  beforeAll(async () => {
    stack = await startFullStack('bookseller_journey_e2e');
    ({ api } = stack);
    q = <T = any>(text: string, params: unknown[] = []) => stack.database.db.query<T[]>(text, params);
    v = await stack.visit();
    // A bookseller of its own (30 % on books, paying by wire) with its shop's address
    const { id } = await createUser({ ...bookseller, bookseller: true }, q);
    await createAddress(id, q);
    // and the company's identifiers its e-invoices name it by (valid SIRET key, its VAT number)
    await q(`UPDATE booksellers SET siret = '44123456400017', vat_number = 'FR91441234564' WHERE user_id = $1`, [id]);
    // Five titles of a series, each with its ISBN, at prices whose HT rounding shows: the first at
    // 24,00 €, 16,80 € at 30 %, of which five copies are 5 × 15,92 € HT = 79,60 € HT (not « 83,98 € »)
    const series = `Marées ${run}`;
    for (let i = 1; i <= 5; i++) {
      const name = `${series} ${i}`;
      const product = await createBook({ name, priceCents: i === 1 ? 2400 : 1795 + i * 110 }, q);
      const isbn = newIsbn();
      await q('UPDATE books SET isbn = $2 WHERE product_id = $1', [product, hyphenatedIsbn(isbn)]);
      titles.push({ name, isbn, quantity: i === 1 ? 5 : i });
    }
  });

  afterAll(async () => {
    try {
      await endVisits([v], { allowPixel: true });
    } finally {
      await stack?.close();
    }
  }, END_OF_VISIT_TIMEOUT_MS);

  const url = (path: string) => `${api.baseUrl}${path}`;

  it('orders by ISBN list, confirms the wire’s terms, and finds the bank details on the page, in the mail and in the Factur-X invoice', async () => {
    const { page } = v;
    await page.setViewportSize({ width: 1280, height: 900 });

    // Given the bookseller in the professional shop, pasting one 'ISBN;quantity' line per title
    await logInAt(page, api.baseUrl, bookseller.email, '/exemplaire/libraire/boutique', bookseller.password);
    await page.getByRole('heading', { level: 1, name: 'Boutique professionnelle' }).waitFor();
    await page.getByRole('textbox', { name: 'Une ligne par livre : ISBN et quantité' }).fill(titles.map((t) => `${t.isbn};${t.quantity}`).join('\n'));
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    // Then the report says the five lines went in
    const copies = titles.reduce((sum, t) => sum + t.quantity, 0);
    const report = page.locator('.quick-isbn__report');
    await report.getByRole('heading', { name: `5 lignes ajoutées au panier (${copies} exemplaires).` }).waitFor();

    // When they check out: their address, delivered by Colissimo, then the summary
    await report.getByRole('link', { name: 'Voir mon panier' }).click();
    for (const title of titles) await page.getByRole('heading', { name: title.name, exact: true }).waitFor();
    // Then the cart reads each line without VAT: 5 × 15,92 € HT = 79,60 € HT
    const first = page.getByRole('listitem', { name: titles[0].name, exact: true });
    expect(spaced(await first.locator('.cart-line__unit').textContent())).toBe("15,92 € HT l'unité");
    expect(spaced(await first.locator('.cart-line__total').textContent())).toBe('79,60 € HT');
    await screenshots(page, 'bookseller-journey-cart');
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkOutByColissimo(page, 'Librairie');
    const cartId = (await page.evaluate<string | null>("localStorage.getItem('cartId')"))!;
    const cart = (
      await api.get(`/api/carts/${cartId}/?expand=cart_lines,cart_lines.product`, {
        headers: { authorization: `Bearer ${(await api.post('/api/token/', bookseller)).body.access}` },
      })
    ).body;
    // Then each line's total without VAT is its unit price without VAT × quantity, on the page as in the API
    const table = page.getByRole('table', { name: 'Articles de la commande' });
    for (const line of cart.cart_lines as { quantity: number; price_no_vat: string; total_no_vat: string; product: { name: string } }[]) {
      expect(Math.round(Number(line.price_no_vat) * 100) * line.quantity).toBe(Math.round(Number(line.total_no_vat) * 100));
      const row = table.getByRole('row', { name: new RegExp(line.product.name) });
      expect(await row.locator('td[data-label="Total HT"]').textContent()).toContain(frenchFigure(line.total_no_vat));
    }

    // When they choose the wire: the terms first (deadline, the seller's account), then confirmed;
    // then the confirmation page gives what the wire needs: the account and the reference
    const reference = await orderByWireFromSummary(page, api.baseUrl, cartId, async () => {
      expect(await axeViolations(page)).toEqual([]);
      await screenshots(page, 'bookseller-journey-recap');
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    const [order] = await q<{ total_cents: number; due: string; invoice_number: string }>(
      `SELECT total_cents, to_char(payment_due_date, 'YYYY-MM-DD') AS due, invoice_number FROM carts WHERE id = $1`,
      [cartId],
    );
    expect(order.total_cents).toBe(Math.round(Number(cart.total_price) * 100));
    await screenshots(page, 'bookseller-journey-complete');
    await page.setViewportSize({ width: 1280, height: 900 });

    // And the mail, sent over SMTP by the worker, says the same, with a link to the bookseller area
    const mail: CaughtMail = await stack.catcher.waitFor((m) => m.to.includes(bookseller.email) && m.subject.startsWith(`Votre commande n°${reference}`), 30_000);
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain(`IBAN ${SELLER_IBAN}`);
    expect(text).toContain(`BIC ${SELLER_BIC}`);
    expect(text).toContain(`référence à indiquer : ${reference}`);
    expect(text).toMatch(/à régler par virement avant le \d{1,2}(er)? \S+ \d{4}/);
    expect(mail.html).toContain(`/exemplaire/libraire/commandes/${cartId}`);
    // with the lines as the cart read them, without VAT
    expect(spaced(mail.text)).toContain(`${titles[0].name}, 5 × 15,92 € HT : 79,60 € HT`);

    // When they open the order in their area and download its invoice
    await page.goto(url(`/exemplaire/libraire/commandes/${cartId}`));
    await page.getByRole('heading', { name: new RegExp(`^Commande n°${reference}`) }).waitFor();
    await page.locator('[data-money="vat-5.50"]').waitFor();
    expect(await axeViolations(page, '.account')).toEqual([]);
    await screenshots(page, 'bookseller-journey-order');
    await page.setViewportSize({ width: 1280, height: 900 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Télécharger la facture/ }).click()]);
    expect(download.suggestedFilename()).toBe(`facture-${order.invoice_number}.pdf`);
    const pdf = await downloadedBytes(download);

    // Then it is a Factur-X EN 16931 file: PDF/A-3, its CII XML valid against the schema
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfXmp(pdf)).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    // whose printed lines are the cart's: 5 × 15,92 € HT = 79,60 € HT
    expect(spaced(pdfText(pdf))).toContain(`${titles[0].name}\n5\n15,92 €\n5,5 %\n79,60 €`);
    const xml = (await pdfAttachments(pdf)).get('factur-x.xml')!.toString('utf8');
    expect(await validateFacturX(xml)).toEqual({ valid: true, errors: [] });
    // and whose every line's net amount is its quantity × its net price (BT-131 = BT-129 × BT-146)
    for (const line of xmlAll(xml, 'ram:IncludedSupplyChainTradeLineItem')) {
      const netPrice = Math.round(Number(xmlOne(xmlOne(line, 'ram:NetPriceProductTradePrice'), 'ram:ChargeAmount')) * 100);
      expect(netPrice * Number(xmlOne(line, 'ram:BilledQuantity'))).toBe(Math.round(Number(xmlOne(line, 'ram:LineTotalAmount')) * 100));
    }
    expect(xmlOne(xml, 'rsm:ExchangedDocument')).toContain(order.invoice_number);
    expect(xmlAll(xml, 'ram:BilledQuantity').map(Number)).toEqual(titles.map((t) => t.quantity));
    expect(xmlAll(xml, 'ram:LineTotalAmount').slice(0, 5)).toEqual((cart.cart_lines as { total_no_vat: string }[]).map((l) => l.total_no_vat));
    expect(xmlOne(xml, 'ram:TaxBasisTotalAmount')).toBe(cart.total_no_vat);
    expect(xmlOne(xml, 'ram:GrandTotalAmount')).toBe(cart.total_price);
    expect(xmlOne(xml, 'ram:DuePayableAmount')).toBe(cart.total_price);
    expect(xmlOne(xml, 'ram:DueDateDateTime')).toContain(order.due.replace(/-/g, ''));
    expect(xmlOne(xml, 'ram:IBANID')).toBe(SELLER_IBAN.replace(/ /g, ''));
    // and the bookseller by its SIREN, VAT number and GLN
    const buyer = xmlOne(xml, 'ram:BuyerTradeParty');
    expect(xmlOne(xmlOne(buyer, 'ram:SpecifiedLegalOrganization'), 'ram:ID')).toBe('441234564');
    expect(xmlAll(buyer, 'ram:ID')).toContain('FR91441234564');
    expect(xmlAll(buyer, 'ram:URIID')).toEqual(['3012345000024']);
  });
});
