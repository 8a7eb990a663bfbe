import { FormatFactoryService, InvoiceService, type Invoice, type InvoiceServiceOptions, type Logger } from '@e-invoice-eu/core';
import type { CreditNoteDocument, InvoiceDocument } from '../invoice-document';
import { renderCreditNotePdf, renderInvoicePdf } from '../invoice-pdf';
import { facturXCreditNote, facturXInvoice } from './factur-x-invoice';

/** The Factur-X profile of the shop's trade invoices: EN 16931 (the European norm's full core). */
export const FACTUR_X_FORMAT = 'Factur-X-EN16931';

/** The library reports to this logger; its warnings become errors here, a broken invoice never leaves. */
const logger: Logger = {
  log: () => undefined,
  warn: (m) => {
    throw new Error(`Factur-X : ${m}`);
  },
  error: () => undefined,
};

const service = new InvoiceService(logger);

const options = (pdf: Buffer, filename: string): InvoiceServiceOptions => ({
  format: FACTUR_X_FORMAT,
  lang: 'fr',
  pdf: { buffer: pdf, filename, mimetype: 'application/pdf' },
  noWarnings: true,
});

/** The printed document made PDF/A-3 with the data's CII XML attached as `factur-x.xml`. */
async function facturX(data: Invoice, pdf: Buffer, filename: string): Promise<Buffer> {
  return Buffer.from((await service.generate(data, options(pdf, filename))) as Uint8Array);
}

/**
 * The same for a credit note. The library (2.3.4) reads the preceding invoice (BT-25, BT-26) for
 * CII at `cac:BillingReference[]/cbc:ID` while its own input schema only allows it under
 * `cac:InvoiceDocumentReference`: the data is checked against that schema first (by making the
 * bare CII, which is then dropped), then written out with the invoice number in both places. Its
 * date (BT-26) is left out: the library would write it in a form the Factur-X schema refuses.
 */
async function facturXCreditNoteOf(data: Invoice, pdf: Buffer, filename: string): Promise<Buffer> {
  await service.generate(data, { format: 'CII', lang: 'fr', noWarnings: true });
  const withReference = structuredClone(data);
  const ubl = withReference['ubl:Invoice'];
  ubl['cac:BillingReference'] = ubl['cac:BillingReference']?.map((ref) => ({ ...ref, 'cbc:ID': ref['cac:InvoiceDocumentReference']['cbc:ID'] }));
  const formatter = new FormatFactoryService().createFormatService(FACTUR_X_FORMAT, logger);
  formatter.fillInvoiceDefaults(withReference);
  return Buffer.from((await formatter.generate(withReference, options(pdf, filename))) as Uint8Array);
}

/**
 * A bookseller's invoice as Factur-X: the printed invoice, made PDF/A-3, with its EN 16931 data as
 * the attached `factur-x.xml` (CII). Dated when made: two downloads differ by their timestamps only.
 */
export async function renderFacturXInvoice(invoice: InvoiceDocument): Promise<Buffer> {
  return facturX(facturXInvoice(invoice), await renderInvoicePdf(invoice), `facture-${invoice.number}.pdf`);
}

/** A bookseller's credit note as Factur-X (type 381, naming the invoice it corrects). */
export async function renderFacturXCreditNote(note: CreditNoteDocument): Promise<Buffer> {
  return facturXCreditNoteOf(facturXCreditNote(note), await renderCreditNotePdf(note), `avoir-${note.number}.pdf`);
}
