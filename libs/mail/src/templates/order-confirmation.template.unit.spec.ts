import type { EmailJob } from '@shop/common';
import type { MailContext } from './mail-context';
import { renderEmail } from './render-email';

const ctx: MailContext = {
  publicUrl: 'https://boutique.exemple.fr/',
  label: { slug: 'exemplaire', name: 'Exemplaire', primaryColour: '#1F3A5F', backgroundColour: '#F5F3EE' },
};
/** French number formats put a narrow or plain no-break space before €, depending on the ICU data. */
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const job: EmailJob = {
  type: 'order-confirmation',
  to: 'camille@exemple.fr',
  labelId: 1,
  cartId: '3f1c2b7a-0000-4000-8000-000000000001',
  reference: 'K7Q2M9XA4B1C',
  invoiceNumber: 'F2026-000042',
  paidOn: '2026-11-21',
  paidWith: 'voucher',
  lines: [
    { name: 'Mémoires d’un satellite <édition collector>', quantity: 2, total: '44.00' },
    { name: 'Tote bag', quantity: 1, total: '15.00' },
  ],
  shipping: '4.50',
  vouchers: '63.50',
  total: '63.50',
};

describe('order confirmation', () => {
  it('gives the reference, the invoice number and date, and how it was paid', () => {
    // given a paid order, when its mail is rendered
    const mail = renderEmail(job, ctx);
    // then subject and text say which order it is, in French
    expect(mail.subject).toBe('Votre commande n°K7Q2M9XA4B1C – Exemplaire');
    expect(mail.text).toContain('Votre commande n°K7Q2M9XA4B1C a bien été enregistrée, merci de votre confiance.');
    expect(mail.text).toContain('Facture F2026-000042 du 21 novembre 2026, réglée par bon d’achat.');
  });

  it('lists the lines, shipping, vouchers and total in both parts, escaped in HTML', () => {
    const mail = renderEmail(job, ctx);
    expect(spaces(mail.text)).toContain('- Mémoires d’un satellite <édition collector> × 2 : 44,00 €');
    expect(spaces(mail.text)).toContain('- Livraison : 4,50 €');
    expect(spaces(mail.text)).toContain('- Bons d’achat : −63,50 €');
    expect(spaces(mail.text)).toContain('Total TTC : 63,50 €');
    expect(mail.html).toContain('&lt;édition collector&gt;');
    expect(mail.html).not.toContain('<édition');
  });

  it('links to the order in the account area, and leaves vouchers out when none was used', () => {
    const mail = renderEmail({ ...job, paidWith: 'credit-card', vouchers: '0.00' }, ctx);
    expect(mail.html).toContain('href="https://boutique.exemple.fr/exemplaire/compte/orders/3f1c2b7a-0000-4000-8000-000000000001"');
    expect(mail.text).toContain('réglée par carte bancaire');
    expect(mail.text).not.toContain('Bons d’achat');
  });

  it('gives each voucher the amount it took, then what the card paid, after the total', () => {
    // given a 63,50 € order: 12,50 € taken on one voucher, the rest paid by card
    const mail = renderEmail({ ...job, paidWith: 'credit-card', vouchers: '12.50', voucherUsages: [{ code: 'BIENVENU', amount: '12.50' }], totalAfterVouchers: '51.00' }, ctx);
    // then the total comes first, then the voucher's usage, then the card's share
    const text = spaces(mail.text);
    expect(text).toContain('- Total TTC : 63,50 €\n- Bon d’achat BIENVENU : −12,50 €\n- Payé par carte bancaire : 51,00 €');
    expect(spaces(mail.html)).toContain('Payé par carte bancaire');
  });

  it('says what an order on terms owes, and nothing more when vouchers paid it all', () => {
    const wire = spaces(renderEmail({ ...job, paidWith: 'wire', vouchers: '0.00', voucherUsages: [], totalAfterVouchers: '63.50' }, ctx).text);
    expect(wire).toContain('- À régler par virement : 63,50 €');
    const byVoucher = spaces(renderEmail({ ...job, voucherUsages: [{ code: 'BIENVENU', amount: '63.50' }], totalAfterVouchers: '0.00' }, ctx).text);
    expect(byVoucher).toContain('- Bon d’achat BIENVENU : −63,50 €');
    expect(byVoucher).not.toContain('Payé par');
    expect(byVoucher).not.toContain('Reste à payer');
  });

  it('tells a bookseller paying by wire the due date, the seller’s account and the reference, and leads to the bookseller area', () => {
    const seller = { company: 'Éditions Exemplaire, SAS', address: '12 rue des Imprimeurs', rcs: 'RCS Lyon', vatNumber: 'FR65912345675', email: 'b@e.fr' };
    const withBank = { ...ctx, seller: { ...seller, bank: { holder: 'Éditions Exemplaire', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'EXMPFRPPXXX' } } };
    const wire = renderEmail({ ...job, paidWith: 'wire', vouchers: '0.00', voucherUsages: [], totalAfterVouchers: '63.50', dueDate: '2027-02-28', professional: true }, withBank);
    const text = spaces(wire.text);
    expect(text).toContain('Facture F2026-000042 du 21 novembre 2026, à régler par virement avant le 28 février 2027.');
    expect(text).toContain(
      'Coordonnées du virement : bénéficiaire Éditions Exemplaire, IBAN FR76 3000 6000 0112 3456 7890 189, BIC EXMPFRPPXXX, référence à indiquer : K7Q2M9XA4B1C.',
    );
    expect(text).not.toContain('réglée par');
    expect(wire.html).toContain('href="https://boutique.exemple.fr/exemplaire/libraire/commandes/3f1c2b7a-0000-4000-8000-000000000001"');
    const debit = spaces(renderEmail({ ...job, paidWith: 'sepa-debit', totalAfterVouchers: '63.50', dueDate: '2027-02-19', professional: true }, withBank).text);
    expect(debit).toContain('Facture F2026-000042 du 21 novembre 2026, prélevée le 19 février 2027 sur le compte que vous nous avez indiqué.');
    expect(debit).not.toContain('IBAN');
  });
  it('confirms the contract on a durable medium: the CGV accepted, and a consumer’s right of withdrawal (L221-13)', () => {
    const reader = spaces(renderEmail(job, ctx).text);
    expect(reader).toContain('Conditions générales de vente acceptées avec cette commande : https://boutique.exemple.fr/exemplaire/legal/cgv');
    expect(reader).toContain('Droit de rétractation : vous disposez de quatorze jours à compter de la réception de vos articles pour vous rétracter');
    expect(reader).toContain('https://boutique.exemple.fr/exemplaire/contact');
    const bookseller = spaces(renderEmail({ ...job, professional: true }, ctx).text);
    expect(bookseller).toContain('Conditions générales de vente acceptées avec cette commande');
    expect(bookseller).not.toContain('Droit de rétractation');
  });

  it('shows a bookseller its lines without VAT: 5 × 15,92 € HT = 79,60 € HT, then the VAT of each rate on its base', () => {
    const bookseller = spaces(
      renderEmail(
        {
          ...job,
          paidWith: 'wire',
          professional: true,
          lines: [{ name: 'Le Livre des essais', quantity: 5, total: '83.98', unitNoVat: '15.92', totalNoVat: '79.60' }],
          shipping: '6.00',
          total: '89.36',
          noVat: { shipping: '5.69', total: '85.29', vat: [{ rate: '5.50', base: '85.29', amount: '4.69' }] },
        },
        ctx,
      ).text,
    );
    expect(bookseller).toContain('- Le Livre des essais, 5 × 15,92 € HT : 79,60 € HT');
    expect(bookseller).toContain('- Livraison HT : 5,69 €');
    expect(bookseller).toContain('- Total HT : 85,29 €');
    expect(bookseller).toContain('- TVA 5,5 % sur 85,29 € : 4,69 €');
    expect(bookseller).toContain('- Total TTC : 89,36 €');
    expect(bookseller).not.toContain('83,98');
  });
});
