import { loadConfig } from '@shop/common';
import { sellerOf } from './invoice-seller';
import { creditNoteDocument, type InvoiceDocument } from './invoice-document';
import { renderCreditNotePdf, renderInvoicePdf, sellerFootLine } from './invoice-pdf';
import { pdfText } from '../../../../test/support/pdf-text';

/** A paid invoice of one book, its seller from the configuration as the shop draws it up. */
function invoiceOf(env: NodeJS.ProcessEnv = {}): InvoiceDocument {
  return {
    number: 'F2026-000042',
    date: '2026-11-20',
    reference: 'EX12345',
    seller: sellerOf(loadConfig(env)),
    buyer: { name: 'Alice Martin', address: ['3 rue Mercière', '69002 Lyon', 'France'], professional: false },
    lines: [{ designation: 'Les Heures claires', quantity: 1, unitNoVatCents: 1896, vatRateBp: 550, totalNoVatCents: 1896, totalCents: 2000 }],
    shipping: { totalCents: 300, noVatCents: 250, vatCents: 50 },
    vat: [
      { rateBp: 550, baseCents: 1896, vatCents: 104 },
      { rateBp: 2000, baseCents: 250, vatCents: 50 },
    ],
    totalNoVatCents: 2146,
    vatCents: 154,
    totalCents: 2300,
    vouchers: [],
    payment: { means: 'credit-card', paidCents: 2300, byMeansCents: 2300, dueCents: 0, dueDate: null },
  };
}

describe('the seller on invoices and credit notes', () => {
  it('takes every legal fact from the configured identity', () => {
    expect(invoiceOf().seller).toEqual({
      name: 'Éditions Exemplaire',
      legalForm: 'SAS',
      shareCapital: '10 000 €',
      address: '12 rue des Imprimeurs, 69002 Lyon, France',
      siret: '912 345 675 00017',
      rcs: 'RCS Lyon 912 345 675',
      vatNumber: 'FR65912345675',
      bank: { iban: 'FR7630006000011234567890189', bic: 'EXMPFRPPXXX' },
    });
    const other = invoiceOf({ SELLER_NAME: 'Éditions Autre', SELLER_SIRET: '84321765400014', SELLER_VAT_NUMBER: 'FR62843217654', SELLER_RCS_CITY: 'Villeurbanne' });
    expect(other.seller).toMatchObject({ name: 'Éditions Autre', siret: '843 217 654 00014', rcs: 'RCS Villeurbanne 843 217 654', vatNumber: 'FR62843217654' });
  });

  it('prints it in the header and at the foot of the invoice PDF', async () => {
    const text = pdfText(await renderInvoicePdf(invoiceOf(), { compress: false }));
    expect(text).toContain('Éditions Exemplaire');
    expect(text).toContain('SAS au capital de 10 000 €');
    expect(text).toContain('12 rue des Imprimeurs, 69002 Lyon, France');
    expect(text).toContain('SIRET\u00a0: 912 345 675 00017 — RCS Lyon 912 345 675');
    expect(text).toContain('N° TVA intracommunautaire\u00a0: FR65912345675');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Éditions Exemplaire, SAS au capital de 10 000 € — 12 rue des Imprimeurs, 69002 Lyon, France — SIRET 912 345 675 00017 — RCS Lyon 912 345 675 — TVA FR65912345675',
    );
    expect(text).not.toContain('Paris');
  });

  it('prints the same identity on a credit note', async () => {
    const invoice = invoiceOf();
    const note = creditNoteDocument(invoice, { number: 'A2026-000001', date: '2026-11-25', amountCents: 2300, reason: 'Livre abîmé' });
    const text = pdfText(await renderCreditNotePdf(note, { compress: false }));
    expect(text).toContain('SAS au capital de 10 000 €');
    expect(text.replace(/\s+/g, ' ')).toContain(sellerFootLine(invoice.seller));
  });

  it('names the seller issuing the credit note today, even on an invoice kept with an older identity', async () => {
    const old = {
      ...invoiceOf(),
      seller: { name: 'Éditions Exemplaire SAS', address: '12 rue des Imprimeurs, 75011 Paris', siret: '000 000 000 00000', vatNumber: 'FR00000000000' },
    };
    const today = sellerOf(loadConfig({}));
    const note = creditNoteDocument(old, { number: 'A2026-000002', date: '2026-11-25', amountCents: 500, reason: 'Geste commercial' }, today);
    expect(note.seller).toEqual(today);
    const text = pdfText(await renderCreditNotePdf(note, { compress: false })).replace(/\s+/g, ' ');
    expect(text).toContain(sellerFootLine(today));
    expect(text).not.toContain('Paris');
  });

  it('gives the seller’s account and the order reference on an invoice to pay by wire', async () => {
    const wire = { ...invoiceOf(), payment: { means: 'wire' as const, paidCents: 0, byMeansCents: 0, dueCents: 2300, dueDate: '2027-02-28' } };
    const text = pdfText(await renderInvoicePdf(wire, { compress: false })).replace(/\s+/g, ' ');
    expect(text).toContain('Reste à payer par virement : 23,00 €, à régler au plus tard le 28/02/2027');
    expect(text).toContain('Virement au bénéficiaire Éditions Exemplaire — IBAN FR76 3000 6000 0112 3456 7890 189 — BIC EXMPFRPPXXX — référence à indiquer : EX12345');
    // paid by card, or an invoice kept before the account was recorded: no bank details
    expect(pdfText(await renderInvoicePdf(invoiceOf(), { compress: false }))).not.toContain('IBAN');
    const { bank: _bank, ...older } = wire.seller;
    expect(pdfText(await renderInvoicePdf({ ...wire, seller: older }, { compress: false }))).not.toContain('IBAN');
  });

  it('still renders an invoice kept before the legal form, capital and RCS were recorded', () => {
    expect(sellerFootLine({ name: 'Éditions Exemplaire SAS', address: '12 rue des Imprimeurs, 75011 Paris', siret: '000 000 000 00000', vatNumber: 'FR00000000000' })).toBe(
      'Éditions Exemplaire SAS — 12 rue des Imprimeurs, 75011 Paris — SIRET 000 000 000 00000 — TVA FR00000000000',
    );
  });

  it('prints a professional buyer’s identifiers under their address, those known only, on invoices and credit notes', async () => {
    const buyer = { name: 'Librairie du Port', address: ['3 quai de la Fosse', '44000 Nantes', 'France'], professional: true };
    const trade = { ...invoiceOf(), buyer: { ...buyer, siret: '44123456400017', vatNumber: 'FR91441234564', gln: '3012345000017' } };
    const text = pdfText(await renderInvoicePdf(trade, { compress: false }));
    expect(text).toContain('France\nSIRET 441 234 564 00017\nTVA intracommunautaire FR91441234564\nGLN 3012345000017');
    const note = creditNoteDocument(trade, { number: 'A2026-000002', date: '2026-11-25', amountCents: 2300, reason: 'Retour' });
    expect(pdfText(await renderCreditNotePdf(note, { compress: false }))).toContain('SIRET 441 234 564 00017\nTVA intracommunautaire FR91441234564\nGLN 3012345000017');
    const glnOnly = pdfText(await renderInvoicePdf({ ...invoiceOf(), buyer: { ...buyer, gln: '3012345000017' } }, { compress: false }));
    expect(glnOnly).toContain('France\nGLN 3012345000017');
    expect(glnOnly).not.toContain('SIRET 441');
    expect(pdfText(await renderInvoicePdf(invoiceOf(), { compress: false }))).not.toContain('GLN');
  });
});
