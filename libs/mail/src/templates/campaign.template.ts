import { richTextToPlain, type CampaignEmailJob, type CampaignOutcomeFacts } from '@shop/common';
import { groupThousands, guillemets } from '@shop/typography';
import { renderEmailLayout } from './email-layout';
import { frenchEuros } from './french-format';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

type CampaignOutcome = Extract<CampaignEmailJob, { type: 'campaign-outcome' }>;
type CampaignOutcomeStaff = Extract<CampaignEmailJob, { type: 'campaign-outcome-staff' }>;
type CampaignNews = Extract<CampaignEmailJob, { type: 'campaign-news' }>;
type ContributionRefunded = Extract<CampaignEmailJob, { type: 'contribution-refunded' }>;

const campaignPage = (ctx: MailContext, slug: string, tab = '') =>
  shopLink(ctx.publicUrl, ctx.label.slug, `financement-participatif/${encodeURIComponent(slug)}${tab ? `/${tab}` : ''}`);

/** Where a backer turns off a campaign's news: the contribution's preferences in their account. */
const preferencesPage = (ctx: MailContext) => shopLink(ctx.publicUrl, ctx.label.slug, 'compte/contributions');

/** « 1 240,00 € collectés sur 1 500,00 € (82 %) » or, for a books goal, « 41 livres sur 50 (82 %) ». */
export function campaignTally(facts: CampaignOutcomeFacts): string {
  if (facts.goalType === 2) return `${groupThousands(facts.books)} livre${facts.books === 1 ? '' : 's'} sur ${groupThousands(facts.goal)} (${facts.completionPercent}\u00a0%)`;
  return `${frenchEuros(facts.collected)} collectés sur ${frenchEuros(facts.goal)} (${facts.completionPercent}\u00a0%)`;
}

/** Why a backer gets a mail about their money, whatever they chose for the campaign's news. */
const asBacker = 'Vous recevez ce courriel parce que vous avez soutenu cette campagne\u00a0: il concerne votre contribution.';

const stopNews = (ctx: MailContext) =>
  `Vous recevez ce courriel parce que vous avez soutenu cette campagne. Pour ne plus recevoir ses nouvelles, décochez-les dans vos contributions : ${preferencesPage(ctx)}`;

/** To each backer when the campaign ends, whatever their news preference: it succeeded (the book is made) or not (they are refunded). */
export function campaignOutcomeEmail(job: CampaignOutcome, ctx: MailContext): RenderedEmail {
  const succeeded = job.outcome === 'succeeded';
  return renderEmailLayout(ctx, {
    subject: succeeded ? `La campagne ${guillemets(job.title)} a réussi\u202f!` : `La campagne ${guillemets(job.title)} n’a pas atteint son objectif`,
    preheader: campaignTally(job),
    heading: succeeded ? 'Objectif atteint, merci\u202f!' : 'Objectif non atteint',
    intro: succeeded
      ? [
          `La campagne ${guillemets(job.title)} est terminée\u00a0: ${campaignTally(job)}. Grâce à vous, le livre va être fabriqué.`,
          'Et maintenant\u202f? Nous préparons le livre et vos contreparties\u202f; les actualités de la campagne vous diront où nous en sommes et quand elles partiront.',
        ]
      : [
          `La campagne ${guillemets(job.title)} est terminée sans atteindre son objectif\u00a0: ${campaignTally(job)}.`,
          'Et maintenant\u202f? Le livre ne sera pas fabriqué sous cette forme et votre contribution vous sera remboursée\u00a0: notre équipe revient vers vous très vite pour vous dire comment.',
        ],
    action: { label: 'Voir la campagne', url: campaignPage(ctx, job.slug) },
    outro: ['Merci de votre soutien.', asBacker],
  });
}

/** To the backer whose contribution to a campaign that failed was refunded: how much, and how. */
export function contributionRefundedEmail(job: ContributionRefunded, ctx: MailContext): RenderedEmail {
  const amount = frenchEuros(job.amount);
  return renderEmailLayout(ctx, {
    subject: `Votre contribution à ${guillemets(job.title)} est remboursée`,
    preheader: `${amount} remboursés`,
    heading: 'Contribution remboursée',
    intro: [
      `La campagne ${guillemets(job.title)} n’a pas atteint son objectif\u00a0: votre contribution de ${amount} (n°\u00a0${job.contributionId}) vous est remboursée.`,
      job.method === 'credit_note'
        ? `L’avoir n°\u00a0${job.creditNoteNumber} a été établi sur votre commande\u00a0: il est dans vos commandes, et le montant revient sur le moyen de paiement de la commande.`
        : 'Le remboursement a été fait hors de la boutique (virement ou autre moyen convenu avec notre équipe).',
    ],
    action: { label: 'Voir mes contributions', url: preferencesPage(ctx) },
    outro: ['Merci d’avoir cru à ce projet.', asBacker],
  });
}

/** To staff when a campaign ends: the figures, and what is theirs to do next. */
export function campaignOutcomeStaffEmail(job: CampaignOutcomeStaff, ctx: MailContext): RenderedEmail {
  const succeeded = job.outcome === 'succeeded';
  return renderEmailLayout(ctx, {
    subject: `Fin de campagne\u00a0: ${guillemets(job.title)} ${succeeded ? 'a réussi' : 'n’a pas atteint son objectif'}`,
    preheader: campaignTally(job),
    heading: succeeded ? 'Campagne réussie' : 'Campagne non financée',
    intro: [
      `La campagne ${guillemets(job.title)} (n°\u00a0${job.campaignId}) est terminée\u00a0: ${campaignTally(job)}.`,
      `${job.contributions} contribution${job.contributions === 1 ? '' : 's'} payée${job.contributions === 1 ? '' : 's'}, ${job.backers} contributeur·ice${job.backers === 1 ? '' : 's'}\u202f; ${job.mailedBackers} adresse${job.mailedBackers === 1 ? '' : 's'} prévenue${job.mailedBackers === 1 ? '' : 's'} par courriel (chaque contributeur·ice qui a un compte, quoi qu’il ou elle ait choisi pour les nouvelles).`,
      succeeded
        ? 'À faire\u00a0: lancer la fabrication et tenir les contributeur·ices au courant par les actualités.'
        : 'À faire\u00a0: rembourser les contributions depuis la fiche de la campagne dans l’arrière-boutique (avoir, ou remboursement fait ailleurs)\u00a0; chaque contributeur·ice remboursé·e en est prévenu·e par courriel.',
    ],
    action: { label: 'Ouvrir la campagne dans l’arrière-boutique', url: shopLink(ctx.publicUrl, ctx.label.slug, `arriere-boutique/campagnes/${job.campaignId}`) },
    outro: [],
  });
}

/** A campaign's news item, sent by staff to the backers who did not turn its news off. */
export function campaignNewsEmail(job: CampaignNews, ctx: MailContext): RenderedEmail {
  const text = richTextToPlain(job.content);
  return renderEmailLayout(ctx, {
    subject: `Des nouvelles de ${guillemets(job.title)}\u00a0: ${job.subject}`,
    preheader: text.slice(0, 120),
    heading: job.subject,
    intro: [`Des nouvelles de la campagne ${guillemets(job.title)}, que vous avez soutenue\u00a0:`],
    // Sanitised with the rich-text allowlist when staff saved it: safe to show as HTML.
    details: { html: `<div style="margin:8px 0 8px;font-size:15px;line-height:1.5;">${job.content}</div>`, text },
    action: { label: 'Lire les actualités de la campagne', url: campaignPage(ctx, job.slug, 'news') },
    outro: [stopNews(ctx)],
  });
}
