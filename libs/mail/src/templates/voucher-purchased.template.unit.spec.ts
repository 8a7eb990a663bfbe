import type { EmailJob } from '@shop/common';
import type { MailContext } from './mail-context';
import { renderEmail } from './render-email';

const ctx: MailContext = {
  publicUrl: 'https://boutique.exemple.fr',
  label: { slug: 'exemplaire', name: 'Exemplaire', primaryColour: '#1F3A5F', backgroundColour: '#FFFFFF' },
};
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('voucher purchased', () => {
  const job: EmailJob = {
    type: 'voucher-purchased', to: 'jeanne@exemple.fr', labelId: 1, cartId: 'c1', reference: 'AB12CD34EF56',
    vouchers: [{ code: 'K7Q2M9ZD', value: '25.00', expiresOn: '2026-12-01' }, { code: 'P3X8R1TB', value: '50.00', expiresOn: '2026-12-01' }],
  };

  it('lists every code with its value and expiry, in HTML and text, and links to the account’s gift cards', () => {
    // when the mail of an order with two gift cards is rendered
    const mail = renderEmail(job, ctx);
    // then both codes appear with their amounts and last day
    expect(mail.subject).toBe('Vos cartes cadeaux – Exemplaire');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('K7Q2M9ZD');
      expect(part).toContain('P3X8R1TB');
      expect(spaces(part).toLowerCase()).toContain('carte cadeau de 50,00 €');
      expect(part).toContain('valable jusqu’au 1er décembre 2026');
    }
    expect(mail.text).toContain('commande n°AB12CD34EF56');
    expect(mail.html).toContain('href="https://boutique.exemple.fr/exemplaire/compte/cartes-cadeaux"');
  });

  it('speaks of one card when there is one', () => {
    const mail = renderEmail({ ...job, vouchers: [job.vouchers[0]] } as EmailJob, ctx);
    expect(mail.subject).toBe('Votre carte cadeau – Exemplaire');
    expect(mail.text).toContain('Voici le code de la carte cadeau que vous avez achetée.');
  });
});
