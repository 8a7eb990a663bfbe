import type { EditorialEmailJob, EmailJob } from '@shop/common';
import type { MailContext } from './mail-context';
import { renderEmail } from './render-email';

// Labels, titles, news and people below are the demo's own (libs/demo-data).

const exemplaire: MailContext = {
  publicUrl: 'https://boutique.exemple.fr',
  label: { slug: 'exemplaire', name: 'Exemplaire', primaryColour: '#1F3A5F', backgroundColour: '#FFFFFF' },
};
const coeursVaillants: MailContext = { ...exemplaire, label: { ...exemplaire.label, slug: 'queer-romance', name: 'Cœurs Vaillants' } };

const outcome = {
  campaignId: 69,
  title: 'Les Sentinelles du Vercors',
  slug: 'les-sentinelles-du-vercors',
  outcome: 'succeeded' as const,
  goalType: 2 as const,
  goal: '1500',
  collected: '0.00',
  books: 1620,
  completionPercent: 108,
};

describe('French typography in every mail', () => {
  it('puts no-break spaces inside guillemets and before « : », narrow ones before « ! ? »', () => {
    // given the end of a demo campaign, when its backers' mail is rendered
    const mail = renderEmail({ type: 'campaign-outcome', to: 'jeanne@exemple.fr', labelId: 1, ...outcome }, exemplaire);
    // then the title never breaks away from its guillemets, nor the sign from its sentence
    expect(mail.subject).toBe('La campagne «\u00a0Les Sentinelles du Vercors\u00a0» a réussi\u202f!');
    expect(mail.text).toContain('Objectif atteint, merci\u202f!');
    expect(mail.text).toContain('est terminée\u00a0: 1\u202f620 livres sur 1\u202f500 (108\u00a0%)');
    expect(mail.html).toContain('Et maintenant\u202f? Nous préparons le livre et vos contreparties\u202f;');
  });

  it('spaces what staff and visitors typed with plain spaces: a news subject, a contact message', () => {
    const news = renderEmail(
      {
        type: 'campaign-news',
        to: 'jeanne@exemple.fr',
        labelId: 1,
        campaignId: 80,
        title: 'Les Oiseaux de Tombouctou',
        slug: 'les-oiseaux-de-tombouctou',
        newsId: 801,
        subject: 'C’est parti !',
        content: '<p>Yanis répondra à vos questions : jeudi soir !</p>',
      },
      exemplaire,
    );
    expect(news.subject).toBe('Des nouvelles de «\u00a0Les Oiseaux de Tombouctou\u00a0»\u00a0: C’est parti\u202f!');
    expect(news.html).toContain('<p>Yanis répondra à vos questions\u00a0: jeudi soir\u202f!</p>');
    // and the mail's own CSS is left as it is
    expect(news.html).toContain('padding: 28px 20px !important;');
    expect(news.html).toContain('style="margin:0 0 20px;font-family:');
  });

  it('elides de before a name starting with a vowel', () => {
    const contact: EditorialEmailJob = {
      type: 'contact-message',
      to: 'redaction@exemplaire.test',
      labelId: 1,
      messageId: '7',
      name: 'Awa Diallo-Fournier',
      email: 'awa@exemple.fr',
      subject: 'Une dédicace ?',
      message: 'Bonjour',
    };
    expect(renderEmail(contact, exemplaire).subject).toBe('Message d’Awa Diallo-Fournier\u00a0: Une dédicace\u202f? – Exemplaire');
    expect(renderEmail({ ...contact, name: 'Yanis Belkacem' }, exemplaire).subject).toBe('Message de Yanis Belkacem\u00a0: Une dédicace\u202f? – Exemplaire');
  });

  it('names the label’s team with d’ or de', () => {
    const issued: EmailJob = { type: 'voucher-issued', to: 'jeanne@exemple.fr', labelId: 1, vouchers: [{ code: 'K7Q2M9ZD', value: '30.00', expiresOn: '2027-03-01' }] };
    expect(renderEmail(issued, exemplaire).text).toContain('L’équipe d’Exemplaire vous offre un bon d’achat');
    expect(renderEmail(issued, coeursVaillants).text).toContain('L’équipe de Cœurs Vaillants vous offre un bon d’achat');
  });

  it('writes the first of the month 1er', () => {
    const order: EmailJob = {
      type: 'order-confirmation',
      to: 'camille@exemple.fr',
      labelId: 1,
      cartId: '3f1c2b7a-0000-4000-8000-000000000001',
      reference: 'K7Q2M9XA4B1C',
      invoiceNumber: 'F2025-000042',
      paidOn: '2025-10-01',
      paidWith: 'credit-card',
      lines: [{ name: 'T-shirt « Exemplaire »', quantity: 1, total: '22.00' }],
      shipping: '4.50',
      vouchers: '0.00',
      total: '26.50',
    };
    const mail = renderEmail(order, exemplaire);
    expect(mail.text).toContain('Facture F2025-000042 du 1er octobre 2025, réglée par carte bancaire.');
    // and the line's name keeps its guillemets with its words
    expect(mail.text).toContain('- T-shirt «\u00a0Exemplaire\u00a0» × 1\u00a0: 22,00');
  });
});
