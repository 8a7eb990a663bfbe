import type { EmailJob } from '@shop/common';
import { renderEmailLayout } from './email-layout';
import { frenchDate, frenchEuros } from './french-format';
import { escapeHtml } from './html';
import { shopLink } from './links';
import type { MailContext, RenderedEmail } from './mail-context';

type OrderRefunded = Extract<EmailJob, { type: 'order-refunded' }>;

/** What is refunded and how the money comes back, as label/value rows and a list, in both forms. */
function refundDetails(job: OrderRefunded): { html: string; text: string } {
  const items = [...job.lines.map((l) => `${l.name} × ${l.quantity} : ${frenchEuros(l.total)}`), ...(job.shipping ? [`Frais de port : ${frenchEuros(job.shipping)}`] : [])];
  const facts: [string, string][] = [
    ['Montant remboursé', frenchEuros(job.amount)],
    ['Avoir', `n°${job.creditNoteNumber}`],
  ];
  if (job.card) facts.push(['Sur votre carte bancaire', `${frenchEuros(job.card)} (sous quelques jours ouvrés, selon votre banque)`]);
  if (job.voucher) facts.push([`Bon d’achat ${job.voucher.code}`, `${frenchEuros(job.voucher.amount)}, valable jusqu’au ${frenchDate(job.voucher.expiresOn)}`]);
  if (job.reason) facts.push(['Motif', job.reason]);
  const html = `${facts.map(([label, value]) => `<p style="margin:0 0 8px;"><strong>${escapeHtml(label)}\u00a0:</strong> ${escapeHtml(value)}</p>`).join('\n')}
<ul style="margin:8px 0 0;padding-left:20px;font-size:15px;line-height:1.5;">
${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('\n')}
</ul>`;
  const text = [...facts.map(([label, value]) => `${label}\u00a0: ${value}`), ...items.map((i) => `- ${i}`)].join('\n');
  return { html, text };
}

/**
 * Sent to the customer for every refund of a paid order and for its cancellation, whatever their
 * preferences: it is their money. Says what is refunded, the credit note, and where the money goes
 * (the card, a voucher with its code).
 */
export function orderRefundedEmail(job: OrderRefunded, ctx: MailContext): RenderedEmail {
  const order = shopLink(ctx.publicUrl, ctx.label.slug, `compte/orders/${job.cartId}`);
  const what = job.cancelled ? `Votre commande n°${job.reference} est annulée` : `Remboursement de votre commande n°${job.reference}`;
  return renderEmailLayout(ctx, {
    subject: `${what} – ${ctx.label.name}`,
    preheader: `${frenchEuros(job.amount)} remboursés, avoir n°${job.creditNoteNumber}.`,
    heading: job.cancelled ? 'Votre commande est annulée' : 'Votre remboursement',
    intro: [
      job.cancelled
        ? `Nous avons annulé votre commande n°${job.reference} et vous remboursons ${frenchEuros(job.amount)}. Aucun colis ne partira.`
        : `Nous vous remboursons ${frenchEuros(job.amount)} sur votre commande n°${job.reference}.`,
    ],
    details: refundDetails(job),
    action: { label: 'Voir ma commande', url: order },
    outro: [
      ...(job.voucher ? ['Votre bon d’achat est rattaché à votre compte : saisissez son code dans votre panier lors d’une prochaine commande.'] : []),
      'Une question\u202f? Répondez simplement à ce courriel.',
    ],
  });
}
