import { readEmail } from './email';
import { asObject, FormErrors, readBoolean, readText } from './form';
import { readIban } from './iban';
import { AUTH_MESSAGES as M } from './messages';

/** §9: minimum nickname length. */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 150;

/** What a PATCH of the profile may change; absent keys are left alone. */
export interface ProfileChange {
  /** null clears the nickname. */
  nickname?: string | null;
  subscribed?: boolean;
  /** A new address: only applied once confirmed through the mailed link. */
  email?: string;
  /** A bookseller's own IBAN (electronic format); null removes it. */
  booksellerIban?: string | null;
}

/**
 * §5 Profile and Change email: nickname of 2+ characters; a valid email, equal to its
 * confirmation (`email2`) when one is sent; a bookseller's IBAN as `{bookseller: {iban}}`.
 */
export function parseProfileChange(raw: unknown): ProfileChange {
  const body = asObject(raw);
  const errors = new FormErrors();
  const change: ProfileChange = {};
  if ('nickname' in body) {
    if (body.nickname === null) change.nickname = null;
    else {
      const nickname = readText(errors, 'nickname', body.nickname, { maxLength: NICKNAME_MAX_LENGTH }) ?? '';
      if (!errors.has('nickname') && [...nickname].length < NICKNAME_MIN_LENGTH) errors.add('nickname', M.nicknameTooShort);
      else change.nickname = nickname;
    }
  }
  const subscribed = readBoolean(errors, 'subscribed', body.subscribed);
  if (subscribed !== undefined) change.subscribed = subscribed;
  if ('email' in body) {
    const email = readEmail(errors, 'email', body.email);
    if (email && body.email2 !== undefined && (typeof body.email2 !== 'string' || body.email2.trim().toLowerCase() !== email)) {
      errors.add('email2', M.emailConfirmationMismatch);
    }
    if (email) change.email = email;
  }
  // The bookseller's own terms: only the IBAN is theirs to change (staff set the others).
  if (body.bookseller !== undefined) {
    if (typeof body.bookseller !== 'object' || body.bookseller === null || Array.isArray(body.bookseller)) errors.add('bookseller', M.notAnObject);
    else {
      const iban = readIban(errors, 'iban', (body.bookseller as Record<string, unknown>).iban);
      if (iban !== undefined) change.booksellerIban = iban;
    }
  }
  errors.throwIfAny();
  return change;
}
