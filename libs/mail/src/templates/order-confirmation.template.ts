import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { frenchDate, frenchEuros } from './french-format';
import { escapeHtml } from './html';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

type OrderConfirmation = Extract<EmailJob, { type: 'order-confirmation' }>;

/** Payment means as the shop names them (spec section 9), and vouchers. */
const MEANS: Record<OrderConfirmation['paidWith'], string> = {
  'credit-card': 'carte bancaire',
  'sepa-debit': 'prélèvement',
  wire: 'virement',
  voucher: 'bon d’achat',
};

const CELL = 'padding:8px;border-bottom:1px solid #e6e2da;vertical-align:top;';
const AMOUNT = `${CELL}text-align:right;white-space:nowrap;`;

/** The order's lines, then shipping, vouchers and the total, as a table and as text. */
function summary(job: OrderConfirmation): { html: string; text: string } {
  const rows: [string, string][] = [
    ...job.lines.map((l): [string, string] => [`${l.name} × ${l.quantity}`, frenchEuros(l.total)]),
    ['Livraison', frenchEuros(job.shipping)],
    ...(Number(job.vouchers) > 0 ? [['Bons d’achat', `−${frenchEuros(job.vouchers)}`] as [string, string]] : []),
  ];
  const html = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0;border-top:1px solid #e6e2da;font-size:15px;line-height:1.4;">
${rows.map(([label, amount]) => `<tr><td style="${CELL}">${escapeHtml(label)}</td><td style="${AMOUNT}">${escapeHtml(amount)}</td></tr>`).join('\n')}
<tr><td style="${CELL}font-weight:bold;">Total TTC</td><td style="${AMOUNT}font-weight:bold;">${escapeHtml(frenchEuros(job.total))}</td></tr>
</table>`;
  const text = [...rows.map(([label, amount]) => `- ${label}\u00a0: ${amount}`), `Total TTC\u00a0: ${frenchEuros(job.total)}`].join('\n');
  return { html, text };
}

/** Sent once an order is paid: its reference, invoice number, what was bought and a link to the order. */
export function orderConfirmationEmail(job: OrderConfirmation, ctx: MailContext): RenderedEmail {
  const url = shopLink(ctx.publicUrl, ctx.label.slug, `compte/orders/${job.cartId}`);
  return renderEmailLayout(ctx, {
    subject: `Votre commande n°${job.reference} – ${ctx.label.name}`,
    preheader: `Commande n°${job.reference} enregistrée, facture ${job.invoiceNumber}.`,
    heading: 'Merci pour votre commande\u00a0!',
    intro: [
      `Votre commande n°${job.reference} a bien été enregistrée, merci de votre confiance.`,
      `Facture ${job.invoiceNumber} du ${frenchDate(job.paidOn)}, réglée par ${MEANS[job.paidWith]}.`,
    ],
    details: summary(job),
    action: { label: 'Voir ma commande', url },
    outro: ['Vous serez informé·e par e-mail de l’expédition de chaque colis.'],
  });
}
