import { frenchDate, frenchEuros } from './french-format';
import { escapeHtml } from './html';

/** What the gift-card mails show of a card. */
interface VoucherCode {
  code: string;
  value: string;
  expiresOn: string | null;
}

/** 'valable jusqu’au 3 mars 2027', or 'sans date limite'. */
export const voucherExpiry = (v: { expiresOn: string | null }) => (v.expiresOn ? `valable jusqu’au ${frenchDate(v.expiresOn)}` : 'sans date limite');

const CELL = 'padding:10px 8px;border-bottom:1px solid #e6e2da;vertical-align:top;';

/**
 * One row per card: the code set apart (it is what the reader copies or passes on), then its value
 * and, below it, `note(card)` (plain text, escaped here).
 */
export function voucherCodeTable<V extends VoucherCode>(vouchers: V[], note: (v: V) => string): string {
  const rows = vouchers
    .map(
      (v) => `<tr>
<td style="${CELL}"><code style="font-family:Menlo,Consolas,monospace;font-size:16px;font-weight:bold;letter-spacing:1px;">${escapeHtml(v.code)}</code></td>
<td style="${CELL}">Carte cadeau de ${escapeHtml(frenchEuros(v.value))}<br><span style="color:#555555;font-size:14px;">${escapeHtml(note(v))}</span></td>
</tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 8px;border-top:1px solid #e6e2da;font-size:15px;line-height:1.4;">
${rows}
</table>`;
}
