/**
 * Reads a Factur-X PDF back for the invoices' tests: its attached files (pdf-lib), its XMP metadata,
 * and the attached CII XML checked against the Factur-X 1.09 EN 16931 schema shipped with the
 * project (xmllint in WebAssembly), with small readers of the XML's elements.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFHexString, type PDFString } from '@cantoo/pdf-lib';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_DIR = join(__dirname, '../../libs/cart/src/invoices/factur-x/schema');

/** The files attached to a PDF (its EmbeddedFiles name tree, one level as pdf-lib writes it): name → bytes. */
export async function pdfAttachments(pdf: Buffer): Promise<Map<string, Buffer>> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const files = new Map<string, Buffer>();
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; names && i + 1 < names.size(); i += 2) {
    const name = (names.lookup(i) as PDFString | PDFHexString).decodeText();
    const stream = names
      .lookup(i + 1, PDFDict)
      .lookup(PDFName.of('EF'), PDFDict)
      .lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) throw new Error(`pièce jointe ${name} illisible`);
    files.set(name, Buffer.from(decodePDFRawStream(stream).decode()));
  }
  return files;
}

/**
 * How each attached file relates to the document (its file specification's AFRelationship: 'Data',
 * 'Alternative'…), for the files the catalog lists as associated files (AF, as PDF/A-3 wants): name →
 * relationship, null when the file specification has none.
 */
export async function pdfAssociatedFiles(pdf: Buffer): Promise<Map<string, string | null>> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const files = new Map<string, string | null>();
  const associated = doc.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let i = 0; associated && i < associated.size(); i++) {
    const spec = associated.lookup(i, PDFDict);
    const name = (spec.lookup(PDFName.of('UF')) ?? spec.lookup(PDFName.of('F'))) as PDFString | PDFHexString;
    files.set(name.decodeText(), spec.lookupMaybe(PDFName.of('AFRelationship'), PDFName)?.decodeText() ?? null);
  }
  return files;
}

/** The PDF's XMP metadata (the catalog's Metadata stream), '' when it has none. */
export async function pdfXmp(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const stream = doc.catalog.lookupMaybe(PDFName.of('Metadata'), PDFStream);
  if (!stream) return '';
  return Buffer.from(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents()).toString('utf8');
}

/** Validates XML against the shipped Factur-X EN 16931 XSD: `valid` and xmllint's messages. */
export async function validateFacturX(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const files = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.xsd'));
  const file = (fileName: string) => ({ fileName, contents: readFileSync(join(SCHEMA_DIR, fileName), 'utf8') });
  const result = await validateXML({
    xml: { fileName: 'factur-x.xml', contents: xml },
    schema: file('Factur-X_EN16931.xsd'),
    preload: files.filter((f) => f !== 'Factur-X_EN16931.xsd').map(file),
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}

/** The inner XML of every `<tag …>…</tag>` (tag with its prefix, e.g. 'ram:LineTotalAmount'), in order. */
export function xmlAll(xml: string, tag: string): string[] {
  const re = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...xml.matchAll(re)].map((m) => m[1].trim());
}

/** The inner XML of the first `<tag>`; throws when there is none (a missing element fails the test). */
export function xmlOne(xml: string, tag: string): string {
  const [first] = xmlAll(xml, tag);
  if (first === undefined) throw new Error(`<${tag}> absent du XML`);
  return first;
}

/** The value of an attribute of the first `<tag>` ('schemeID' of 'ram:ID'), null when absent. */
export function xmlAttribute(xml: string, tag: string, attribute: string): string | null {
  const match = xml.match(new RegExp(`<${tag}\\s[^>]*${attribute}="([^"]*)"`));
  return match ? match[1] : null;
}
