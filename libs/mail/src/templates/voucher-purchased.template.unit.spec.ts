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
    type: 'voucher-purchased',
    to: 'jeanne@exemple.fr',
    labelId: 1,
    cartId: 'c1',
    reference: 'AB12CD34EF56',
    vouchers: [
      { code: 'K7Q2M9ZD', value: '25.00', expiresOn: '2026-12-01' },
      { code: 'P3X8R1TB', value: '50.00', expiresOn: '2026-12-01' },
    ],
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

  it('frames a card bought as a gift with its recipient and message, ready to print or forward, escaped', () => {
    // given one card for oneself and one offered to Marie with a two-line message holding markup
    const gifted = {
      ...job,
      vouchers: [job.vouchers[0], { ...job.vouchers[1], recipientName: 'Marie <3', message: 'Bon anniversaire\u202f!\n<b>Bises</b> & à bientôt' }],
    } as EmailJob;
    // when the mail is rendered
    const mail = renderEmail(gifted, ctx);
    // then the offered card shows its recipient, the message and its code, in both parts
    for (const part of [mail.html, mail.text]) {
      expect(spaces(part)).toContain('Vous offrez une carte cadeau à Marie');
      expect(part).toContain('P3X8R1TB');
    }
    expect(mail.text).toContain('Pour Marie <3');
    expect(mail.text).toContain('Bon anniversaire\u202f!\n<b>Bises</b> & à bientôt');
    expect(mail.html).toContain('Pour Marie &lt;3');
    expect(mail.html).toContain('Bon anniversaire\u202f!<br>&lt;b&gt;Bises&lt;/b&gt; &amp; à bientôt');
    expect(mail.html).not.toContain('<b>Bises</b>');
    // the card for oneself has no frame of its own: one printable card only
    expect(mail.html.match(/Carte cadeau Exemplaire/g)).toHaveLength(1);
    expect(mail.html).toContain('href="https://boutique.exemple.fr/exemplaire"');
  });
});
