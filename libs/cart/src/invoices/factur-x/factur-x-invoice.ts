import type { Invoice } from '@e-invoice-eu/core';
import countries from 'i18n-iso-countries';
import fr from 'i18n-iso-countries/langs/fr.json';
import type { CreditNoteDocument, InvoiceDocument, Seller } from '../invoice-document';
import { frenchDate, LATE_PAYMENT_MENTIONS } from '../invoice-pdf';

countries.registerLocale(fr);

type Ubl = Invoice['ubl:Invoice'];
type Line = Ubl['cac:InvoiceLine'][number];
type Party = Ubl['cac:AccountingSupplierParty']['cac:Party'];
type BuyerParty = Ubl['cac:AccountingCustomerParty']['cac:Party'];
type Address = Party['cac:PostalAddress'];
type VatCategory = NonNullable<NonNullable<Ubl['cac:TaxTotal'][0]['cac:TaxSubtotal']>[number]['cac:TaxCategory']>;
type PaymentMeansEntry = NonNullable<Ubl['cac:PaymentMeans']>[number];

/** Cents as the 2-decimal string of the e-invoice: 1250 → "12.50", -5 → "-0.05". */
export function amount(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`montant non entier en centimes : ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A VAT rate in basis points as a percentage: 550 → "5.5", 2000 → "20". */
export const percent = (rateBp: number) => String(rateBp / 100);

/** A gift to a campaign is outside the scope of VAT: category O, no rate, and the reason EN 16931 asks for (BR-O-10). */
const OUTSIDE_VAT: VatCategory = {
  'cbc:ID': 'O',
  'cbc:TaxExemptionReasonCode': 'VATEX-EU-O',
  'cbc:TaxExemptionReason': 'Hors champ de la TVA (don à une campagne de financement participatif)',
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
};
const standard = (rateBp: number) => ({ 'cbc:ID': 'S' as const, 'cbc:Percent': percent(rateBp), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });
const category = (rateBp: number | null) => (rateBp === null ? { 'cbc:ID': 'O' as const, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } : standard(rateBp));

/** Digits only: '912 345 675 00017' → '91234567500017'. */
const digits = (id: string) => id.replace(/\D/g, '');

/** ISO 3166-1 alpha-2 code of a country named in French ('France' → 'FR'); France when unknown (the shop's country). */
export function countryCode(name: string | undefined): string {
  if (!name) return 'FR';
  if (/^[A-Z]{2}$/.test(name.trim())) return name.trim();
  return countries.getAlpha2Code(name.trim(), 'fr') ?? 'FR';
}

const POSTAL_LINE = /^(\d{4,5}|[A-Z]{1,2}-?\d{3,5})\s+(.+)$/;

/**
 * A postal address from its printed lines (street lines, "69002 Lyon", country): street, additional
 * street and a third line (BT-35/36/162), post code and city (BT-38/37), country code (BT-40).
 */
export function postalAddress(lines: string[]): Address {
  const at = lines.findIndex((l) => POSTAL_LINE.test(l.trim()));
  const streets = at < 0 ? lines.slice(0, -1) : lines.slice(0, at);
  const country = countryCode(at < 0 ? lines[lines.length - 1] : lines[at + 1]);
  const [, postCode, city] = at < 0 ? [] : (lines[at].trim().match(POSTAL_LINE) as RegExpMatchArray);
  const address: Address = { 'cac:Country': { 'cbc:IdentificationCode': country as Address['cac:Country']['cbc:IdentificationCode'] } };
  if (streets[0]) address['cbc:StreetName'] = streets[0];
  if (streets[1]) address['cbc:AdditionalStreetName'] = streets[1];
  if (streets.length > 2) address['cac:AddressLine'] = { 'cbc:Line': streets.slice(2).join(', ') };
  if (city) address['cbc:CityName'] = city;
  if (postCode) address['cbc:PostalZone'] = postCode;
  return address;
}

/**
 * The SIREN of a SIRET (its first 9 digits): a French company's legal registration identifier
 * (BT-30, BT-47), with the scheme 0002 (ISO 6523: SIRENE) as the French e-invoicing rules of 2026 want.
 */
export const sirenOf = (siret: string) => digits(siret).slice(0, 9);

/**
 * The seller: name, address, SIREN as legal registration (BT-30, scheme 0002), VAT number (BT-31),
 * legal form, capital and RCS (BT-33).
 */
function sellerParty(seller: Seller): Party {
  const legal = [seller.legalForm && seller.shareCapital ? `${seller.legalForm} au capital de ${seller.shareCapital}` : seller.legalForm, seller.rcs].filter(Boolean).join(' — ');
  return {
    'cac:PostalAddress': postalAddress(seller.address.split(',').map((p) => p.trim())),
    'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': seller.name,
      'cbc:CompanyID': sirenOf(seller.siret),
      'cbc:CompanyID@schemeID': '0002',
      ...(legal ? { 'cbc:CompanyLegalForm': legal } : {}),
    },
  };
}

/**
 * The buyer: name and address; when the bookseller's identifiers are known, the SIREN of its SIRET
 * as legal registration (BT-47, scheme 0002), its VAT number (BT-48) and its GLN as electronic address
 * (BT-49, scheme 0088: the book trade's EDI address). Absent ones are left out.
 */
function buyerParty(buyer: InvoiceDocument['buyer']): BuyerParty {
  const party: BuyerParty = {
    'cac:PostalAddress': postalAddress(buyer.address),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name, ...(buyer.siret ? { 'cbc:CompanyID': sirenOf(buyer.siret), 'cbc:CompanyID@schemeID': '0002' as const } : {}) },
  };
  if (buyer.gln) {
    party['cbc:EndpointID'] = digits(buyer.gln);
    party['cbc:EndpointID@schemeID'] = '0088';
  }
  if (buyer.vatNumber) party['cac:PartyTaxScheme'] = { 'cbc:CompanyID': buyer.vatNumber.replace(/\s/g, ''), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  return party;
}

function line(id: number, name: string, quantity: number, unitCents: number, netCents: number, rateBp: number | null): Line {
  return {
    'cbc:ID': String(id),
    'cbc:InvoicedQuantity': String(quantity),
    'cbc:InvoicedQuantity@unitCode': 'C62',
    'cbc:LineExtensionAmount': amount(netCents),
    'cac:Item': { 'cbc:Name': name, 'cac:ClassifiedTaxCategory': category(rateBp) },
    'cac:Price': { 'cbc:PriceAmount': amount(unitCents) },
  };
}

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** A payment means code of UNTDID 4461 and its wording (BT-81, BT-82). */
const MEANS_CODE = { wire: '30', 'sepa-debit': '59', 'credit-card': '48' } as const;
const MEANS_NAME = { wire: 'Virement', 'sepa-debit': 'Prélèvement SEPA', 'credit-card': 'Carte bancaire' } as const;

/**
 * The payment instructions (BG-16): a wire names the seller's account (IBAN BT-84, BIC BT-86) and the
 * order's reference as remittance information (BT-83); a direct debit (59) carries no mandate nor
 * debited account, the invoice keeping none; a card (48) was paid at the order. Vouchers alone: none.
 */
function paymentMeans(invoice: InvoiceDocument): PaymentMeansEntry[] {
  const means = invoice.payment.means;
  if (means === 'voucher') return [];
  const entry: PaymentMeansEntry = { 'cbc:PaymentMeansCode': MEANS_CODE[means], 'cbc:PaymentMeansCode@name': MEANS_NAME[means] };
  if (means === 'wire') {
    entry['cbc:PaymentID'] = invoice.reference;
    if (invoice.seller.bank) {
      entry['cac:PayeeFinancialAccount'] = {
        'cbc:ID': invoice.seller.bank.iban,
        'cbc:Name': invoice.seller.name,
        'cac:FinancialInstitutionBranch': { 'cbc:ID': invoice.seller.bank.bic },
      };
    }
  }
  return [entry];
}

/** The payment terms (BT-20): what is due and when, and the late-payment mentions owed to a professional. */
function paymentTerms(invoice: InvoiceDocument): string {
  const p = invoice.payment;
  const terms: string[] = [];
  if (p.dueCents > 0)
    terms.push(`Reste à payer par ${MEANS_NAME[p.means as keyof typeof MEANS_NAME].toLowerCase()}${p.dueDate ? ` au plus tard le ${frenchDate(p.dueDate)}` : ''}.`);
  else terms.push('Payée à la commande.');
  if (invoice.vouchers.length > 0) terms.push(`Bons d’achat utilisés : ${invoice.vouchers.map((v) => `${v.code} (${amount(v.amountCents)} EUR)`).join(', ')}.`);
  if (invoice.buyer.professional || p.dueCents > 0) terms.push(...LATE_PAYMENT_MENTIONS);
  return terms.join(' ');
}

/**
 * The shipping fee as document-level charges (BG-21), one per VAT rate it follows, each the part of
 * that rate's taxable base the lines do not make up: every rate's base (BT-116) is then the invoice
 * document's own, and the charges add up to its shipping excl. VAT (BT-108).
 */
export function shippingCharges(invoice: InvoiceDocument): { rateBp: number; noVatCents: number }[] {
  if (invoice.shipping.totalCents === 0) return [];
  const charges = invoice.vat
    .map((v) => ({ rateBp: v.rateBp, noVatCents: v.baseCents - sum(invoice.lines.filter((l) => l.vatRateBp === v.rateBp).map((l) => l.totalNoVatCents)) }))
    .filter((c) => c.noVatCents !== 0);
  if (sum(charges.map((c) => c.noVatCents)) !== invoice.shipping.noVatCents) throw new Error(`facture ${invoice.number} : frais de port incohérents avec la TVA par taux`);
  return charges;
}

/** The VAT breakdown (BG-23): one per rate as the invoice document states it, and the gifts outside VAT. */
function vatBreakdown(rates: { rateBp: number; baseCents: number; vatCents: number }[], outsideCents: number) {
  return [
    ...rates.map((v) => ({ 'cbc:TaxableAmount': amount(v.baseCents), 'cbc:TaxAmount': amount(v.vatCents), 'cac:TaxCategory': standard(v.rateBp) })),
    ...(outsideCents > 0 ? [{ 'cbc:TaxableAmount': amount(outsideCents), 'cbc:TaxAmount': amount(0), 'cac:TaxCategory': OUTSIDE_VAT }] : []),
  ];
}

/** Every amount of the data in euros: the library wants its currency beside each one (`cbc:…Amount@currencyID`). */
function inEuros<T>(node: T): T {
  if (Array.isArray(node)) return node.map(inEuros) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = inEuros(value);
    if (/^cbc:\w*Amount$/.test(key)) out[`${key}@currencyID`] = 'EUR';
  }
  return out as T;
}

/**
 * CII wants a delivery block (ApplicableHeaderTradeDelivery) in every invoice: the goods go to the
 * bookseller, named as the deliver-to party (BT-70); the document keeps no delivery date nor address.
 */
const delivery = (buyer: InvoiceDocument['buyer']): NonNullable<Ubl['cac:Delivery']> => ({ 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': buyer.name } } });

const nonEmpty = <T>(items: T[]): [T, ...T[]] => {
  if (items.length === 0) throw new Error('une facture électronique a au moins une ligne');
  return items as [T, ...T[]];
};

/**
 * A bookseller's invoice as EN 16931 data (the library's UBL-shaped input, written out as CII for
 * Factur-X): every amount is the invoice document's, in cents turned into 2-decimal strings.
 */
export function facturXInvoice(invoice: InvoiceDocument): Invoice {
  const charges = shippingCharges(invoice);
  const linesNet = sum(invoice.lines.map((l) => l.totalNoVatCents));
  const chargesNet = sum(charges.map((c) => c.noVatCents));
  const outside = sum(invoice.lines.filter((l) => l.vatRateBp === null).map((l) => l.totalNoVatCents));
  const means = paymentMeans(invoice);
  const ubl: Ubl = {
    'cbc:ID': invoice.number,
    'cbc:IssueDate': invoice.date,
    ...(invoice.payment.dueDate ? { 'cbc:DueDate': invoice.payment.dueDate } : {}),
    'cbc:InvoiceTypeCode': '380',
    'cbc:DocumentCurrencyCode': 'EUR',
    'cac:OrderReference': { 'cbc:SalesOrderID': invoice.reference },
    'cac:AccountingSupplierParty': { 'cac:Party': sellerParty(invoice.seller) },
    'cac:AccountingCustomerParty': { 'cac:Party': buyerParty(invoice.buyer) },
    'cac:Delivery': delivery(invoice.buyer),
    ...(means.length > 0 ? { 'cac:PaymentMeans': means } : {}),
    'cac:PaymentTerms': { 'cbc:Note': paymentTerms(invoice) },
    ...(charges.length > 0
      ? {
          'cac:AllowanceCharge': charges.map((c) => ({
            'cbc:ChargeIndicator': 'true',
            'cbc:AllowanceChargeReasonCode': 'FC',
            'cbc:AllowanceChargeReason': 'Frais de port',
            'cbc:Amount': amount(c.noVatCents),
            'cac:TaxCategory': standard(c.rateBp),
          })),
        }
      : {}),
    'cac:TaxTotal': [{ 'cbc:TaxAmount': amount(invoice.vatCents), 'cac:TaxSubtotal': vatBreakdown(invoice.vat, outside) }],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(linesNet),
      'cbc:TaxExclusiveAmount': amount(invoice.totalNoVatCents),
      'cbc:TaxInclusiveAmount': amount(invoice.totalCents),
      ...(chargesNet > 0 ? { 'cbc:ChargeTotalAmount': amount(chargesNet) } : {}),
      'cbc:PrepaidAmount': amount(invoice.payment.paidCents),
      'cbc:PayableAmount': amount(invoice.payment.dueCents),
    },
    'cac:InvoiceLine': nonEmpty(invoice.lines.map((l, i) => line(i + 1, l.designation, l.quantity, l.unitNoVatCents, l.totalNoVatCents, l.vatRateBp))),
  };
  return { 'ubl:Invoice': inEuros(ubl) };
}

/**
 * A bookseller's credit note (type 381) naming the invoice it corrects (BT-25, BT-26): one line per
 * VAT rate of the credited amount (the credit note document splits it so), nothing prepaid, the
 * whole amount owed to the buyer.
 */
export function facturXCreditNote(note: CreditNoteDocument): Invoice {
  const rated = note.vat.filter((v): v is typeof v & { rateBp: number } => v.rateBp !== null && v.totalCents !== 0);
  const outside = sum(note.vat.filter((v) => v.rateBp === null).map((v) => v.totalCents));
  const parts = note.vat.filter((v) => v.totalCents !== 0);
  const base = sum(parts.map((v) => v.baseCents));
  const vat = sum(parts.map((v) => v.vatCents));
  const ubl: Ubl = {
    'cbc:ID': note.number,
    'cbc:IssueDate': note.date,
    'cbc:InvoiceTypeCode': '381',
    'cbc:Note': [`Motif : ${note.reason}`],
    'cbc:DocumentCurrencyCode': 'EUR',
    'cac:OrderReference': { 'cbc:SalesOrderID': note.reference },
    'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': note.invoiceNumber, 'cbc:IssueDate': note.invoiceDate } }],
    'cac:AccountingSupplierParty': { 'cac:Party': sellerParty(note.seller) },
    'cac:AccountingCustomerParty': { 'cac:Party': buyerParty(note.buyer) },
    'cac:Delivery': delivery(note.buyer),
    'cac:PaymentTerms': { 'cbc:Note': 'Avoir utilisable en déduction de vos prochaines commandes ou remboursé sur demande.' },
    'cac:TaxTotal': [{ 'cbc:TaxAmount': amount(vat), 'cac:TaxSubtotal': vatBreakdown(rated, outside) }],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(base),
      'cbc:TaxExclusiveAmount': amount(base),
      'cbc:TaxInclusiveAmount': amount(note.amountCents),
      'cbc:PrepaidAmount': amount(0),
      'cbc:PayableAmount': amount(note.amountCents),
    },
    'cac:InvoiceLine': nonEmpty(
      parts.map((v, i) =>
        line(i + 1, `Avoir sur la facture ${note.invoiceNumber}${v.rateBp === null ? ' (hors champ de la TVA)' : ''} : ${note.reason}`, 1, v.baseCents, v.baseCents, v.rateBp),
      ),
    ),
  };
  return { 'ubl:Invoice': inEuros(ubl) };
}
