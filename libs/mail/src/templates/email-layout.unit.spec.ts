import { renderEmailLayout, type EmailBody } from './email-layout';
import { inkOn } from './html';
import type { MailContext } from './mail-context';

const body: EmailBody = {
  subject: 'Objet',
  preheader: 'Aperçu',
  heading: 'Titre',
  intro: ['Premier paragraphe.'],
  action: { label: 'Agir', url: 'https://boutique.exemple.fr/exemplaire/confirm?email=a%40b.fr&token=t' },
  outro: ['Fin.'],
};

const ctx = (label: Partial<MailContext['label']> = {}): MailContext => ({
  publicUrl: 'https://boutique.exemple.fr/',
  label: { slug: 'exemplaire', name: 'Exemplaire', primaryColour: '#1F3A5F', backgroundColour: '#FAF7F2', ...label },
});

describe('mail layout', () => {
  it('shows the label logo as PNG, links home and names the label in the footer', () => {
    const { html } = renderEmailLayout(ctx(), body);
    expect(html).toContain('src="https://boutique.exemple.fr/media/labels/exemplaire/logo.png"');
    expect(html).toContain('alt="Exemplaire"');
    expect(html).toContain('<strong style="color:#1c1c1c;">Exemplaire</strong>');
    expect(html).toContain('href="https://boutique.exemple.fr/exemplaire"');
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('name="viewport"');
  });

  it('paints the button in the primary colour with readable ink, and repeats the raw link', () => {
    const { html } = renderEmailLayout(ctx(), body);
    expect(html).toContain('bgcolor="#1F3A5F"');
    expect(html).toMatch(/color:#ffffff;text-decoration:none;border-radius:6px;">Agir<\/a>/);
    expect(html.match(/href="https:\/\/boutique\.exemple\.fr\/exemplaire\/confirm\?email=a%40b\.fr&amp;token=t"/g)).toHaveLength(2);
  });

  it('never lets a stored colour or name break out of its attribute', () => {
    const { html } = renderEmailLayout(ctx({ name: '"><script>x</script>', primaryColour: 'red;background:url(x)', backgroundColour: '' }), body);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('url(x)');
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toContain('bgcolor="#1f3a5f"');
  });

  it('writes a text part with the heading, the link after its label and the signature', () => {
    const { text } = renderEmailLayout(ctx(), body);
    expect(text).toBe(
      'Titre\n\nPremier paragraphe.\n\nAgir\u00a0:\nhttps://boutique.exemple.fr/exemplaire/confirm?email=a%40b.fr&token=t\n\nFin.\n\n-- \nExemplaire\nhttps://boutique.exemple.fr/exemplaire\n',
    );
  });

  it('picks dark ink on light buttons and white on dark ones', () => {
    expect(inkOn('#1F3A5F')).toBe('#ffffff');
    expect(inkOn('#F2A7C3')).toBe('#1c1c1c');
    expect(inkOn('#fff')).toBe('#1c1c1c');
  });
});
