import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { frenchDate, frenchEuros } from './french-format';
import { escapeHtml } from './html';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

type VoucherPurchased = Extract<EmailJob, { type: 'voucher-purchased' }>;
type Voucher = VoucherPurchased['vouchers'][number];

const expiry = (v: Voucher) => (v.expiresOn ? `valable jusqu’au ${frenchDate(v.expiresOn)}` : 'sans date limite');

const CELL = 'padding:10px 8px;border-bottom:1px solid #e6e2da;vertical-align:top;';

/** One row per card: the code set apart (it is what the buyer copies or passes on), then value and expiry. */
function voucherTable(vouchers: Voucher[]): string {
  const rows = vouchers
    .map(
      (v) => `<tr>
<td style="${CELL}"><code style="font-family:Menlo,Consolas,monospace;font-size:16px;font-weight:bold;letter-spacing:1px;">${escapeHtml(v.code)}</code></td>
<td style="${CELL}">Carte cadeau de ${escapeHtml(frenchEuros(v.value))}<br><span style="color:#555555;font-size:14px;">${escapeHtml(expiry(v))}</span></td>
</tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 8px;border-top:1px solid #e6e2da;font-size:15px;line-height:1.4;">
${rows}
</table>`;
}

/** Sent with a paid order holding gift cards: one code per card, to use or to give. */
export function voucherPurchasedEmail(job: VoucherPurchased, ctx: MailContext): RenderedEmail {
  const url = shopLink(ctx.publicUrl, ctx.label.slug, 'compte/cartes-cadeaux');
  const many = job.vouchers.length > 1;
  return renderEmailLayout(ctx, {
    subject: `${many ? 'Vos cartes cadeaux' : 'Votre carte cadeau'} – ${ctx.label.name}`,
    preheader: `${many ? 'Les codes de vos cartes cadeaux' : 'Le code de votre carte cadeau'}, commande n°${job.reference}.`,
    heading: many ? 'Vos cartes cadeaux' : 'Votre carte cadeau',
    intro: [
      `Merci pour votre commande n°${job.reference}\u00a0! ${many ? 'Voici les codes des cartes cadeaux' : 'Voici le code de la carte cadeau'} que vous avez achetée${many ? 's' : ''}.`,
      'Offrez-les ou utilisez-les vous-même\u00a0: chaque code se saisit au moment de payer un panier, sur toute la librairie, la boutique et les financements participatifs.',
    ],
    details: {
      html: voucherTable(job.vouchers),
      text: job.vouchers.map((v) => `- ${v.code}\u00a0: carte cadeau de ${frenchEuros(v.value)}, ${expiry(v)}`).join('\n'),
    },
    action: { label: 'Voir mes cartes cadeaux', url },
    outro: ['Les cartes sont déjà rattachées à votre compte. Conservez ce courriel\u00a0: il fait foi en cas de perte des codes.'],
  });
}
