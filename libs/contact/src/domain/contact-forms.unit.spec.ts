import { checkManuscript } from './contact-forms';
import { documentKind, sniffDocument } from './document-type';

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

describe('manuscript', () => {
  it('keeps the file with its MIME type from the bytes, its name without path or control characters', () => {
    expect(checkManuscript({ name: 'roman.odt', bytes: ODT })).toEqual({ file: { name: 'roman.odt', type: 'application/vnd.oasis.opendocument.text', bytes: ODT } });
    expect(checkManuscript({ name: '../\u0001roman.pdf', bytes: PDF })).toEqual({ file: { name: '..roman.pdf', type: 'application/pdf', bytes: PDF } });
  });

  it('refuses an empty or wrong file', () => {
    expect(checkManuscript({ name: 'vide.pdf', bytes: Buffer.alloc(0) })).toEqual({ error: 'Le fichier envoyé est vide.' });
    expect(checkManuscript({ name: 'image.pdf', bytes: Buffer.from('\x89PNG') })).toEqual({ error: 'Le fichier doit être un document PDF, ODT, DOC ou DOCX.' });
  });
});
