import { createUser, loggedInUser, login } from '../../../../../test/support/accounts';
import { sql } from '../../../../../test/support/db';
import { cartApiSuite } from '../../../../../test/support/cart-api';
import { createAddress, createBook, createGoodie, createVoucher } from '../../../../../test/support/cart-fixtures';
import { pdfAssociatedFiles, pdfAttachments, pdfXmp, validateFacturX, xmlAll, xmlAttribute, xmlOne } from '../../../../../test/support/factur-x';
import { pdfText } from '../../../../../test/support/pdf-text';
import type { InvoiceDocument } from '../invoice-document';

/** 1250 → "12.50", as the CII writes amounts. */
const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('Factur-X invoices and credit notes of booksellers', () => {
  const suite = cartApiSuite();
  let staff: { access: string };
  beforeAll(async () => {
    staff = await login(suite.api, await createUser({ staff: true }));
  });

  type User = Awaited<ReturnType<typeof loggedInUser>>;

  /** A binary download (the JSON helpers would spoil the bytes). */
  async function download(path: string, token?: string) {
    const res = await fetch(suite.api.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  /** Two 20 € books (5.5 %), a 15 € tote bag (20 %), shipped home, a 5 € voucher; paid by wire (bookseller) or with vouchers (reader). */
  async function order(user: User, pay: 'wire' | 'voucher') {
    const address = await createAddress(user.id);
    const { carts, api } = suite;
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000, name: 'Le Livre des factures' }), user.access, { quantity: 2 });
    await carts.add(cart.id, (await createGoodie({ priceCents: 1500 })).id, user.access);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: pay === 'wire' ? 500 : 20000 }), user.access);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    const paid = pay === 'wire' ? await api.post(`/api/carts/${cart.id}/wire/`, {}, { token: user.access }) : await carts.payWithVoucher(cart.id, user.access);
    expect(paid.body).toMatchObject({ status: 2 });
    const [{ document }] = await sql<{ document: InvoiceDocument }>('SELECT document FROM invoices WHERE cart_id = $1', [cart.id]);
    return { cart: paid.body, document };
  }

  it('gives a bookseller its invoice as Factur-X EN 16931: PDF/A-3 with the CII XML, valid, every amount the invoice’s', async () => {
    // given a bookseller's order paid by wire, on terms, with books, a goodie, shipping and a voucher
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const { cart, document } = await order(bookseller, 'wire');
    expect(cart).toMatchObject({ paid_with: 'wire', paid: false, payment_due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(document.shipping.totalCents).toBeGreaterThan(0);
    expect(document.vat.map((v) => v.rateBp)).toEqual([550, 2000]);

    // when the bookseller downloads the invoice from the order's link
    const pdf = await download(cart.invoice_file, bookseller.access);

    // then it is the printed invoice, as a PDF/A-3 carrying factur-x.xml
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="facture-${cart.invoice_number}.pdf"`);
    const xmp = await pdfXmp(pdf.bytes);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
    const files = await pdfAttachments(pdf.bytes);
    expect([...files.keys()]).toEqual(['factur-x.xml']);
    // an associated file of the document (PDF/A-3), its data in another form, as Factur-X wants (Alternative or Data)
    expect([...(await pdfAssociatedFiles(pdf.bytes))]).toEqual([['factur-x.xml', 'Alternative']]);
    const xml = files.get('factur-x.xml')!.toString('utf8');

    // and the XML passes the Factur-X 1.09 EN 16931 schema, which a broken document does not
    expect(await validateFacturX(xml)).toEqual({ valid: true, errors: [] });
    const broken = await validateFacturX(xml.replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>380</ram:TypeCode><ram:Unknown/>'));
    expect(broken.valid).toBe(false);
    expect(broken.errors.join('\n')).toContain('Unknown');

    // and it says what the invoice says: number, date, type, order reference
    expect(xmlOne(xmlOne(xml, 'rsm:ExchangedDocument'), 'ram:ID')).toBe(cart.invoice_number);
    expect(xmlOne(xmlOne(xml, 'rsm:ExchangedDocument'), 'ram:TypeCode')).toBe('380');
    expect(xmlOne(xml, 'ram:IssueDateTime')).toContain(`>${document.date.replace(/-/g, '')}<`);
    expect(xmlOne(xmlOne(xml, 'ram:SellerOrderReferencedDocument'), 'ram:IssuerAssignedID')).toBe(cart.reference);
    expect(xmlOne(xml, 'ram:InvoiceCurrencyCode')).toBe('EUR');
    // the seller (SIREN, scheme 0002, and VAT number) and the bookseller, with the identifiers the invoice has
    const siren = (siret: string) => siret.replace(/\s/g, '').slice(0, 9);
    const seller = xmlOne(xml, 'ram:SellerTradeParty');
    const sellerLegal = xmlOne(seller, 'ram:SpecifiedLegalOrganization');
    expect([xmlOne(sellerLegal, 'ram:ID'), xmlAttribute(sellerLegal, 'ram:ID', 'schemeID')]).toEqual([siren(document.seller.siret), '0002']);
    expect(xmlOne(sellerLegal, 'ram:ID')).toMatch(/^\d{9}$/);
    expect(xmlOne(xmlOne(seller, 'ram:SpecifiedTaxRegistration'), 'ram:ID')).toBe(document.seller.vatNumber);
    const buyer = xmlOne(xml, 'ram:BuyerTradeParty');
    expect(xmlOne(buyer, 'ram:Name')).toBe(document.buyer.name);
    expect(xmlOne(buyer, 'ram:PostcodeCode')).toBe('35000');
    expect(xmlOne(buyer, 'ram:CountryID')).toBe('FR');
    expect(xmlAll(buyer, 'ram:URIID')).toEqual(document.buyer.gln ? [document.buyer.gln] : []);
    expect(xmlAll(buyer, 'ram:SpecifiedTaxRegistration').map((r) => xmlOne(r, 'ram:ID'))).toEqual(document.buyer.vatNumber ? [document.buyer.vatNumber] : []);
    expect(xmlAll(buyer, 'ram:SpecifiedLegalOrganization').map((r) => [xmlOne(r, 'ram:ID'), xmlAttribute(r, 'ram:ID', 'schemeID')])).toEqual(
      document.buyer.siret ? [[siren(document.buyer.siret), '0002']] : [],
    );

    // every line: quantity, net price, net amount, rate
    const lines = xmlAll(xml, 'ram:IncludedSupplyChainTradeLineItem');
    expect(
      lines.map((l) => [
        xmlOne(l, 'ram:Name'),
        xmlOne(l, 'ram:BilledQuantity'),
        xmlOne(xmlOne(l, 'ram:NetPriceProductTradePrice'), 'ram:ChargeAmount'),
        xmlOne(l, 'ram:LineTotalAmount'),
        xmlOne(l, 'ram:RateApplicablePercent'),
      ]),
    ).toEqual(document.lines.map((l) => [l.designation, String(l.quantity), euros(l.unitNoVatCents), euros(l.totalNoVatCents), String(l.vatRateBp! / 100)]));
    // the shipping as charges excl. VAT, per rate, adding up to the invoice's
    const settlement = xmlOne(xml, 'ram:ApplicableHeaderTradeSettlement');
    const charges = xmlAll(settlement, 'ram:SpecifiedTradeAllowanceCharge');
    expect(charges.map((c) => xmlOne(c, 'udt:Indicator'))).toEqual(['true', 'true']);
    expect(euros(sum(charges.map((c) => Math.round(Number(xmlOne(c, 'ram:ActualAmount')) * 100))))).toBe(euros(document.shipping.noVatCents));
    // the VAT per rate: base and amount of the invoice document
    expect(
      xmlAll(settlement, 'ram:ApplicableTradeTax').map((t) => [
        xmlOne(t, 'ram:CategoryCode'),
        xmlOne(t, 'ram:RateApplicablePercent'),
        xmlOne(t, 'ram:BasisAmount'),
        xmlOne(t, 'ram:CalculatedAmount'),
      ]),
    ).toEqual(document.vat.map((v) => ['S', String(v.rateBp / 100), euros(v.baseCents), euros(v.vatCents)]));
    // the totals, the voucher prepaid and what is due, as the order shows them
    const totals = xmlOne(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
    expect({
      lines: xmlOne(totals, 'ram:LineTotalAmount'),
      charges: xmlOne(totals, 'ram:ChargeTotalAmount'),
      net: xmlOne(totals, 'ram:TaxBasisTotalAmount'),
      vat: xmlOne(totals, 'ram:TaxTotalAmount'),
      total: xmlOne(totals, 'ram:GrandTotalAmount'),
      prepaid: xmlOne(totals, 'ram:TotalPrepaidAmount'),
      due: xmlOne(totals, 'ram:DuePayableAmount'),
    }).toEqual({
      lines: euros(sum(document.lines.map((l) => l.totalNoVatCents))),
      charges: euros(document.shipping.noVatCents),
      net: euros(document.totalNoVatCents),
      vat: euros(document.vatCents),
      total: cart.total_price,
      prepaid: '5.00',
      due: euros(document.payment.dueCents),
    });
    expect(document.payment.dueCents).toBe(document.totalCents - 500);
    expect(xmlAttribute(totals, 'ram:TaxTotalAmount', 'currencyID')).toBe('EUR');
    // and how to pay: wire to the seller's IBAN with the order's reference, by the due date
    const means = xmlOne(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans');
    expect(xmlOne(means, 'ram:TypeCode')).toBe('30');
    expect(xmlOne(means, 'ram:IBANID')).toBe(document.seller.bank!.iban);
    expect(xmlOne(means, 'ram:BICID')).toBe(document.seller.bank!.bic);
    expect(xmlOne(settlement, 'ram:PaymentReference')).toBe(cart.reference);
    const terms = xmlOne(settlement, 'ram:SpecifiedTradePaymentTerms');
    expect(xmlOne(terms, 'udt:DateTimeString')).toBe(cart.payment_due_date.replace(/-/g, ''));
    expect(xmlOne(terms, 'ram:Description')).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    // and the printed page is still the invoice, its fonts embedded (PDF/A)
    expect(pdfText(pdf.bytes)).toContain(`N° ${cart.invoice_number}`);
    const raw = pdf.bytes.toString('latin1');
    expect(raw.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(2);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('keeps the plain PDF for a reader: no attachment, no PDF/A claim', async () => {
    const reader = await loggedInUser(suite.api);
    const { cart } = await order(reader, 'voucher');
    const pdf = await download(cart.invoice_file, reader.access);
    expect(pdf.status).toBe(200);
    expect((await pdfAttachments(pdf.bytes)).size).toBe(0);
    expect((await pdfAssociatedFiles(pdf.bytes)).size).toBe(0);
    expect(await pdfXmp(pdf.bytes)).not.toContain('pdfaid');
    expect(pdfText(pdf.bytes)).toContain(`N° ${cart.invoice_number}`);
  });

  it('gives a bookseller its credit note as Factur-X: type 381, the invoice it corrects, its amounts', async () => {
    // given a bookseller's invoiced order and a 12.50 € credit note on it
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const { cart } = await order(bookseller, 'wire');
    const issued = await suite.api.post(`/api/staff/carts/${cart.id}/credit-notes/`, { amount: '12.50', reason: 'Livre abîmé' }, { token: staff.access });
    expect(issued.status).toBe(201);

    // when the bookseller downloads it
    const pdf = await download(issued.body.pdf, bookseller.access);

    // then its XML is a valid 381 naming the invoice, with the credit note's amounts
    expect(pdf.status).toBe(200);
    expect(await pdfXmp(pdf.bytes)).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect([...(await pdfAssociatedFiles(pdf.bytes))]).toEqual([['factur-x.xml', 'Alternative']]);
    const xml = (await pdfAttachments(pdf.bytes)).get('factur-x.xml')!.toString('utf8');
    expect(await validateFacturX(xml)).toEqual({ valid: true, errors: [] });
    expect(xmlOne(xmlOne(xml, 'rsm:ExchangedDocument'), 'ram:ID')).toBe(issued.body.number);
    expect(xmlOne(xmlOne(xml, 'rsm:ExchangedDocument'), 'ram:TypeCode')).toBe('381');
    expect(xmlOne(xmlOne(xml, 'ram:InvoiceReferencedDocument'), 'ram:IssuerAssignedID')).toBe(cart.invoice_number);
    const [{ document }] = await sql<{ document: { vat: { rateBp: number; baseCents: number; vatCents: number }[] } }>('SELECT document FROM credit_notes WHERE id = $1', [
      issued.body.id,
    ]);
    const settlement = xmlOne(xml, 'ram:ApplicableHeaderTradeSettlement');
    expect(
      xmlAll(settlement, 'ram:ApplicableTradeTax').map((t) => [xmlOne(t, 'ram:RateApplicablePercent'), xmlOne(t, 'ram:BasisAmount'), xmlOne(t, 'ram:CalculatedAmount')]),
    ).toEqual(document.vat.map((v) => [String(v.rateBp / 100), euros(v.baseCents), euros(v.vatCents)]));
    const totals = xmlOne(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
    expect(xmlOne(totals, 'ram:GrandTotalAmount')).toBe('12.50');
    expect(xmlOne(totals, 'ram:DuePayableAmount')).toBe('12.50');
    expect(xmlOne(totals, 'ram:TaxBasisTotalAmount')).toBe(euros(sum(document.vat.map((v) => v.baseCents))));
    // and it stays the owner's and staff's only
    expect((await download(issued.body.pdf, (await loggedInUser(suite.api, { bookseller: true })).access)).status).toBe(404);
    expect((await download(issued.body.pdf)).status).toBe(401);
  });
});
