import type { EmailJob } from '@shop/common';
import { deName } from '@shop/typography';
import { renderEmailLayout } from './email-layout';
import { frenchEuros } from './french-format';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';
import { voucherCodeTable, voucherExpiry } from './voucher-codes';

type VoucherIssued = Extract<EmailJob, { type: 'voucher-issued' }>;

/** Sent when staff issue a voucher from the back office to an address: its code, value and expiry, as the gift-card mail shows them. */
export function voucherIssuedEmail(job: VoucherIssued, ctx: MailContext): RenderedEmail {
  const url = shopLink(ctx.publicUrl, ctx.label.slug, 'compte/cartes-cadeaux');
  const [first] = job.vouchers;
  return renderEmailLayout(ctx, {
    subject: `Votre bon d’achat – ${ctx.label.name}`,
    preheader: `Un bon d’achat de ${frenchEuros(first.value)} vous attend.`,
    heading: 'Votre bon d’achat',
    intro: [
      `L’équipe ${deName(ctx.label.name)} vous offre un bon d’achat de ${frenchEuros(first.value)}. Voici son code.`,
      'Il se saisit au moment de payer un panier, sur toute la librairie, la boutique et les financements participatifs.',
    ],
    details: {
      html: voucherCodeTable(job.vouchers, voucherExpiry),
      text: job.vouchers.map((v) => `- ${v.code}\u00a0: bon d’achat de ${frenchEuros(v.value)}, ${voucherExpiry(v)}`).join('\n'),
    },
    action: { label: 'Ajouter le bon à mon compte', url },
    outro: ['Conservez ce courriel\u00a0: il fait foi en cas de perte du code.'],
  });
}
