import type { CampaignOutcomeFacts } from '@shop/common';
import type { MailContext } from './mail-context';
import { renderEmail } from './render-email';

const ctx: MailContext = {
  publicUrl: 'https://boutique.exemple.fr',
  label: { slug: 'exemplaire', name: 'Exemplaire', primaryColour: '#1F3A5F', backgroundColour: '#FFFFFF' },
};
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const facts: CampaignOutcomeFacts = {
  campaignId: 4,
  title: 'Les Oiseaux',
  slug: 'les-oiseaux',
  outcome: 'succeeded',
  goalType: 1,
  goal: '1500.00',
  collected: '1620.00',
  books: 40,
  completionPercent: 108,
};

describe('campaign mails', () => {
  it('tells a backer the campaign succeeded, with its figures and what comes next, as a mail about their money (no way to stop it)', () => {
    const mail = renderEmail({ type: 'campaign-outcome', to: 'jeanne@exemple.fr', labelId: 1, ...facts }, ctx);
    expect(spaces(mail.subject)).toBe('La campagne « Les Oiseaux » a réussi !');
    expect(spaces(mail.text)).toContain('1 620,00 € collectés sur 1 500,00 € (108 %)');
    expect(spaces(mail.text)).toContain('vous avez soutenu cette campagne : il concerne votre contribution');
    expect(mail.text).not.toContain('Pour ne plus recevoir');
    expect(mail.html).toContain('href="https://boutique.exemple.fr/exemplaire/financement-participatif/les-oiseaux"');
  });

  it('tells a backer a failed campaign will be refunded; counts books for a books goal', () => {
    const mail = renderEmail({ type: 'campaign-outcome', to: 'jeanne@exemple.fr', labelId: 1, ...facts, outcome: 'failed', goalType: 2, goal: '50', completionPercent: 80 }, ctx);
    expect(spaces(mail.subject)).toBe('La campagne « Les Oiseaux » n’a pas atteint son objectif');
    expect(spaces(mail.text)).toContain('40 livres sur 50 (80 %)');
    expect(mail.text).toContain('remboursée');
  });

  it('gives staff the summary and the way to the campaign in the back office', () => {
    const mail = renderEmail(
      { type: 'campaign-outcome-staff', to: 'equipe@exemple.fr', labelId: 1, ...facts, outcome: 'failed', backers: 12, contributions: 14, mailedBackers: 9 },
      ctx,
    );
    expect(spaces(mail.subject)).toBe('Fin de campagne : « Les Oiseaux » n’a pas atteint son objectif');
    expect(spaces(mail.text)).toContain('14 contributions payées, 12 contributeur·ices ; 9 adresses prévenues par courriel');
    expect(mail.html).toContain('/exemplaire/arriere-boutique/campagnes/4');
  });

  it('sends a news item with its text, a link to the news tab and one to stop them', () => {
    const mail = renderEmail(
      {
        type: 'campaign-news',
        to: 'jeanne@exemple.fr',
        labelId: 1,
        campaignId: 4,
        title: 'Les Oiseaux',
        slug: 'les-oiseaux',
        newsId: 9,
        subject: 'Chez l’imprimeur',
        content: '<p>Le livre <strong>part</strong>.</p>',
      },
      ctx,
    );
    expect(spaces(mail.subject)).toBe('Des nouvelles de « Les Oiseaux » : Chez l’imprimeur');
    expect(mail.html).toContain('<strong>part</strong>');
    expect(mail.text).toContain('Le livre part.');
    expect(mail.html).toContain('href="https://boutique.exemple.fr/exemplaire/financement-participatif/les-oiseaux/news"');
    expect(mail.text).toContain('/exemplaire/compte/contributions');
  });

  it('tells a backer their contribution is refunded: by a credit note of their order, or outside the shop', () => {
    const base = {
      type: 'contribution-refunded',
      to: 'jeanne@exemple.fr',
      labelId: 1,
      campaignId: 4,
      title: 'Les Oiseaux',
      slug: 'les-oiseaux',
      contributionId: 31,
      amount: '25.00',
    } as const;
    const byNote = renderEmail({ ...base, method: 'credit_note', creditNoteNumber: 'A2026-000012' }, ctx);
    expect(spaces(byNote.subject)).toBe('Votre contribution à « Les Oiseaux » est remboursée');
    expect(spaces(byNote.text)).toContain('votre contribution de 25,00 € (n° 31) vous est remboursée');
    expect(spaces(byNote.text)).toContain('L’avoir n° A2026-000012 a été établi sur votre commande');
    expect(byNote.html).toContain('href="https://boutique.exemple.fr/exemplaire/compte/contributions"');
    const elsewhere = renderEmail({ ...base, method: 'elsewhere', creditNoteNumber: null }, ctx);
    expect(elsewhere.text).toContain('hors de la boutique');
    expect(elsewhere.text).not.toContain('avoir n°');
  });
});
