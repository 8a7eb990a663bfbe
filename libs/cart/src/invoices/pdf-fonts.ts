import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * The TrueType font inside a WOFF file: the same tables, inflated, behind an sfnt table directory
 * (WOFF 1.0, W3C). pdfkit reads WOFF through fontkit, but fontkit inflates the whole glyph table again
 * for every glyph it reads or subsets (seconds per page): the fonts are inflated once, here.
 */
export function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log++;
  }
  const directory = Buffer.alloc(12 + 16 * count);
  directory.writeUInt32BE(flavor, 0);
  directory.writeUInt16BE(count, 4);
  directory.writeUInt16BE(power * 16, 6);
  directory.writeUInt16BE(log, 8);
  directory.writeUInt16BE(count * 16 - power * 16, 10);
  const tables: Buffer[] = [directory];
  let offset = directory.length;
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const [tag, at, compressed, length, checksum] = [0, 4, 8, 12, 16].map((o) => woff.readUInt32BE(entry + o));
    const stored = woff.subarray(at, at + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('Damaged WOFF font');
    directory.writeUInt32BE(tag, 12 + i * 16);
    directory.writeUInt32BE(checksum, 16 + i * 16);
    directory.writeUInt32BE(offset, 20 + i * 16);
    directory.writeUInt32BE(length, 24 + i * 16);
    const padded = Buffer.alloc((length + 3) & ~3);
    data.copy(padded);
    tables.push(padded);
    offset += padded.length;
  }
  return Buffer.concat(tables);
}

/**
 * DejaVu Sans, regular and bold, for the printed documents: embedded (only the glyphs used), as PDF/A
 * wants, and with the narrow no-break space of French amounts. Resolved through the package, so that
 * the built server finds them as the tests do; read once.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export function documentFonts(): { regular: Buffer; bold: Buffer } {
  const load = (weight: number) => woffToTrueType(readFileSync(require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`)));
  return (fonts ??= { regular: load(400), bold: load(700) });
}
