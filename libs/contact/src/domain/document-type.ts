/** The manuscripts the editorial team can open, by extension, with their MIME type. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  odt: 'application/vnd.oasis.opendocument.text',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type DocumentKind = keyof typeof DOCUMENT_TYPES;

/** 10 MB: the limit the form announces and the multipart parser enforces. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** ODF packages start with an uncompressed `mimetype` entry (ODF 1.2 part 3, §3.3): its name at 30, its content right after. */
const ODT_MIMETYPE = Buffer.from(`mimetype${DOCUMENT_TYPES.odt}`, 'latin1');

/**
 * What the bytes are, whatever the name says: a PDF header, an OLE2 compound file (Word 97-2003),
 * an ODF text package, or an Office Open XML package holding a Word document. Entry names of a ZIP
 * are stored uncompressed, so looking for them in the bytes is enough.
 */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 8).equals(OLE2)) return 'doc';
  if (!bytes.subarray(0, 4).equals(ZIP)) return null;
  if (bytes.subarray(30, 30 + ODT_MIMETYPE.length).equals(ODT_MIMETYPE)) return 'odt';
  if (bytes.includes('[Content_Types].xml', 0, 'latin1') && bytes.includes('word/document.xml', 0, 'latin1')) return 'docx';
  return null;
}

/** The kind of an accepted manuscript: the extension must name what the bytes are. */
export function documentKind(fileName: string, bytes: Buffer): DocumentKind | null {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const sniffed = sniffDocument(bytes);
  return sniffed !== null && sniffed === extension ? sniffed : null;
}
