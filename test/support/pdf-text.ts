/**
 * Reads the text back from a PDF written by pdfkit, for the documents' tests. Page streams are
 * inflated, then each `[<hex> kern <hex>] TJ` array is decoded and joined, one line per text
 * operation: through the font's ToUnicode map for an embedded font (two bytes a glyph, as pdfkit
 * writes them), as WinAnsi for a built-in one.
 */
import { inflateSync } from 'node:zlib';

const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x92: '’', 0x97: '—', 0x9c: 'œ' };
const winAnsi = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((h) => parseInt(h, 16))
    .map((b) => WIN_ANSI[b] ?? String.fromCharCode(b))
    .join('');

/** '<0041 0042>' (UTF-16BE code units) → 'AB'. */
const utf16 = (hex: string) => {
  const units = (hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((u) => parseInt(u, 16));
  return String.fromCharCode(...units);
};

/** A ToUnicode CMap's glyph code → text (its bfrange arrays and ranges, its bfchar pairs). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const [from, to] = [parseInt(r[1], 16), parseInt(r[2], 16)];
      if (r[3].startsWith('[')) [...r[3].matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((m, i) => map.set(from + i, utf16(m[1])));
      else
        for (let code = from, first = utf16(r[3].slice(1, -1)); code <= to; code++)
          map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - from));
    }
  }
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const c of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(c[1], 16), utf16(c[2]));
  }
  return map;
}

/** Every `n 0 obj … endobj`: its dictionary text and its stream, inflated when it was compressed. */
function objects(pdf: Buffer): Map<number, { dict: string; stream: Buffer | null }> {
  const raw = pdf.toString('latin1');
  const found = new Map<number, { dict: string; stream: Buffer | null }>();
  for (const match of raw.matchAll(/(?:^|[\r\n])(\d+) 0 obj\b/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endobj', start);
    if (end < 0) break;
    const body = raw.slice(start, end);
    const streamAt = body.search(/\bstream\r?\n/);
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      const from = start + streamAt + (body.slice(streamAt).match(/^stream\r?\n/)?.[0].length ?? 0);
      const bytes = pdf.subarray(from, raw.indexOf('endstream', from));
      try {
        stream = inflateSync(bytes);
      } catch {
        stream = bytes;
      }
    }
    found.set(Number(match[1]), { dict: streamAt >= 0 ? body.slice(0, streamAt) : body, stream });
  }
  return found;
}

export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  // font resource name ('F2') → its ToUnicode map, for the embedded fonts
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of all.values()) {
    for (const fonts of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, ref] of fonts[1].matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
        const cmapRef = all.get(Number(ref))?.dict.match(/\/ToUnicode\s+(\d+) 0 R/);
        const cmap = cmapRef && all.get(Number(cmapRef[1]))?.stream;
        if (cmap) maps.set(name, toUnicode(cmap.toString('latin1')));
      }
    }
  }
  const lines: string[] = [];
  for (const { stream } of all.values()) {
    if (!stream) continue;
    let map: Map<number, string> | undefined;
    for (const op of stream.toString('latin1').matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        map = maps.get(op[1]);
        continue;
      }
      const decode = map ? (hex: string) => (hex.match(/.{4}/g) ?? []).map((g) => map!.get(parseInt(g, 16)) ?? '').join('') : winAnsi;
      lines.push([...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1])).join(''));
    }
  }
  return lines.join('\n');
}
