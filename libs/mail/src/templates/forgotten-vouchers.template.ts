import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { frenchDate, frenchEuros } from './french-format';
import { escapeHtml } from './html';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

type ForgottenVouchers = Extract<EmailJob, { type: 'forgotten-vouchers' }>;
type Voucher = ForgottenVouchers['vouchers'][number];

const expiry = (v: Voucher) => (v.expiresOn ? `valable jusqu’au ${frenchDate(v.expiresOn)}` : 'sans date limite');

const CELL = 'padding:10px 8px;border-bottom:1px solid #e6e2da;vertical-align:top;';

/** One row per card: the code set apart (it is what the reader copies), then amounts and expiry. */
function voucherTable(vouchers: Voucher[]): string {
  const rows = vouchers
    .map(
      (v) => `<tr>
<td style="${CELL}"><code style="font-family:Menlo,Consolas,monospace;font-size:16px;font-weight:bold;letter-spacing:1px;">${escapeHtml(v.code)}</code></td>
<td style="${CELL}">Carte cadeau de ${escapeHtml(frenchEuros(v.value))}<br><span style="color:#555555;font-size:14px;">reste ${escapeHtml(frenchEuros(v.remaining))}, ${escapeHtml(expiry(v))}</span></td>
</tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 8px;border-top:1px solid #e6e2da;font-size:15px;line-height:1.4;">
${rows}
</table>`;
}

/** Answers "J’ai perdu mes codes de bon d’achat\u00a0?": every card tied to the address, with what is left on it. */
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
          html: voucherTable(job.vouchers),
          text: job.vouchers
            .map((v) => `- ${v.code}\u00a0: carte cadeau de ${frenchEuros(v.value)}, reste ${frenchEuros(v.remaining)}, ${expiry(v)}`)
            .join('\n'),
        },
    action: { label: 'Voir mes cartes cadeaux', url },
    outro: ['Saisissez un code au moment de payer votre panier pour utiliser le montant restant.'],
  });
}
