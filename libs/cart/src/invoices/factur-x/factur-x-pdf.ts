import type { Invoice, Logger } from '@e-invoice-eu/core';
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

/** The e-invoicing library, loaded at the first Factur-X document rather than at the process's start (with its spreadsheet and PDF libraries, some 450 ms). */
const eInvoice = () => import('@e-invoice-eu/core');

/**
 * Checks data against the library's own input schema (JSON Schema, the EN 16931 business terms and
 * code lists), by making the bare CII from it: the tests run every kind of document the mapping
 * makes through it. Not on each download: the library compiles that schema at every call (about
 * 0.3 s of CPU), while writing the Factur-X file itself takes some 40 ms.
 */
export async function checkFacturXData(data: Invoice): Promise<void> {
  const { InvoiceService } = await eInvoice();
  await new InvoiceService(logger).generate(data, { format: 'CII', lang: 'fr', noWarnings: true });
}

/**
 * The data as the library's CII writer reads it. It (2.3.4) looks for the preceding invoice (BT-25)
 * at `cac:BillingReference[]/cbc:ID` while its input schema puts it under
 * `cac:InvoiceDocumentReference`: the number is given in both places. Its date (BT-26) is left out:
 * the library would write it in a form the Factur-X schema refuses.
 */
function forCiiWriter(data: Invoice): Invoice {
  const copy = structuredClone(data);
  const ubl = copy['ubl:Invoice'];
  if (ubl['cac:BillingReference']) ubl['cac:BillingReference'] = ubl['cac:BillingReference'].map((ref) => ({ ...ref, 'cbc:ID': ref['cac:InvoiceDocumentReference']['cbc:ID'] }));
  return copy;
}

/** The printed document made PDF/A-3 with the data's CII XML attached as `factur-x.xml`. */
async function facturX(data: Invoice, pdf: Buffer, filename: string): Promise<Buffer> {
  const { FormatFactoryService } = await eInvoice();
  const formatter = new FormatFactoryService().createFormatService(FACTUR_X_FORMAT, logger);
  const invoice = forCiiWriter(data);
  formatter.fillInvoiceDefaults(invoice);
  const out = await formatter.generate(invoice, { format: FACTUR_X_FORMAT, lang: 'fr', pdf: { buffer: pdf, filename, mimetype: 'application/pdf' }, noWarnings: true });
  return Buffer.from(out as Uint8Array);
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
  return facturX(facturXCreditNote(note), await renderCreditNotePdf(note), `avoir-${note.number}.pdf`);
}
