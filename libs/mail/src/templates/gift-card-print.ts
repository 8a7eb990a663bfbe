import { frenchEuros } from './french-format';
import { escapeHtml } from './html';
import { voucherExpiry } from './voucher-codes';

/** A gift card bought for someone: its code and the note the buyer wrote for them. */
export interface GiftedCard {
  code: string;
  value: string;
  expiresOn: string | null;
  recipientName: string;
  message: string;
}

export const isGifted = <V extends { recipientName?: string; message?: string }>(v: V): v is V & { recipientName: string; message: string } =>
  typeof v.recipientName === 'string' && v.recipientName !== '';

/** Escaped text with its line breaks kept (a message is typed on several lines). */
const multiline = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/**
 * One card per gifted code, framed so that the buyer can print it or forward the mail as it is:
 * the recipient's name, the message, the code set apart, its value and last day, and where to use it.
 * Every text the buyer typed is escaped here.
 */
export function giftCardPrint(cards: GiftedCard[], shopUrl: string, labelName: string, colour: string): { html: string; text: string } {
  const html = cards
    .map(
      (c) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;border:2px dashed ${colour};border-radius:8px;">
<tr><td style="padding:24px 24px 20px;font-size:16px;line-height:1.5;color:#1c1c1c;">
<p style="margin:0 0 4px;font-size:13px;letter-spacing:1px;text-transform:uppercase;color:#555555;">Carte cadeau ${escapeHtml(labelName)}</p>
<p style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:22px;line-height:1.3;">Pour ${escapeHtml(c.recipientName)}</p>
${c.message ? `<p style="margin:0 0 20px;font-style:italic;">${multiline(c.message)}</p>` : ''}
<p style="margin:0 0 4px;">Code\u00a0: <code style="font-family:Menlo,Consolas,monospace;font-size:20px;font-weight:bold;letter-spacing:2px;">${escapeHtml(c.code)}</code></p>
<p style="margin:0 0 12px;">Carte cadeau de ${escapeHtml(frenchEuros(c.value))}, ${escapeHtml(voucherExpiry(c))}.</p>
<p style="margin:0;font-size:14px;color:#555555;">À saisir au moment de payer un panier sur <a href="${escapeHtml(shopUrl)}" style="color:${colour};">${escapeHtml(shopUrl)}</a>.</p>
</td></tr></table>`,
    )
    .join('\n');
  const text = cards
    .map((c) =>
      [
        '------------------------------------------',
        `Carte cadeau ${labelName}`,
        `Pour ${c.recipientName}`,
        ...(c.message ? ['', c.message, ''] : []),
        `Code\u00a0: ${c.code}`,
        `Carte cadeau de ${frenchEuros(c.value)}, ${voucherExpiry(c)}.`,
        `À saisir au moment de payer un panier sur ${shopUrl}.`,
        '------------------------------------------',
      ].join('\n'),
    )
    .join('\n\n');
  return { html, text };
}
