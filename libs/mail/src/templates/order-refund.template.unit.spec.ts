import type { EmailJob } from '@shop/common';
import type { MailContext } from './mail-context';
import { renderEmail } from './render-email';

const ctx: MailContext = {
  publicUrl: 'https://boutique.exemple.fr',
  label: { slug: 'exemplaire', name: 'Exemplaire', primaryColour: '#1F3A5F', backgroundColour: '#FFFFFF' },
};
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const job: Extract<EmailJob, { type: 'order-refunded' }> = {
  type: 'order-refunded',
  to: 'jeanne@exemple.fr',
  labelId: 1,
  cartId: 'c1',
  reference: 'K7Q2M9XA4B1C',
  cancelled: false,
  creditNoteNumber: 'A2026-000003',
  amount: '24.90',
  lines: [{ name: 'Orbite basse', quantity: 1, total: '20.00' }],
  shipping: '4.90',
  card: '14.90',
  voucher: { code: 'Q2M9ZD7K', amount: '10.00', expiresOn: '2027-11-23' },
  reason: 'Livre abîmé',
};

describe('order refunded', () => {
  it('says what is refunded, the credit note, the card’s part and the voucher’s code, in HTML and text', () => {
    const mail = renderEmail(job, ctx);
    expect(mail.subject).toBe('Remboursement de votre commande n°K7Q2M9XA4B1C – Exemplaire');
    for (const part of [mail.html, mail.text].map(spaces)) {
      expect(part).toContain('24,90 €');
      expect(part).toContain('A2026-000003');
      expect(part).toContain('Orbite basse × 1 : 20,00 €');
      expect(part).toContain('Frais de port : 4,90 €');
      expect(part).toContain('14,90 €');
      expect(part).toContain('Q2M9ZD7K');
      expect(part).toContain('10,00 €, valable jusqu’au 23 novembre 2027');
    }
    expect(mail.html).toContain('href="https://boutique.exemple.fr/exemplaire/compte/orders/c1"');
  });

  it('tells a cancellation apart, without a card or voucher line when none applies', () => {
    const mail = renderEmail({ ...job, cancelled: true, card: null, voucher: null, shipping: null }, ctx);
    expect(mail.subject).toBe('Votre commande n°K7Q2M9XA4B1C est annulée – Exemplaire');
    expect(mail.text).toContain('Aucun colis ne partira.');
    expect(mail.text).not.toContain('carte bancaire');
    expect(mail.text).not.toContain('Bon d’achat');
  });
});
