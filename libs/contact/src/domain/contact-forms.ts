import { DrfValidationError, FieldErrors } from '@shop/common';
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

/** `POST api/project-submissions/`, validated; the file's type is known from its bytes. */
export interface ProjectSubmissionForm {
  name: string;
  email: string;
  title: string;
  summary: string;
  file: { name: string; type: string; bytes: Buffer } | null;
}

export const LIMITS = { name: 150, email: 254, subject: 200, message: 5000, title: 200, summary: 5000, fileName: 255 } as const;

// The accounts' address rule: printable ASCII local part, dot-separated domain labels, a 2+ letter TLD.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(email: string): boolean {
  return email.length <= LIMITS.email && EMAIL.test(email) && !email.includes('..') && !email.startsWith('.') && !email.split('@')[0].endsWith('.');
}

class Errors {
  readonly body: FieldErrors = {};
  add(field: string, message: string): void {
    (this.body[field] ??= []).push(message);
  }
  throwIfAny(): void {
    if (Object.keys(this.body).length > 0) throw new DrfValidationError(this.body);
  }
}

/** A text field, trimmed; '' when missing (with the message when it is required). Control characters but line breaks and tabs are dropped. */
function text(errors: Errors, field: string, raw: unknown, max: number, required?: string): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    errors.add(field, M.notAString);
    return '';
  }
  const value = (raw ?? '').replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  if (value === '') {
    if (required) errors.add(field, required);
    return '';
  }
  if ([...value].length > max) errors.add(field, M.maxLength(max));
  return value;
}

/** One line: names, subjects and titles never carry line breaks (they go into mail subjects). */
function line(errors: Errors, field: string, raw: unknown, max: number, required?: string): string {
  return text(errors, field, raw, max, required).replace(/\s+/g, ' ');
}

function email(errors: Errors, raw: unknown): string {
  const value = line(errors, 'email', raw, LIMITS.email, M.emailRequired).toLowerCase();
  if (value !== '' && !isValidEmail(value)) errors.add('email', M.emailInvalid);
  return value;
}

const body = (raw: unknown): Record<string, unknown> => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {});

/** Validates a contact message; throws every field's errors at once (400). */
export function parseContactMessage(raw: unknown): ContactMessageForm {
  const input = body(raw);
  const errors = new Errors();
  const form = {
    name: line(errors, 'name', input.name, LIMITS.name, M.nameRequired),
    email: email(errors, input.email),
    subject: line(errors, 'subject', input.subject, LIMITS.subject),
    message: text(errors, 'message', input.message, LIMITS.message, M.messageRequired),
  };
  errors.throwIfAny();
  return form;
}

/** Validates a project submission and its optional manuscript (type from its bytes, 10 MB at most). */
export function parseProjectSubmission(raw: unknown, file: ReceivedFile | null): ProjectSubmissionForm {
  const input = body(raw);
  const errors = new Errors();
  const form = {
    name: line(errors, 'name', input.name, LIMITS.name, M.nameRequired),
    email: email(errors, input.email),
    title: line(errors, 'title', input.title, LIMITS.title, M.titleRequired),
    summary: text(errors, 'summary', input.summary, LIMITS.summary, M.summaryRequired),
    file: null as ProjectSubmissionForm['file'],
  };
  if (file) {
    const name = file.name.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim().slice(-LIMITS.fileName);
    const kind = documentKind(name, file.bytes);
    if (file.bytes.length === 0) errors.add('file', M.fileEmpty);
    else if (file.bytes.length > MAX_DOCUMENT_BYTES) errors.add('file', M.fileTooLarge);
    else if (kind === null) errors.add('file', M.fileType);
    else form.file = { name, type: DOCUMENT_TYPES[kind], bytes: file.bytes };
  }
  errors.throwIfAny();
  return form;
}
