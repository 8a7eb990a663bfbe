/**
 * Reads the text back from a PDF written by pdfkit with its built-in fonts, for the invoices'
 * tests. Page streams are inflated, then each `[<hex> kern <hex>] TJ`
 * array is decoded (WinAnsi) and joined, one line per text operation.
 */
import { inflateSync } from 'node:zlib';

const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x92: '’', 0x97: '—', 0x9c: 'œ' };
const decode = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((h) => parseInt(h, 16))
    .map((b) => WIN_ANSI[b] ?? String.fromCharCode(b))
    .join('');

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  const stream = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      contents.push(bytes.toString('latin1'));
    }
    stream.lastIndex = end + 'endstream'.length;
  }
  const lines: string[] = [];
  for (const content of contents) {
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) lines.push([...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1])).join(''));
  }
  return lines.join('\n');
}
