import { loadConfig } from '@shop/common';
import { renderEmailLayout, type EmailBody } from './email-layout';
import type { MailContext } from './mail-context';
import { mailSellerOf } from './mail-seller';

const body: EmailBody = {
  subject: 'Objet',
  preheader: 'Aperçu',
  heading: 'Titre',
  intro: ['Premier paragraphe.'],
  action: { label: 'Agir', url: 'https://boutique.exemple.fr/exemplaire/compte' },
  outro: ['Fin.'],
};

const ctx = (env: NodeJS.ProcessEnv = {}): MailContext => ({
  publicUrl: 'https://boutique.exemple.fr',
  label: { slug: 'exemplaire', name: 'Exemplaire', primaryColour: '#1F3A5F', backgroundColour: '#FAF7F2' },
  seller: mailSellerOf(loadConfig(env)),
});

const IDENTITY = 'Éditions Exemplaire, SAS au capital de 10 000 € — 12 rue des Imprimeurs, 69002 Lyon, France — RCS Lyon 912 345 675 — TVA FR65912345675';

describe("the seller in the mails' footer", () => {
  it('names the configured seller in the HTML footer, with its contact address', () => {
    const { html } = renderEmailLayout(ctx(), body);
    const footer = html.slice(html.lastIndexOf('<strong style="color:#1c1c1c;">Exemplaire</strong>'));
    expect(footer).toContain(IDENTITY);
    expect(footer).toContain('<a href="mailto:bonjour@exemplaire.test" style="color:#666666;">bonjour@exemplaire.test</a>');
  });

  it('signs the text part with the same identity', () => {
    const { text } = renderEmailLayout(ctx(), body);
    expect(text.endsWith(`-- \nExemplaire\nhttps://boutique.exemple.fr/exemplaire\n${IDENTITY}\nbonjour@exemplaire.test\n`)).toBe(true);
  });

  it('follows the configuration and escapes it', () => {
    const { html, text } = renderEmailLayout(ctx({ SELLER_NAME: 'Éditions <Autre>', SELLER_SIRET: '84321765400014', SELLER_VAT_NUMBER: 'FR62843217654' }), body);
    expect(html).toContain('Éditions &lt;Autre&gt;, SAS au capital de 10 000 €');
    expect(html).toContain('RCS Lyon 843 217 654 — TVA FR62843217654');
    expect(text).toContain('Éditions <Autre>, SAS au capital de 10 000 €');
  });
});
