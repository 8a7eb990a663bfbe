import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

type AccountConfirmation = Extract<EmailJob, { type: 'account-confirmation' }>;

/** Sent after registration: the link to the SPA's `confirm` page, which posts email and token back. */
export function accountConfirmationEmail(job: AccountConfirmation, ctx: MailContext): RenderedEmail {
  const url = shopLink(ctx.publicUrl, ctx.label.slug, 'confirm', { email: job.email, token: job.token });
  return renderEmailLayout(ctx, {
    subject: `Bienvenue chez ${ctx.label.name}\u202f! Confirmez votre adresse e-mail`,
    preheader: 'Un clic pour activer votre compte.',
    heading: `Bienvenue chez ${ctx.label.name}\u202f!`,
    intro: [`Votre compte a bien été créé avec l’adresse ${job.email}.`, 'Pour l’activer, il ne reste plus qu’à confirmer votre adresse e-mail.'],
    action: { label: 'Confirmer mon adresse', url },
    outro: ['Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement ce message\u00a0: aucun compte ne sera activé.'],
  });
}
