/** The image kinds staff may upload, named as sharp's metadata names their format. */
export type UploadKind = 'png' | 'jpeg' | 'webp' | 'svg';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** How far into a file its `<svg` root may start (after a BOM, an XML declaration, comments, a doctype). */
const SVG_HEAD_BYTES = 4096;

/** What may stand before an SVG's root element: blanks, the XML declaration, processing instructions, comments, a doctype without an internal subset. */
const SVG_PROLOGUE = /^(?:\s+|<\?[^]*?\?>|<!--[^]*?-->|<!DOCTYPE\s+svg[^[>]*>)*/i;

/** An SVG document: its root element comes first, once the prologue is passed. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, SVG_HEAD_BYTES)
    .toString('utf8')
    .replace(/^\ufeff/, '');
  const rest = head.slice(SVG_PROLOGUE.exec(head)?.[0].length ?? 0);
  return /^<svg[\s>/]/.test(rest);
}

/**
 * What the bytes are, whatever the file's name or the client's Content-Type say: the PNG
 * signature, a JPEG start-of-image marker, a RIFF container of WebP, or an SVG root element.
 * An SVG declaring entities is refused outright (entity expansion, external entities).
 */
export function sniffImage(bytes: Buffer): UploadKind | null {
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG)) return 'jpeg';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (looksLikeSvg(bytes) && !bytes.includes('<!ENTITY', 0, 'latin1')) return 'svg';
  return null;
}
