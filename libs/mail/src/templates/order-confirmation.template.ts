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

/** How the rest was settled: paid at once by card, or owed on terms by direct debit or wire. */
const AFTER_VOUCHERS: Record<OrderConfirmation['paidWith'], string> = {
  'credit-card': 'Payé par carte bancaire',
  'sepa-debit': 'À régler par prélèvement',
  wire: 'À régler par virement',
  voucher: 'Reste à payer',
};

/**
 * The order's lines, shipping and the total, then each voucher with the amount it took and what
 * the payment means paid: the figures of the cart, the confirmation page and the account.
 */
function summary(job: OrderConfirmation): { html: string; text: string } {
  const rows: [string, string][] = job.noVat
    ? professionalRows(job, job.noVat)
    : [...job.lines.map((l): [string, string] => [`${l.name} × ${l.quantity}`, frenchEuros(l.total)]), ['Livraison', frenchEuros(job.shipping)]];
  // Mails written before the usages were listed carry the vouchers' sum alone.
  const usages = job.voucherUsages ?? (Number(job.vouchers) > 0 ? [{ code: '', amount: job.vouchers }] : []);
  const after: [string, string][] = [...usages.map((u): [string, string] => [u.code ? `Bon d’achat ${u.code}` : 'Bons d’achat', `−${frenchEuros(u.amount)}`])];
  const rest = job.totalAfterVouchers ?? (Number(job.total) - Number(job.vouchers)).toFixed(2);
  const onTerms = job.paidWith === 'sepa-debit' || job.paidWith === 'wire';
  // What the means paid after the vouchers, or what an order on terms owes.
  if (Number(rest) > 0 && (usages.length > 0 || onTerms)) after.push([AFTER_VOUCHERS[job.paidWith], frenchEuros(rest)]);
  const total: [string, string] = ['Total TTC', frenchEuros(job.total)];
  const tr = ([label, amount]: [string, string], bold = false) =>
    `<tr><td style="${CELL}${bold ? 'font-weight:bold;' : ''}">${escapeHtml(label)}</td><td style="${AMOUNT}${bold ? 'font-weight:bold;' : ''}">${escapeHtml(amount)}</td></tr>`;
  const html = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0;border-top:1px solid #e6e2da;font-size:15px;line-height:1.4;">
${[...rows.map((r) => tr(r)), tr(total, true), ...after.map((r, i) => tr(r, i === after.length - 1 && usages.length < after.length))].join('\n')}
</table>`;
  const text = [...rows, total, ...after].map(([label, amount]) => `- ${label}\u00a0: ${amount}`).join('\n');
  return { html, text };
}

/** '5,5 %', '20 %' from the API's "5.50". */
const frenchRate = (rate: string) => `${Number(rate).toLocaleString('fr-FR')}\u00a0%`;

/**
 * A bookseller's rows, without VAT as its invoice: each line as quantity × unit HT = total HT, the
 * shipping HT, the total HT, then the VAT of each rate on its base (docs/pricing.md).
 */
function professionalRows(job: OrderConfirmation, noVat: NonNullable<OrderConfirmation['noVat']>): [string, string][] {
  return [
    ...job.lines.map((l): [string, string] => [
      l.unitNoVat ? `${l.name}, ${l.quantity} × ${frenchEuros(l.unitNoVat)} HT` : `${l.name} × ${l.quantity}`,
      `${frenchEuros(l.totalNoVat ?? l.total)} HT`,
    ]),
    ['Livraison HT', frenchEuros(noVat.shipping)],
    ['Total HT', frenchEuros(noVat.total)],
    ...noVat.vat.map((v): [string, string] => [`TVA ${frenchRate(v.rate)} sur ${frenchEuros(v.base)}`, frenchEuros(v.amount)]),
  ];
}

/** How the invoice is settled: paid at once, or owed by wire before the due date, or debited that day. */
function settlement(job: OrderConfirmation): string {
  const invoice = `Facture ${job.invoiceNumber} du ${frenchDate(job.paidOn)}`;
  if (job.dueDate && job.paidWith === 'wire') return `${invoice}, à régler par virement avant le ${frenchDate(job.dueDate)}.`;
  if (job.dueDate && job.paidWith === 'sepa-debit') return `${invoice}, prélevée le ${frenchDate(job.dueDate)} sur le compte que vous nous avez indiqué.`;
  return `${invoice}, réglée par ${MEANS[job.paidWith]}.`;
}

/** A wire's instructions: the seller's account and the reference that matches the transfer to the order. */
function wireInstructions(job: OrderConfirmation, ctx: MailContext): string[] {
  const bank = ctx.seller?.bank;
  if (job.paidWith !== 'wire' || !bank || Number(job.totalAfterVouchers ?? job.total) <= 0) return [];
  return [`Coordonnées du virement\u00a0: bénéficiaire ${bank.holder}, IBAN ${bank.iban}, BIC ${bank.bic}, référence à indiquer\u00a0: ${job.reference}.`];
}

/** Sent once an order is paid: its reference, invoice number, what was bought and a link to the order. */
export function orderConfirmationEmail(job: OrderConfirmation, ctx: MailContext): RenderedEmail {
  // A bookseller's orders are in the bookseller area: the account area sends them there anyway.
  const url = shopLink(ctx.publicUrl, ctx.label.slug, job.professional ? `libraire/commandes/${job.cartId}` : `compte/orders/${job.cartId}`);
  return renderEmailLayout(ctx, {
    subject: `Votre commande n°${job.reference} – ${ctx.label.name}`,
    preheader: `Commande n°${job.reference} enregistrée, facture ${job.invoiceNumber}.`,
    heading: 'Merci pour votre commande\u202f!',
    intro: [`Votre commande n°${job.reference} a bien été enregistrée, merci de votre confiance.`, settlement(job), ...wireInstructions(job, ctx)],
    details: summary(job),
    action: { label: 'Voir ma commande', url },
    outro: ['Vous serez informé·e par e-mail de l’expédition de chaque colis.', ...contractTerms(job, ctx)],
  });
}

/**
 * The contract's confirmation on a durable medium (Code de la consommation, L221-13): where the
 * conditions of sale accepted with the order are, and, for a consumer, the right of withdrawal in the
 * words of the CGV (section 7). A bookseller buys as a professional: the conditions alone.
 */
function contractTerms(job: OrderConfirmation, ctx: MailContext): string[] {
  const cgv = shopLink(ctx.publicUrl, ctx.label.slug, 'legal/cgv');
  const terms = `Conditions générales de vente acceptées avec cette commande\u00a0: ${cgv}`;
  if (job.professional) return [terms];
  const contact = shopLink(ctx.publicUrl, ctx.label.slug, 'contact');
  return [
    terms,
    `Droit de rétractation\u00a0: vous disposez de quatorze jours à compter de la réception de vos articles pour vous rétracter, sans avoir à vous justifier, en nous écrivant depuis la page de contact (${contact}). Ce droit ne s’applique pas aux livres dédicacés ou personnalisés à votre demande.`,
  ];
}
