import { friendlyFormatIBAN } from 'ibantools';
import { formatSiret } from '@shop/common';
import { frenchSpacing } from '@shop/typography';
import type { PaymentMeans } from '../domain/cart.types';
import { frenchMoney } from '../domain/french-money';
import type { Buyer, CreditNoteDocument, InvoiceDocument, Seller } from './invoice-document';
import { documentFonts } from './pdf-fonts';

/** "1 234,50 €", with narrow no-break spaces: an amount never breaks across two lines. */
export { frenchMoney };

/** "22/11/2026" from "2026-11-22". */
export const frenchDate = (day: string) => day.split('-').reverse().join('/');

/** "5,5 %", "20 %". */
export const frenchRate = (rateBp: number) => `${String(rateBp / 100).replace('.', ',')} %`;

const MEANS: Record<PaymentMeans, string> = {
  'credit-card': 'Carte bancaire',
  'sepa-debit': 'Prélèvement SEPA',
  wire: 'Virement',
  voucher: 'Bons d’achat',
};

/** The mentions the Code de commerce requires on invoices to professionals (art. L. 441-9 and L. 441-10). */
export const LATE_PAYMENT_MENTIONS = [
  'Pas d’escompte pour paiement anticipé.',
  'En cas de retard de paiement, des pénalités de retard sont exigibles au taux de trois fois le taux d’intérêt légal (art. L. 441-10 du Code de commerce), ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (art. D. 441-5).',
];

export interface RenderOptions {
  /** Leave the page streams uncompressed (reading the text back in tests). */
  compress?: boolean;
}

/** The documents' fonts, embedded: DejaVu Sans (pdf-fonts.ts). */
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 780;

/** A pdfkit document whose bytes depend only on what is written (fixed creation date, hence file id). */
async function newDocument(title: string, day: string, seller: Seller, options: RenderOptions) {
  // Loaded at the first document, not at the process's start (pdfkit and its font parser weigh some 200 ms).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    compress: options.compress ?? true,
    info: { Title: title, Author: seller.name, Creator: seller.name, Producer: seller.name, CreationDate: new Date(`${day}T12:00:00Z`) },
  });
  const fonts = documentFonts();
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

type Doc = PDFKit.PDFDocument;

/** 'SAS au capital de 10 000 €', when the document recorded them. */
const companyForm = (seller: Seller) => (seller.legalForm && seller.shareCapital ? `${seller.legalForm} au capital de ${seller.shareCapital}` : null);

/** The seller in one line, at the foot of every document: the same facts as the mentions légales. */
export function sellerFootLine(seller: Seller): string {
  const form = companyForm(seller);
  return [form ? `${seller.name}, ${form}` : seller.name, seller.address, `SIRET ${seller.siret}`, seller.rcs, `TVA ${seller.vatNumber}`].filter(Boolean).join(' — ');
}

/** Seller on the left, the document's title, number and date on the right. */
function header(doc: Doc, seller: Seller, title: string, facts: string[]): void {
  doc.font(BOLD).fontSize(13).text(seller.name, LEFT, 50, { width: 260 });
  doc.font(REGULAR).fontSize(9);
  const form = companyForm(seller);
  if (form) doc.text(form, { width: 260 });
  doc.text(seller.address, { width: 260 });
  doc.text(frenchSpacing(seller.rcs ? `SIRET : ${seller.siret} — ${seller.rcs}` : `SIRET : ${seller.siret}`), { width: 260 });
  doc.text(frenchSpacing(`N° TVA intracommunautaire : ${seller.vatNumber}`), { width: 260 });
  doc
    .font(BOLD)
    .fontSize(18)
    .text(title, 330, 50, { width: RIGHT - 330, align: 'right' });
  doc.font(REGULAR).fontSize(10);
  for (const fact of facts) doc.text(frenchSpacing(fact), 330, doc.y, { width: RIGHT - 330, align: 'right' });
}

/** A professional buyer's identifiers under their address, those known only. */
export function buyerIdentifierLines(buyer: Pick<Buyer, 'siret' | 'vatNumber' | 'gln'>): string[] {
  return [
    ...(buyer.siret ? [`SIRET ${formatSiret(buyer.siret)}`] : []),
    ...(buyer.vatNumber ? [`TVA intracommunautaire ${buyer.vatNumber}`] : []),
    ...(buyer.gln ? [`GLN ${buyer.gln}`] : []),
  ];
}

function buyerBlock(doc: Doc, buyer: Buyer, y: number): number {
  doc
    .font(BOLD)
    .fontSize(10)
    .text('Facturé à', 330, y, { width: RIGHT - 330 });
  doc.font(REGULAR).text(buyer.name, { width: RIGHT - 330 });
  for (const line of buyer.address) doc.text(line, { width: RIGHT - 330 });
  const identifiers = buyerIdentifierLines(buyer);
  if (identifiers.length > 0) {
    doc.fontSize(9);
    for (const line of identifiers) doc.text(line, { width: RIGHT - 330 });
    doc.fontSize(10);
  }
  return doc.y + 20;
}

const COLUMNS = [
  { title: 'Désignation', x: LEFT, width: 215, align: 'left' as const },
  { title: 'Qté', x: 270, width: 35, align: 'right' as const },
  { title: 'PU HT', x: 310, width: 70, align: 'right' as const },
  { title: 'TVA', x: 385, width: 45, align: 'right' as const },
  { title: 'Total TTC', x: 435, width: RIGHT - 435, align: 'right' as const },
];

/** One table row (its texts with French spacing); a new page first when it would not fit. Returns the y below it. */
function row(doc: Doc, texts: string[], y: number, bold = false): number {
  const cells = texts.map(frenchSpacing);
  doc.font(bold ? BOLD : REGULAR).fontSize(9);
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: COLUMNS[i].width })));
  if (y + height > BOTTOM) {
    doc.addPage();
    y = 50;
  }
  cells.forEach((c, i) => doc.text(c, COLUMNS[i].x, y, { width: COLUMNS[i].width, align: COLUMNS[i].align }));
  return y + height + 6;
}

/** Label and amount lines right-aligned under the table. */
function figure(doc: Doc, label: string, amount: string, y: number, bold = false): number {
  if (y + 14 > BOTTOM) {
    doc.addPage();
    y = 50;
  }
  doc.font(bold ? BOLD : REGULAR).fontSize(10);
  doc.text(frenchSpacing(label), 280, y, { width: 170, align: 'right' });
  doc.text(amount, 455, y, { width: RIGHT - 455, align: 'right' });
  return y + 15;
}

/** A paragraph with French spacing ('Montant payé : …' never ends a line on its colon). */
function paragraph(doc: Doc, written: string, y: number, options: { bold?: boolean; size?: number } = {}): number {
  const text = frenchSpacing(written);
  doc.font(options.bold ? BOLD : REGULAR).fontSize(options.size ?? 9);
  const height = doc.heightOfString(text, { width: RIGHT - LEFT });
  if (y + height > BOTTOM) {
    doc.addPage();
    y = 50;
  }
  doc.text(text, LEFT, y, { width: RIGHT - LEFT });
  return doc.y + 4;
}

/** The invoice as a PDF (A4, DejaVu Sans embedded): the same bytes for the same document. */
export async function renderInvoicePdf(invoice: InvoiceDocument, options: RenderOptions = {}): Promise<Buffer> {
  const { doc, done } = await newDocument(`Facture ${invoice.number}`, invoice.date, invoice.seller, options);
  header(doc, invoice.seller, 'FACTURE', [`N° ${invoice.number}`, `Date : ${frenchDate(invoice.date)}`, `Commande : ${invoice.reference}`]);
  let y = buyerBlock(doc, invoice.buyer, 140);
  doc
    .moveTo(LEFT, y - 4)
    .lineTo(RIGHT, y - 4)
    .stroke();
  // A bookseller's lines are counted without VAT (unit HT × quantity = total HT); a reader's with it.
  const professional = invoice.buyer.professional;
  y = row(
    doc,
    COLUMNS.map((c, i) => (i === COLUMNS.length - 1 && professional ? 'Total HT' : c.title)),
    y,
    true,
  );
  for (const l of invoice.lines) {
    const total = professional ? l.totalNoVatCents : l.totalCents;
    y = row(doc, [l.designation, String(l.quantity), frenchMoney(l.unitNoVatCents), l.vatRateBp === null ? '—' : frenchRate(l.vatRateBp), frenchMoney(total)], y);
  }
  const shipping = invoice.shipping;
  const shippingLabel = shipping.totalCents > 0 && !professional ? `Frais de port (dont TVA ${frenchMoney(shipping.vatCents)})` : 'Frais de port';
  y = row(doc, [shippingLabel, '1', frenchMoney(shipping.noVatCents), '', frenchMoney(professional ? shipping.noVatCents : shipping.totalCents)], y);
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 10;
  y = figure(doc, 'Total HT', frenchMoney(invoice.totalNoVatCents), y);
  for (const v of invoice.vat) y = figure(doc, `TVA ${frenchRate(v.rateBp)} sur ${frenchMoney(v.baseCents)}`, frenchMoney(v.vatCents), y);
  y = figure(doc, 'Total TVA', frenchMoney(invoice.vatCents), y);
  y = figure(doc, 'Total TTC', frenchMoney(invoice.totalCents), y, true);
  y += 10;
  if (invoice.vouchers.length > 0) {
    y = paragraph(doc, `Bons d’achat utilisés : ${invoice.vouchers.map((v) => `${v.code} (${frenchMoney(v.amountCents)})`).join(', ')}`, y);
  }
  const p = invoice.payment;
  y = paragraph(doc, `Mode de paiement : ${MEANS[p.means]}`, y);
  y = paragraph(doc, `Montant payé : ${frenchMoney(p.paidCents)}`, y, { bold: true });
  // Paid partly with vouchers: what the card itself paid, the figure of the mail and the account.
  if (p.dueCents === 0 && p.means !== 'voucher' && invoice.vouchers.length > 0) {
    y = paragraph(doc, `dont ${MEANS[p.means].toLowerCase()} : ${frenchMoney(p.byMeansCents)}`, y);
  }
  if (p.dueCents > 0) {
    const due = p.dueDate ? `, à régler au plus tard le ${frenchDate(p.dueDate)} (date d’échéance)` : '';
    y = paragraph(doc, `Reste à payer par ${MEANS[p.means].toLowerCase()} : ${frenchMoney(p.dueCents)}${due}`, y, { bold: true });
    if (p.means === 'wire' && invoice.seller.bank) y = paragraph(doc, wireInstructions(invoice.seller, invoice.reference), y);
  }
  if (invoice.buyer.professional || p.dueCents > 0) {
    y += 6;
    for (const mention of LATE_PAYMENT_MENTIONS) y = paragraph(doc, mention, y, { size: 8 });
  }
  paragraph(doc, sellerFootLine(invoice.seller), y + 10, { size: 7 });
  doc.end();
  return done;
}

/** How to pay a wire: the seller's account and the reference that lets the payment be matched to the order. */
export function wireInstructions(seller: Seller, reference: string): string {
  const bank = seller.bank!;
  const iban = friendlyFormatIBAN(bank.iban) ?? bank.iban;
  return `Virement au bénéficiaire ${seller.name} — IBAN ${iban} — BIC ${bank.bic} — référence à indiquer : ${reference}`;
}

/** A credit note (avoir) as a PDF, naming the invoice it corrects. */
export async function renderCreditNotePdf(note: CreditNoteDocument, options: RenderOptions = {}): Promise<Buffer> {
  const { doc, done } = await newDocument(`Avoir ${note.number}`, note.date, note.seller, options);
  header(doc, note.seller, 'AVOIR', [
    `N° ${note.number}`,
    `Date : ${frenchDate(note.date)}`,
    `Facture d’origine : ${note.invoiceNumber} du ${frenchDate(note.invoiceDate)}`,
    `Commande : ${note.reference}`,
  ]);
  let y = buyerBlock(doc, note.buyer, 150);
  y = paragraph(doc, `Motif : ${note.reason}`, y, { size: 10 });
  y += 10;
  let base = 0;
  for (const v of note.vat) {
    base += v.baseCents;
    if (v.rateBp === null) y = figure(doc, 'Hors champ de la TVA', frenchMoney(v.totalCents), y);
    else y = figure(doc, `TVA ${frenchRate(v.rateBp)} sur ${frenchMoney(v.baseCents)}`, frenchMoney(v.vatCents), y);
  }
  y = figure(doc, 'Total HT', frenchMoney(base), y);
  y = figure(doc, 'Montant de l’avoir TTC', frenchMoney(note.amountCents), y, true);
  y = paragraph(doc, 'Cet avoir est utilisable en déduction de vos prochaines commandes ou remboursé sur demande.', y + 10);
  paragraph(doc, sellerFootLine(note.seller), y + 10, { size: 7 });
  doc.end();
  return done;
}
