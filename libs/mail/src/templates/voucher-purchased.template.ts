import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { frenchEuros } from './french-format';
import { giftCardPrint, isGifted } from './gift-card-print';
import { safeColour } from './html';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';
import { voucherCodeTable, voucherExpiry } from './voucher-codes';

type VoucherPurchased = Extract<EmailJob, { type: 'voucher-purchased' }>;

/**
 * Sent with a paid order holding gift cards: one code per card, to use or to give. The cards bought
 * as a gift follow, each framed with its recipient's name and the buyer's message, to print or forward.
 */
export function voucherPurchasedEmail(job: VoucherPurchased, ctx: MailContext): RenderedEmail {
  const url = shopLink(ctx.publicUrl, ctx.label.slug, 'compte/cartes-cadeaux');
  const many = job.vouchers.length > 1;
  const gifted = job.vouchers.filter(isGifted);
  const print = giftCardPrint(gifted, shopLink(ctx.publicUrl, ctx.label.slug, ''), ctx.label.name, safeColour(ctx.label.primaryColour, '#1f3a5f'));
  const giftIntro =
    gifted.length === 0
      ? []
      : [
          gifted.length > 1
            ? `Vous offrez ${gifted.length} cartes cadeaux : chacune est présentée ci-dessous avec son destinataire et votre message, prête à imprimer ou à transférer.`
            : `Vous offrez une carte cadeau à ${gifted[0].recipientName} : elle est présentée ci-dessous avec votre message, prête à imprimer ou à transférer.`,
        ];
  return renderEmailLayout(ctx, {
    subject: `${many ? 'Vos cartes cadeaux' : 'Votre carte cadeau'} – ${ctx.label.name}`,
    preheader: `${many ? 'Les codes de vos cartes cadeaux' : 'Le code de votre carte cadeau'}, commande n°${job.reference}.`,
    heading: many ? 'Vos cartes cadeaux' : 'Votre carte cadeau',
    intro: [
      `Merci pour votre commande n°${job.reference}\u202f! ${many ? 'Voici les codes des cartes cadeaux' : 'Voici le code de la carte cadeau'} que vous avez achetée${many ? 's' : ''}.`,
      'Offrez-les ou utilisez-les vous-même\u00a0: chaque code se saisit au moment de payer un panier, sur toute la librairie, la boutique et les financements participatifs.',
      ...giftIntro,
    ],
    details: {
      html: [voucherCodeTable(job.vouchers, (v) => (isGifted(v) ? `pour ${v.recipientName}, ${voucherExpiry(v)}` : voucherExpiry(v))), print.html].join('\n'),
      text: [
        job.vouchers.map((v) => `- ${v.code}\u00a0: carte cadeau de ${frenchEuros(v.value)}${isGifted(v) ? ` pour ${v.recipientName}` : ''}, ${voucherExpiry(v)}`).join('\n'),
        ...(gifted.length ? [print.text] : []),
      ].join('\n\n'),
    },
    action: { label: 'Voir mes cartes cadeaux', url },
    outro: ['Les cartes sont déjà rattachées à votre compte. Conservez ce courriel\u00a0: il fait foi en cas de perte des codes.'],
  });
}
