import { priceCartView } from '../../domain/cart-view';
import { orderLine } from '../../domain/testing/decider.fixtures';
import { emptyCart, type CartState } from '../../domain/cart.types';
import { creditNoteDocument, invoiceDocument, type Buyer, type InvoiceDocument, type Seller } from '../invoice-document';
import { amount, countryCode, facturXCreditNote, facturXInvoice, postalAddress, shippingCharges } from './factur-x-invoice';
import { checkFacturXData, renderFacturXCreditNote, renderFacturXInvoice } from './factur-x-pdf';
import { pdfAttachments, validateFacturX, xmlAll, xmlOne } from '../../../../../test/support/factur-x';

const seller: Seller = {
  name: 'Éditions Exemplaire',
  address: '12 rue des Imprimeurs, 69002 Lyon, France',
  siret: '912 345 675 00017',
  vatNumber: 'FR65912345675',
  legalForm: 'SAS',
  shareCapital: '10 000 €',
  rcs: 'RCS Lyon 912 345 675',
  bank: { iban: 'FR7630006000011234567890189', bic: 'EXMPFRPPXXX' },
};
const bookseller: Buyer = {
  name: 'Librairie du Parc',
  address: ['Jeanne Martin', '5 rue des Écoles', '35000 Rennes', 'France'],
  professional: true,
  siret: '732 829 320 00074',
  vatNumber: 'FR44732829320',
  gln: '3012345678901',
};

const line = orderLine;

/** A bookseller's order: three books at 5.5 %, a tote bag at 20 %, shipped, part paid with a voucher. */
function order(means: CartState['paymentMeans'], extra: Partial<CartState> = {}): CartState {
  return {
    ...emptyCart(),
    exists: true,
    cartId: '00000000-0000-4000-8000-000000000001',
    reference: 'ABCDEF123456',
    ownerId: 7,
    status: 2,
    lines: [line('l1', 'Le Livre des essais', 'book', 2000, 3), line('l22', 'Tote bag', 'goodie', 1500, 1)],
    vouchers: [{ usageId: 'u1', code: 'CADEAU10', amountCents: 1000 }],
    paymentMeans: means,
    invoiceNumber: 'F2026-000042',
    invoiceDate: '2026-03-14',
    ...extra,
  };
}

function invoiceOf(state: CartState, buyer: Buyer = bookseller, dueDate: string | null = '2026-06-30'): InvoiceDocument {
  return invoiceDocument(state, priceCartView(state, { booksellerDiscountBp: 3000 }, '2026-03-14'), { seller, buyer }, { dueDate });
}

const euros = amount;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('Factur-X data of an invoice', () => {
  const invoice = invoiceOf(order('wire'));
  const data = facturXInvoice(invoice)['ubl:Invoice'];

  it('writes cents as 2-decimal euros, and refuses a fraction of a cent', () => {
    expect([amount(0), amount(5), amount(1250), amount(123456), amount(-5)]).toEqual(['0.00', '0.05', '12.50', '1234.56', '-0.05']);
    expect(() => amount(12.5)).toThrow();
  });

  it('identifies the invoice, its order, the seller and the bookseller (legal registration: the SIREN, scheme 0002)', () => {
    expect(data).toMatchObject({
      'cbc:ID': 'F2026-000042',
      'cbc:IssueDate': '2026-03-14',
      'cbc:DueDate': '2026-06-30',
      'cbc:InvoiceTypeCode': '380',
      'cbc:DocumentCurrencyCode': 'EUR',
      'cac:OrderReference': { 'cbc:SalesOrderID': 'ABCDEF123456' },
    });
    expect(data['cac:AccountingSupplierParty']['cac:Party']).toMatchObject({
      'cac:PostalAddress': { 'cbc:StreetName': '12 rue des Imprimeurs', 'cbc:PostalZone': '69002', 'cbc:CityName': 'Lyon', 'cac:Country': { 'cbc:IdentificationCode': 'FR' } },
      'cac:PartyTaxScheme': [{ 'cbc:CompanyID': 'FR65912345675' }],
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': 'Éditions Exemplaire', 'cbc:CompanyID': '912345675', 'cbc:CompanyID@schemeID': '0002' },
    });
    expect(data['cac:AccountingCustomerParty']['cac:Party']).toMatchObject({
      'cbc:EndpointID': '3012345678901',
      'cbc:EndpointID@schemeID': '0088',
      'cac:PostalAddress': { 'cbc:StreetName': 'Jeanne Martin', 'cbc:AdditionalStreetName': '5 rue des Écoles', 'cbc:PostalZone': '35000', 'cbc:CityName': 'Rennes' },
      'cac:PartyTaxScheme': { 'cbc:CompanyID': 'FR44732829320' },
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': 'Librairie du Parc', 'cbc:CompanyID': '732829320', 'cbc:CompanyID@schemeID': '0002' },
    });
  });

  it('leaves out the identifiers a buyer has not given', () => {
    const party = facturXInvoice(invoiceOf(order('wire'), { name: 'Librairie sans numéros', address: ['1 place du Marché', '44000 Nantes', 'France'], professional: true }))[
      'ubl:Invoice'
    ]['cac:AccountingCustomerParty']['cac:Party'];
    expect(party).not.toHaveProperty('cbc:EndpointID');
    expect(party).not.toHaveProperty('cac:PartyTaxScheme');
    expect(party['cac:PartyLegalEntity']).toEqual({ 'cbc:RegistrationName': 'Librairie sans numéros' });
  });

  it('gives each line its quantity, net price, net amount and VAT rate, as the invoice document does', () => {
    expect(
      data['cac:InvoiceLine'].map((l) => [l['cbc:InvoicedQuantity'], l['cac:Price']['cbc:PriceAmount'], l['cbc:LineExtensionAmount'], l['cac:Item']['cac:ClassifiedTaxCategory']]),
    ).toEqual(
      invoice.lines.map((l) => [
        String(l.quantity),
        euros(l.unitNoVatCents),
        euros(l.totalNoVatCents),
        { 'cbc:ID': 'S', 'cbc:Percent': String(l.vatRateBp! / 100), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
      ]),
    );
    expect(data['cac:InvoiceLine'].map((l) => l['cac:Item']['cac:ClassifiedTaxCategory']['cbc:Percent'])).toEqual(['5.5', '20']);
  });

  it('charges the shipping per VAT rate so that each rate’s base and VAT are the invoice document’s', () => {
    // the shipping excl. VAT, split over both rates
    const charges = shippingCharges(invoice);
    expect(charges.map((c) => c.rateBp)).toEqual([550, 2000]);
    expect(sum(charges.map((c) => c.noVatCents))).toBe(invoice.shipping.noVatCents);
    expect(data['cac:AllowanceCharge']!.map((c) => [c['cbc:ChargeIndicator'], c['cbc:AllowanceChargeReasonCode'], c['cbc:Amount'], c['cac:TaxCategory']['cbc:Percent']])).toEqual(
      charges.map((c) => ['true', 'FC', euros(c.noVatCents), String(c.rateBp / 100)]),
    );
    // each rate: its lines and its charge make the document's base (BR-S-08), with the document's VAT
    for (const v of invoice.vat) {
      const lines = invoice.lines.filter((l) => l.vatRateBp === v.rateBp).map((l) => l.totalNoVatCents);
      expect(sum(lines) + charges.find((c) => c.rateBp === v.rateBp)!.noVatCents).toBe(v.baseCents);
    }
    expect(data['cac:TaxTotal'][0]['cac:TaxSubtotal']!.map((s) => [s['cbc:TaxableAmount'], s['cbc:TaxAmount'], s['cac:TaxCategory']['cbc:Percent']])).toEqual(
      invoice.vat.map((v) => [euros(v.baseCents), euros(v.vatCents), String(v.rateBp / 100)]),
    );
  });

  it('states the totals, the voucher as prepaid and what is left to pay by the due date', () => {
    const linesNet = sum(invoice.lines.map((l) => l.totalNoVatCents));
    expect(data['cac:TaxTotal'][0]['cbc:TaxAmount']).toBe(euros(invoice.vatCents));
    expect(data['cac:LegalMonetaryTotal']).toMatchObject({
      'cbc:LineExtensionAmount': euros(linesNet),
      'cbc:ChargeTotalAmount': euros(invoice.shipping.noVatCents),
      'cbc:TaxExclusiveAmount': euros(invoice.totalNoVatCents),
      'cbc:TaxInclusiveAmount': euros(invoice.totalCents),
      'cbc:PrepaidAmount': '10.00',
      'cbc:PayableAmount': euros(invoice.totalCents - 1000),
    });
    // and the sums hold as EN 16931 counts them (BR-CO-10, 13, 15, 16)
    expect(linesNet + invoice.shipping.noVatCents).toBe(invoice.totalNoVatCents);
    expect(invoice.totalNoVatCents + invoice.vatCents).toBe(invoice.totalCents);
    expect(invoice.payment.dueCents).toBe(invoice.totalCents - 1000);
  });

  it('asks for a wire to the seller’s IBAN with the order’s reference, and writes the terms and late-payment mentions', () => {
    expect(data['cac:PaymentMeans']).toEqual([
      {
        'cbc:PaymentMeansCode': '30',
        'cbc:PaymentMeansCode@name': 'Virement',
        'cbc:PaymentID': 'ABCDEF123456',
        'cac:PayeeFinancialAccount': { 'cbc:ID': 'FR7630006000011234567890189', 'cbc:Name': 'Éditions Exemplaire', 'cac:FinancialInstitutionBranch': { 'cbc:ID': 'EXMPFRPPXXX' } },
      },
    ]);
    const terms = data['cac:PaymentTerms']!['cbc:Note'];
    expect(terms).toContain('au plus tard le 30/06/2026');
    expect(terms).toContain('pénalités de retard');
    expect(terms).toContain('40 €');
  });

  it('codes a direct debit 59, a card 48 (paid at the order), and vouchers alone with no means', () => {
    const debit = facturXInvoice(invoiceOf(order('sepa-debit')))['ubl:Invoice'];
    expect(debit['cac:PaymentMeans']).toEqual([{ 'cbc:PaymentMeansCode': '59', 'cbc:PaymentMeansCode@name': 'Prélèvement SEPA' }]);
    const card = invoiceOf(order('credit-card'), bookseller, null);
    const byCard = facturXInvoice(card)['ubl:Invoice'];
    expect(byCard['cac:PaymentMeans']).toEqual([{ 'cbc:PaymentMeansCode': '48', 'cbc:PaymentMeansCode@name': 'Carte bancaire' }]);
    expect(byCard).not.toHaveProperty('cbc:DueDate');
    expect(byCard['cac:LegalMonetaryTotal']).toMatchObject({ 'cbc:PrepaidAmount': euros(card.totalCents), 'cbc:PayableAmount': '0.00' });
    const vouchers = facturXInvoice(invoiceOf(order('voucher', { vouchers: [{ usageId: 'u1', code: 'TOUT', amountCents: 50000 }] }), bookseller, null))['ubl:Invoice'];
    expect(vouchers).not.toHaveProperty('cac:PaymentMeans');
    expect(vouchers['cac:LegalMonetaryTotal']['cbc:PayableAmount']).toBe('0.00');
  });

  it('puts a gift to a campaign outside VAT: category O, no rate, with its exemption reason', async () => {
    // given an order with a 25 € gift besides the books
    const gift = invoiceOf(
      order('wire', {
        contributions: [{ contributionId: 'c1', crowdfundingId: 1, amountCents: 2500, noCompensation: true, confirmGift: true, rewardLineIds: [], voucherCodes: {} }],
      }),
    );
    const ubl = facturXInvoice(gift)['ubl:Invoice'];
    // then the gift is a line of category O without a rate, and its own breakdown
    expect(ubl['cac:InvoiceLine'][2]).toMatchObject({ 'cbc:LineExtensionAmount': '25.00', 'cac:Item': { 'cac:ClassifiedTaxCategory': { 'cbc:ID': 'O' } } });
    expect(ubl['cac:InvoiceLine'][2]['cac:Item']['cac:ClassifiedTaxCategory']).not.toHaveProperty('cbc:Percent');
    const outside = ubl['cac:TaxTotal'][0]['cac:TaxSubtotal']!.find((s) => s['cac:TaxCategory']['cbc:ID'] === 'O')!;
    expect(outside).toMatchObject({ 'cbc:TaxableAmount': '25.00', 'cbc:TaxAmount': '0.00', 'cac:TaxCategory': { 'cbc:TaxExemptionReasonCode': 'VATEX-EU-O' } });
    expect(outside['cac:TaxCategory']).not.toHaveProperty('cbc:Percent');
    expect(ubl['cac:LegalMonetaryTotal']['cbc:TaxExclusiveAmount']).toBe(euros(gift.totalNoVatCents));
    // and the Factur-X file made of it passes the schema
    const xml = (await pdfAttachments(await renderFacturXInvoice(gift))).get('factur-x.xml')!.toString('utf8');
    expect(await validateFacturX(xml)).toEqual({ valid: true, errors: [] });
    expect(xmlAll(xml, 'ram:ExemptionReasonCode')).toEqual(['VATEX-EU-O']);
  });

  it('writes 5 × 16,80 € as 5 × 15,92 € HT = 79,60 € HT, a composite reward as one line per rate, and each rate’s VAT from its base', async () => {
    // given a bookseller's order: five 24,00 € books at 30 % and a reward of a book and a tote bag (20 € + 15 €)
    const reward = orderLine('r1', 'Coffret Le Livre des essais', 'book', 3500, 2);
    reward.product = {
      ...reward.product,
      kind: 'compensation',
      vatShares: [
        { rateBp: 550, unitPriceCents: 2000 },
        { rateBp: 2000, unitPriceCents: 1500 },
      ],
    };
    reward.contributionId = 'c1';
    const mixed = invoiceOf(
      order('wire', {
        lines: [line('l1', 'Le Livre des essais', 'book', 2400, 5), reward],
        contributions: [{ contributionId: 'c1', crowdfundingId: 1, amountCents: 7000, noCompensation: false, confirmGift: false, rewardLineIds: ['r1'], voucherCodes: {} }],
      }),
    );
    const ubl = facturXInvoice(mixed)['ubl:Invoice'];
    // then every line's net amount is its quantity × its net price, the reward split over its two rates
    expect(
      ubl['cac:InvoiceLine'].map((l) => [
        l['cac:Item']['cbc:Name'],
        l['cbc:InvoicedQuantity'],
        l['cac:Price']['cbc:PriceAmount'],
        l['cbc:LineExtensionAmount'],
        l['cac:Item']['cac:ClassifiedTaxCategory']['cbc:Percent'],
      ]),
    ).toEqual([
      ['Le Livre des essais', '5', '15.92', '79.60', '5.5'],
      ['Coffret Le Livre des essais — part livres', '2', '18.96', '37.92', '5.5'],
      ['Coffret Le Livre des essais — part autres articles', '2', '12.50', '25.00', '20'],
    ]);
    // and each rate's VAT is its base × its rate, rounded once
    for (const s of ubl['cac:TaxTotal'][0]['cac:TaxSubtotal']!) {
      const cents = (v: string) => Math.round(Number(v) * 100);
      expect(cents(s['cbc:TaxAmount'])).toBe(Math.round((cents(s['cbc:TaxableAmount']) * Number(s['cac:TaxCategory']['cbc:Percent'])) / 100));
    }
    expect(mixed.totalCents).toBe(mixed.totalNoVatCents + mixed.vatCents);
    // and the Factur-X file made of it passes the schema
    const xml = (await pdfAttachments(await renderFacturXInvoice(mixed))).get('factur-x.xml')!.toString('utf8');
    expect(await validateFacturX(xml)).toEqual({ valid: true, errors: [] });
  });

  it('reads addresses as printed: street lines, post code and city, country by its French name', () => {
    expect(postalAddress(['Le Bourg', 'Bâtiment B', '3e étage', '1000 Bruxelles', 'Belgique'])).toEqual({
      'cbc:StreetName': 'Le Bourg',
      'cbc:AdditionalStreetName': 'Bâtiment B',
      'cac:AddressLine': { 'cbc:Line': '3e étage' },
      'cbc:PostalZone': '1000',
      'cbc:CityName': 'Bruxelles',
      'cac:Country': { 'cbc:IdentificationCode': 'BE' },
    });
    expect([countryCode('France'), countryCode('Suisse'), countryCode(undefined), countryCode('Pays inconnu')]).toEqual(['FR', 'CH', 'FR', 'FR']);
  });
});

describe('Factur-X data and the library’s input schema', () => {
  const gift = { contributions: [{ contributionId: 'c1', crowdfundingId: 1, amountCents: 2500, noCompensation: true, confirmGift: true, rewardLineIds: [], voucherCodes: {} }] };
  const anonymous: Buyer = { name: 'Librairie sans numéros', address: ['1 place du Marché', '44000 Nantes', 'France'], professional: true };

  it('fits the schema for every means, a gift outside VAT, a buyer without identifiers and a credit note', async () => {
    const invoices = [
      invoiceOf(order('wire')),
      invoiceOf(order('sepa-debit')),
      invoiceOf(order('credit-card'), bookseller, null),
      invoiceOf(order('voucher', { vouchers: [{ usageId: 'u1', code: 'TOUT', amountCents: 50000 }] }), bookseller, null),
      invoiceOf(order('wire', gift)),
      invoiceOf(order('wire'), anonymous),
    ];
    for (const invoice of invoices) await expect(checkFacturXData(facturXInvoice(invoice))).resolves.toBeUndefined();
    const note = creditNoteDocument(invoices[4], { number: 'A2026-000002', date: '2026-03-20', amountCents: 3000, reason: 'Retour' });
    await expect(checkFacturXData(facturXCreditNote(note))).resolves.toBeUndefined();
    // and data out of it is refused
    const broken = facturXInvoice(invoices[0]);
    (broken['ubl:Invoice'] as Record<string, unknown>)['cbc:InvoiceTypeCode'] = '999';
    await expect(checkFacturXData(broken)).rejects.toThrow();
  });
});

describe('Factur-X data of a credit note', () => {
  const invoice = invoiceOf(order('wire'));
  const note = creditNoteDocument(invoice, { number: 'A2026-000001', date: '2026-03-20', amountCents: 1250, reason: 'Livre abîmé' });

  it('is a 381 naming the invoice it corrects, one line per VAT rate, its whole amount owed to the bookseller', async () => {
    const ubl = facturXCreditNote(note)['ubl:Invoice'];
    expect(ubl).toMatchObject({
      'cbc:ID': 'A2026-000001',
      'cbc:IssueDate': '2026-03-20',
      'cbc:InvoiceTypeCode': '381',
      'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': 'F2026-000042', 'cbc:IssueDate': '2026-03-14' } }],
    });
    expect(ubl['cac:InvoiceLine'].map((l) => [l['cbc:LineExtensionAmount'], l['cac:Item']['cac:ClassifiedTaxCategory']['cbc:Percent']])).toEqual(
      note.vat.map((v) => [euros(v.baseCents), String(v.rateBp! / 100)]),
    );
    expect(ubl['cac:LegalMonetaryTotal']).toMatchObject({
      'cbc:TaxExclusiveAmount': euros(sum(note.vat.map((v) => v.baseCents))),
      'cbc:TaxInclusiveAmount': '12.50',
      'cbc:PrepaidAmount': '0.00',
      'cbc:PayableAmount': '12.50',
    });
    expect(ubl['cac:TaxTotal'][0]['cbc:TaxAmount']).toBe(euros(sum(note.vat.map((v) => v.vatCents))));
    // and its Factur-X file names the invoice and passes the schema
    const xml = (await pdfAttachments(await renderFacturXCreditNote(note))).get('factur-x.xml')!.toString('utf8');
    expect(await validateFacturX(xml)).toEqual({ valid: true, errors: [] });
    expect(xmlOne(xmlOne(xml, 'ram:InvoiceReferencedDocument'), 'ram:IssuerAssignedID')).toBe('F2026-000042');
  });
});
