import { DrfValidationError } from '@shop/common';
import { parseContactMessage, parseProjectSubmission } from './contact-forms';
import { documentKind, sniffDocument } from './document-type';

const errorsOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    if (error instanceof DrfValidationError) return error.errors;
    throw error;
  }
  return null;
};

const PDF = Buffer.from('%PDF-1.4\n...');
const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const ODT = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text')]);
const DOCX = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('[Content_Types].xml word/document.xml')]);

describe('manuscript types, from their bytes', () => {
  it('recognises PDF, Word 97, ODF text and Office Open XML Word documents', () => {
    expect([PDF, DOC, ODT, DOCX].map(sniffDocument)).toEqual(['pdf', 'doc', 'odt', 'docx']);
  });

  it('refuses other files and names that lie about the bytes', () => {
    const spreadsheet = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.spreadsheet')]);
    expect(sniffDocument(spreadsheet)).toBeNull();
    expect(sniffDocument(Buffer.from('GIF89a'))).toBeNull();
    expect(documentKind('roman.pdf', DOCX)).toBeNull();
    expect(documentKind('roman', PDF)).toBeNull();
    expect(documentKind('Roman.PDF', PDF)).toBe('pdf');
  });
});

describe('contact form', () => {
  it('trims, lowercases the address, keeps line breaks in the message and flattens the subject', () => {
    expect(parseContactMessage({ name: ' Lou ', email: ' Lou@Exemple.FR ', subject: 'Un\nsujet', message: ' Ligne 1\r\nLigne 2 ' })).toEqual({
      name: 'Lou',
      email: 'lou@exemple.fr',
      subject: 'Un sujet',
      message: 'Ligne 1\nLigne 2',
    });
  });

  it('requires a name, a valid address and a message', () => {
    expect(errorsOf(() => parseContactMessage(null))).toEqual({
      name: ['Veuillez indiquer votre nom.'],
      email: ["L'adresse e-mail est requise."],
      message: ['Veuillez écrire votre message.'],
    });
    expect(errorsOf(() => parseContactMessage({ name: 3, email: 'a@b', message: 'ok' }))).toEqual({
      name: ['Une chaîne de caractères est attendue.'],
      email: ["L'adresse courriel fournie n'est pas valide"],
    });
  });
});

describe('project submission', () => {
  const fields = { name: 'Camille', email: 'camille@exemple.fr', title: 'Titre', summary: 'Résumé' };

  it('keeps the file with its MIME type from the bytes', () => {
    expect(parseProjectSubmission(fields, { name: 'roman.odt', bytes: ODT }).file).toEqual({ name: 'roman.odt', type: 'application/vnd.oasis.opendocument.text', bytes: ODT });
    expect(parseProjectSubmission(fields, null).file).toBeNull();
  });

  it('refuses an empty or wrong file', () => {
    expect(errorsOf(() => parseProjectSubmission(fields, { name: 'vide.pdf', bytes: Buffer.alloc(0) }))).toEqual({ file: ['Le fichier envoyé est vide.'] });
    expect(errorsOf(() => parseProjectSubmission(fields, { name: 'image.pdf', bytes: Buffer.from('\x89PNG') }))).toEqual({
      file: ['Le fichier doit être un document PDF, ODT, DOC ou DOCX.'],
    });
  });
});
