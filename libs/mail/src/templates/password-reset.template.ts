import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

type PasswordReset = Extract<EmailJob, { type: 'password-reset' }>;

/** Sent on "mot de passe oublié": the link to the SPA's `reset-password` page (email and token). */
export function passwordResetEmail(job: PasswordReset, ctx: MailContext): RenderedEmail {
  const url = shopLink(ctx.publicUrl, ctx.label.slug, 'reset-password', { email: job.email, token: job.token });
  return renderEmailLayout(ctx, {
    subject: `Réinitialisation de votre mot de passe – ${ctx.label.name}`,
    preheader: 'Choisissez un nouveau mot de passe pour votre compte.',
    heading: 'Mot de passe oublié\u202f?',
    intro: [`Nous avons reçu une demande de réinitialisation du mot de passe du compte ${job.email}.`, 'Cliquez sur le bouton ci-dessous pour en choisir un nouveau.'],
    action: { label: 'Choisir un nouveau mot de passe', url },
    outro: ['Si vous n’avez rien demandé, ignorez ce message\u00a0: votre mot de passe actuel reste valable.'],
  });
}
