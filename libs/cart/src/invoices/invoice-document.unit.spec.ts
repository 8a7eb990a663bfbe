import { priceCartView } from '../domain/cart-view';
import { orderLine } from '../domain/testing/decider.fixtures';
import { emptyCart, type CartState } from '../domain/cart.types';
import { creditNoteDocument, invoiceDocument, type Buyer, type Seller } from './invoice-document';
import { frenchMoney, renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf';
import { pdfText } from '../../../../test/support/pdf-text';

const seller: Seller = { name: 'Éditions Exemplaire SAS', address: '12 rue des Imprimeurs, 75011 Paris', siret: '000 000 000 00000', vatNumber: 'FR00000000000' };
const buyer: Buyer = { name: 'Jeanne Martin', address: ['5 rue des Écoles', '35000 Rennes', 'France'], professional: false };

const line = orderLine;

/** A paid cart: two books and a tote bag, shipped home, part paid with a voucher. */
function paidCart(means: CartState['paymentMeans'] = 'credit-card'): CartState {
  return {
    ...emptyCart(),
    exists: true,
    cartId: '00000000-0000-4000-8000-000000000001',
    reference: 'ABCDEF123456',
    ownerId: 7,
    status: 2,
    lines: [line('l1', 'Le Livre des essais', 'book', 2000, 2), line('l22', 'Tote bag', 'goodie', 1500, 1)],
    vouchers: [{ usageId: 'u1', code: 'CADEAU10', amountCents: 1000 }],
    paymentMeans: means,
    invoiceNumber: 'F2026-000042',
    invoiceDate: '2026-03-14',
  };
}

describe('invoice document', () => {
  const state = paidCart();
  const pricing = priceCartView(state, { booksellerDiscountBp: null }, '2026-03-14');
  const invoice = invoiceDocument(state, pricing, { seller, buyer }, { dueDate: null });

  it('gives each line its unit price excl. VAT and rate, and VAT per rate with shipping shared out', () => {
    expect(invoice.lines.map((l) => [l.designation, l.quantity, l.unitNoVatCents, l.vatRateBp, l.totalCents])).toEqual([
      ['Le Livre des essais', 2, 1896, 550, 4000],
      ['Tote bag', 1, 1250, 2000, 1500],
    ]);
    // then the breakdown adds up to the cart's own totals
    expect(invoice.vat.map((v) => v.rateBp)).toEqual([550, 2000]);
    expect(invoice.vat.reduce((s, v) => s + v.vatCents, 0)).toBe(pricing.totals.vatCents);
    expect(invoice.vat.reduce((s, v) => s + v.baseCents, 0)).toBe(pricing.totals.totalNoVatCents);
    expect(invoice.totalCents).toBe(5500 + pricing.totals.shippingCents);
    expect(invoice.payment).toEqual({ means: 'credit-card', paidCents: invoice.totalCents, byMeansCents: invoice.totalCents - 1000, dueCents: 0, dueDate: null });
  });

  it('shows a voucher reserved for more than the order at the amount the order used', async () => {
    // given a 12,50 € usage on an order that shrank to one 8 € book and 3 € of shipping, paid with the voucher alone
    const shrunk: CartState = {
      ...paidCart('voucher'),
      lines: [line('l1', 'Le Livre des essais', 'book', 800, 1)],
      vouchers: [{ usageId: 'u1', code: 'BIENVENU', amountCents: 5000 }],
    };
    const pricing = priceCartView(shrunk, { booksellerDiscountBp: null }, '2026-03-14');
    const doc = invoiceDocument(shrunk, pricing, { seller, buyer }, { dueDate: null });
    // then the voucher takes the order's total, no more, and nothing is left to pay
    expect(doc.vouchers).toEqual([{ code: 'BIENVENU', amountCents: pricing.totals.totalCents }]);
    expect(doc.payment).toMatchObject({ means: 'voucher', paidCents: pricing.totals.totalCents, byMeansCents: 0, dueCents: 0 });
    expect(pdfText(await renderInvoicePdf(doc))).toContain(`BIENVENU (${frenchMoney(pricing.totals.totalCents)})`);
  });

  it('leaves what a wire order owes to its due date', () => {
    const wire = paidCart('wire');
    const doc = invoiceDocument(
      wire,
      priceCartView(wire, { booksellerDiscountBp: 3000 }, '2026-03-14'),
      { seller, buyer: { ...buyer, professional: true } },
      { dueDate: '2026-06-30' },
    );
    expect(doc.payment).toMatchObject({ means: 'wire', paidCents: 1000, dueCents: doc.totalCents - 1000, dueDate: '2026-06-30' });
    // and the books carry the trade discount
    expect(doc.lines[0]).toMatchObject({ totalCents: 2800 });
  });

  it('renders the same PDF bytes every time, with the legal facts in it', async () => {
    const a = await renderInvoicePdf(invoice);
    await renderCreditNotePdf(creditNoteDocument(invoice, { number: 'A2026-000001', date: '2026-03-20', amountCents: 1250, reason: 'Livre abîmé' }));
    const b = await renderInvoicePdf(invoice);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
    expect(a.equals(b)).toBe(true);
    const text = pdfText(a);
    for (const fact of [
      'FACTURE',
      'N° F2026-000042',
      'Date\u00a0: 14/03/2026',
      'SIRET\u00a0: 000 000 000 00000',
      'Jeanne Martin',
      '35000 Rennes',
      'Le Livre des essais',
      frenchMoney(1896),
      '5,5 %',
      '20 %',
      'Total TTC',
      `CADEAU10 (${frenchMoney(1000)})`,
      'Mode de paiement\u00a0: Carte bancaire',
      `dont carte bancaire\u00a0: ${frenchMoney(invoice.totalCents - 1000)}`,
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('40 €');
  });

  it('puts the due date and the late-payment mentions on an order on terms', async () => {
    const wire = paidCart('sepa-debit');
    const doc = invoiceDocument(
      wire,
      priceCartView(wire, { booksellerDiscountBp: 3000 }, '2026-03-14'),
      { seller, buyer: { ...buyer, professional: true } },
      { dueDate: '2026-06-12' },
    );
    const text = pdfText(await renderInvoicePdf(doc)).replace(/\n/g, ' ');
    expect(text).toContain('12/06/2026');
    expect(text).toContain('pénalités de retard');
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
  });

  it('splits a credit note over the invoice VAT rates', async () => {
    const note = creditNoteDocument(invoice, { number: 'A2026-000001', date: '2026-03-20', amountCents: 1250, reason: 'Livre abîmé' });
    expect(note.vat.reduce((s, v) => s + v.totalCents, 0)).toBe(1250);
    const text = pdfText(await renderCreditNotePdf(note));
    expect(text).toContain('AVOIR');
    expect(text).toContain('N° A2026-000001');
    expect(text).toContain('F2026-000042');
    expect(text).toContain(frenchMoney(1250));
  });

  it('writes euros the French way, with narrow no-break spaces', () => {
    expect([frenchMoney(0), frenchMoney(1250), frenchMoney(123456), frenchMoney(-123456789)]).toEqual([
      '0,00\u202f€',
      '12,50\u202f€',
      '1\u202f234,56\u202f€',
      '-1\u202f234\u202f567,89\u202f€',
    ]);
  });

  it('embeds its fonts, as PDF/A wants: DejaVu Sans regular and bold, no built-in font', async () => {
    for (const pdf of [
      await renderInvoicePdf(invoice),
      await renderCreditNotePdf(creditNoteDocument(invoice, { number: 'A2026-000001', date: '2026-03-20', amountCents: 1250, reason: 'Livre abîmé' })),
    ]) {
      const raw = pdf.toString('latin1');
      expect([...raw.matchAll(/\/BaseFont \/([^\s/]+)/g)].map((m) => m[1].replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
        'DejaVuSans',
        'DejaVuSans',
        'DejaVuSans-Bold',
        'DejaVuSans-Bold',
      ]);
      expect(raw.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(2);
      expect(raw).not.toMatch(/\/Subtype \/Type1/);
    }
  });
});
