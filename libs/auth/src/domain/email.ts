import { AUTH_MESSAGES as M } from './messages';

/** Longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

// Local part: printable ASCII without spaces or '@'; domain: dot-separated labels, a 2+ letter TLD.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Accounts are found by address whatever its case: stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) && !email.includes('..') && !email.startsWith('.') && !email.split('@')[0].endsWith('.');
}

export interface EmailMessages {
  required: string;
  invalid: string;
}

/** The login and registration wording of §5. */
export const EMAIL_MESSAGES: EmailMessages = { required: M.emailRequired, invalid: M.emailInvalid };
