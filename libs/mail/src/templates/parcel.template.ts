import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { frenchDate } from './french-format';
import { escapeHtml } from './html';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

type ParcelShipped = Extract<EmailJob, { type: 'parcel-shipped' }>;
type ParcelReady = Extract<EmailJob, { type: 'parcel-ready' }>;
type ParcelRescheduled = Extract<EmailJob, { type: 'parcel-rescheduled' }>;

/** What the parcel holds, as a list in both forms. */
function content(lines: { name: string; quantity: number }[], extra: [string, string][] = []): { html: string; text: string } {
  const items = lines.map((l) => `${l.name} × ${l.quantity}`);
  const facts = extra.map(([label, value]) => `<p style="margin:0 0 8px;"><strong>${escapeHtml(label)}\u00a0:</strong> ${escapeHtml(value)}</p>`).join('\n');
  const html = `${facts}
<ul style="margin:8px 0 0;padding-left:20px;font-size:15px;line-height:1.5;">
${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('\n')}
</ul>`;
  const text = [...extra.map(([label, value]) => `${label}\u00a0: ${value}`), ...items.map((i) => `- ${i}`)].join('\n');
  return { html, text };
}

/** Sent once per parcel handed to its carrier: the carrier, the tracking number and its link. */
export function parcelShippedEmail(job: ParcelShipped, ctx: MailContext): RenderedEmail {
  const order = shopLink(ctx.publicUrl, ctx.label.slug, `compte/orders/${job.cartId}`);
  const facts: [string, string][] = [['Transporteur', job.carrierName]];
  if (job.trackingNumber) facts.push(['Numéro de suivi', job.trackingNumber]);
  if (job.relayPoint) facts.push(['Point relais', job.relayPoint]);
  return renderEmailLayout(ctx, {
    subject: `Votre colis est en route – Commande n°${job.reference} – ${ctx.label.name}`,
    preheader: `Expédié le ${frenchDate(job.shippedOn)} par ${job.carrierName}.`,
    heading: 'Votre colis est en route\u202f!',
    intro: [`Un colis de votre commande n°${job.reference} est parti le ${frenchDate(job.shippedOn)} par ${job.carrierName}.`],
    details: content(job.lines, facts),
    action: job.trackingUrl ? { label: 'Suivre mon colis', url: job.trackingUrl } : { label: 'Voir ma commande', url: order },
    outro: job.trackingUrl ? [`Votre commande reste consultable dans votre compte\u00a0: ${order}`] : ['Bonne lecture\u202f!'],
  });
}

/** Sent when a paid parcel's day moves (what it holds became available sooner, or later): its new day. */
export function parcelRescheduledEmail(job: ParcelRescheduled, ctx: MailContext): RenderedEmail {
  const order = shopLink(ctx.publicUrl, ctx.label.slug, `compte/orders/${job.cartId}`);
  const sooner = job.expectedExpeditionDate < job.previousDate;
  return renderEmailLayout(ctx, {
    subject: `Nouvelle date d’envoi – Commande n°${job.reference} – ${ctx.label.name}`,
    preheader: `Votre colis partira à partir du ${frenchDate(job.expectedExpeditionDate)}.`,
    heading: sooner ? 'Votre colis partira plus tôt' : 'Votre colis partira plus tard',
    intro: [
      `Un colis de votre commande n°${job.reference} partira à partir du ${frenchDate(job.expectedExpeditionDate)}, et non plus du ${frenchDate(job.previousDate)} : ${
        sooner ? 'son contenu est disponible plus tôt que prévu.' : 'son contenu sera disponible plus tard que prévu.'
      }`,
      'Rien ne change pour le reste de votre commande ni pour ce que vous avez payé.',
    ],
    details: content(job.lines),
    action: { label: 'Voir ma commande', url: order },
    outro: sooner ? ['Bonne lecture\u202f!'] : ['Merci de votre patience. Une question\u202f? Répondez simplement à ce courriel.'],
  });
}

/** Sent once per parcel to collect, when it is put aside: where to collect it. */
export function parcelReadyEmail(job: ParcelReady, ctx: MailContext): RenderedEmail {
  const order = shopLink(ctx.publicUrl, ctx.label.slug, `compte/orders/${job.cartId}`);
  const address = ctx.seller?.address ?? null;
  return renderEmailLayout(ctx, {
    subject: `Votre commande est prête à être retirée – Commande n°${job.reference} – ${ctx.label.name}`,
    preheader: `Commande n°${job.reference} prête à être retirée.`,
    heading: 'Votre commande est prête à être retirée',
    intro: [`Le colis de votre commande n°${job.reference} vous attend à la maison d’édition.`],
    details: content(job.lines, address ? [['Adresse de retrait', address]] : []),
    action: { label: 'Voir ma commande', url: order },
    outro: ['Le retrait se fait sur rendez-vous\u00a0: répondez à ce courriel pour convenir d’un moment.'],
  });
}
