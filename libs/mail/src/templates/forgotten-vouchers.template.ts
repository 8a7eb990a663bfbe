import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { frenchEuros } from './french-format';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';
import { voucherCodeTable, voucherExpiry } from './voucher-codes';

type ForgottenVouchers = Extract<EmailJob, { type: 'forgotten-vouchers' }>;

/** Answers "J’ai perdu mes codes de bon d’achat\u202f?": every card tied to the address, with what is left on it. */
export function forgottenVouchersEmail(job: ForgottenVouchers, ctx: MailContext): RenderedEmail {
  const url = shopLink(ctx.publicUrl, ctx.label.slug, 'compte/cartes-cadeaux');
  const none = job.vouchers.length === 0;
  const intro = none
    ? [`Aucune carte cadeau n’est rattachée à l’adresse ${job.to}.`]
    : [`Voici ${job.vouchers.length > 1 ? 'les codes des cartes cadeaux rattachées' : 'le code de la carte cadeau rattachée'} à l’adresse ${job.to}.`];
  return renderEmailLayout(ctx, {
    subject: `Vos codes de cartes cadeaux – ${ctx.label.name}`,
    preheader: none ? 'Aucune carte cadeau trouvée pour votre adresse.' : 'Vos codes et ce qu’il reste sur chaque carte.',
    heading: 'Vos cartes cadeaux',
    intro,
    details: none
      ? undefined
      : {
          html: voucherCodeTable(job.vouchers, (v) => `reste ${frenchEuros(v.remaining)}, ${voucherExpiry(v)}`),
          text: job.vouchers.map((v) => `- ${v.code}\u00a0: carte cadeau de ${frenchEuros(v.value)}, reste ${frenchEuros(v.remaining)}, ${voucherExpiry(v)}`).join('\n'),
        },
    action: { label: 'Voir mes cartes cadeaux', url },
    outro: ['Saisissez un code au moment de payer votre panier pour utiliser le montant restant.'],
  });
}
