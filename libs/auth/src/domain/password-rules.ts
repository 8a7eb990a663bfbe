import { FormErrors, readText } from './form';
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

/** Reads a password being chosen: required, 8 to 128 characters, spaces kept as typed. */
export function readNewPassword(errors: FormErrors, field: string, value: unknown, messages: NewPasswordMessages): string | undefined {
  const password = readText(errors, field, value, { required: true, requiredMessage: messages.required, raw: true });
  if (!password) return undefined;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) errors.add(field, messages.tooShort);
  else if (length > PASSWORD_MAX_LENGTH) errors.add(field, M.passwordTooLong);
  else return password;
  return undefined;
}

/** An optional confirmation field: when sent, it must equal the password. */
export function checkConfirmation(errors: FormErrors, field: string, value: unknown, password: string | undefined, mismatch: string): void {
  if (value === undefined || value === null || password === undefined) return;
  if (value !== password) errors.add(field, mismatch);
}
