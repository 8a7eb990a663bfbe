import { AUTH_MESSAGES as M } from './messages';

/** §9: minimum password length (the login screen's hint says 5; 8 is what is enforced). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so that nobody makes the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

export interface NewPasswordMessages {
  required: string;
  tooShort: string;
}

/** Registration and reset wording (§5). */
export const PASSWORD_MESSAGES: NewPasswordMessages = { required: M.passwordRequired, tooShort: M.passwordTooShort };
/** Change-password wording (§5). */
export const NEW_PASSWORD_MESSAGES: NewPasswordMessages = { required: M.newPasswordRequired, tooShort: M.newPasswordTooShort };

/** Characters as a person counts them (code points: an emoji is one), without copying the text. */
export function passwordLength(password: string): number {
  let length = 0;
  for (let i = 0; i < password.length; i++) {
    const code = password.charCodeAt(i);
    // The second half of a surrogate pair belongs to the character before it.
    if (code < 0xdc00 || code > 0xdfff) length++;
  }
  return length;
}

/** Text that is not only spaces: a password of blanks counts as none (spaces inside are kept as typed). */
export function isGivenPassword(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A password that may be chosen: given, 8 to 128 characters. */
export function isAcceptablePassword(value: unknown): value is string {
  return isGivenPassword(value) && passwordLength(value) >= PASSWORD_MIN_LENGTH && passwordLength(value) <= PASSWORD_MAX_LENGTH;
}
