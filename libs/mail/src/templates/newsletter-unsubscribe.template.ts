import type { SubscriptionEmailJob } from '@shop/common';
import { deName } from '@shop/typography';
import { renderEmailLayout } from './email-layout';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

/**
 * Asked for on the unsubscribe page: the same signed link as the newsletters' footer, to the page
 * that asks to confirm. Only the owner of the address can follow it.
 */
export function newsletterUnsubscribeEmail(job: SubscriptionEmailJob, ctx: MailContext): RenderedEmail {
  const url = shopLink(ctx.publicUrl, ctx.label.slug, 'unsubscribe', { email: job.email, token: job.token });
  return renderEmailLayout(ctx, {
    subject: `Confirmez votre désinscription de la lettre d’information – ${ctx.label.name}`,
    preheader: 'Un clic pour ne plus recevoir notre lettre d’information.',
    heading: 'Vous souhaitez vous désinscrire\u202f?',
    intro: [
      `Nous avons reçu une demande de désinscription de la lettre d’information ${deName(ctx.label.name)} pour l’adresse ${job.email}.`,
      'Cliquez sur le bouton ci-dessous pour la confirmer.',
    ],
    action: { label: 'Confirmer ma désinscription', url },
    outro: ['Si vous n’avez rien demandé, ignorez ce message\u00a0: vous restez inscrit·e.'],
  });
}
