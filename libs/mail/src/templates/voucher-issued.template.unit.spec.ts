import type { MailContext } from './mail-context';
import { renderEmail } from './render-email';

const ctx: MailContext = {
  publicUrl: 'https://boutique.exemple.fr',
  label: { slug: 'exemplaire', name: 'Exemplaire', primaryColour: '#1F3A5F', backgroundColour: '#FFFFFF' },
};
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('voucher issued by staff', () => {
  it('gives the code, its value and expiry, in HTML and text, and links to the account’s vouchers', () => {
    const mail = renderEmail({ type: 'voucher-issued', to: 'jeanne@exemple.fr', labelId: 1, vouchers: [{ code: 'K7Q2M9ZD', value: '30.00', expiresOn: '2027-03-01' }] }, ctx);
    expect(mail.subject).toBe('Votre bon d’achat – Exemplaire');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('K7Q2M9ZD');
      expect(spaces(part)).toContain('30,00 €');
      expect(part).toContain('valable jusqu’au 1er mars 2027');
    }
    expect(mail.html).toContain('href="https://boutique.exemple.fr/exemplaire/compte/cartes-cadeaux"');
  });

  it('says when the voucher never expires', () => {
    const mail = renderEmail({ type: 'voucher-issued', to: 'jeanne@exemple.fr', labelId: 1, vouchers: [{ code: 'K7Q2M9ZD', value: '5.00', expiresOn: null }] }, ctx);
    expect(mail.text).toContain('sans date limite');
  });
});
