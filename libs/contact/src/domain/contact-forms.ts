import { CONTACT_MESSAGES as M } from './contact-messages';
import { documentKind, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from './document-type';

/** `POST api/contact/`, validated. */
export interface ContactMessageForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** An attached manuscript as received, before its type is checked. */
export interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

/** An accepted manuscript: its type is known from its bytes. */
export interface Manuscript {
  name: string;
  type: string;
  bytes: Buffer;
}

/** `POST api/project-submissions/`, validated. */
export interface ProjectSubmissionForm {
  name: string;
  email: string;
  title: string;
  summary: string;
  file: Manuscript | null;
}

/** The columns' lengths (migration 'contact'); message and summary are `text`, bounded here. */
export const LIMITS = { name: 150, email: 254, subject: 200, message: 5000, title: 200, summary: 5000, fileName: 255 } as const;

// The accounts' address rule: printable ASCII local part, dot-separated domain labels, a 2+ letter TLD.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(email: string): boolean {
  return email.length <= LIMITS.email && EMAIL.test(email) && !email.includes('..') && !email.startsWith('.') && !email.split('@')[0].endsWith('.');
}

/** The manuscript with its MIME type from its bytes (10 MB at most), or the French message refusing it. */
export function checkManuscript(file: ReceivedFile): { file: Manuscript } | { error: string } {
  const name = file.name
    .replace(/[\u0000-\u001f\u007f/\\]/g, '')
    .trim()
    .slice(-LIMITS.fileName);
  const kind = documentKind(name, file.bytes);
  if (file.bytes.length === 0) return { error: M.fileEmpty };
  if (file.bytes.length > MAX_DOCUMENT_BYTES) return { error: M.fileTooLarge };
  if (kind === null) return { error: M.fileType };
  return { file: { name, type: DOCUMENT_TYPES[kind], bytes: file.bytes } };
}
