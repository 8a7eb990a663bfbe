import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

type EmailChange = Extract<EmailJob, { type: 'email-change' }>;

/** Sent to the new address: proves the reader owns it before the account switches to it. */
export function emailChangeEmail(job: EmailChange, ctx: MailContext): RenderedEmail {
  const url = shopLink(ctx.publicUrl, ctx.label.slug, 'compte/email/confirmer', { token: job.token });
  return renderEmailLayout(ctx, {
    subject: `Confirmez votre nouvelle adresse e-mail – ${ctx.label.name}`,
    preheader: 'Un clic pour utiliser cette adresse pour votre compte.',
    heading: 'Confirmez votre nouvelle adresse',
    intro: [`Vous avez demandé à utiliser l’adresse ${job.newEmail} pour votre compte ${ctx.label.name}.`, 'Confirmez ce changement en cliquant sur le bouton ci-dessous.'],
    action: { label: 'Confirmer ma nouvelle adresse', url },
    outro: [
      'Tant que ce changement n’est pas confirmé, votre ancienne adresse reste celle de votre compte.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    ],
  });
}
