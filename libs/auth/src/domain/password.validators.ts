import { looksLikeAccountToken } from './account-token';
import { EMAIL_MESSAGES, readEmail } from './email';
import { asObject, FormErrors, readText } from './form';
import { AUTH_MESSAGES as M } from './messages';
import { checkConfirmation, NEW_PASSWORD_MESSAGES, PASSWORD_MESSAGES, readNewPassword } from './password-rules';

/** §5 Login: email required and valid, password required (no length rule: old accounts must still log in). */
export function parseLogin(raw: unknown): { email: string; password: string } {
  const body = asObject(raw);
  const errors = new FormErrors();
  const email = readEmail(errors, 'email', body.email);
  const password = readText(errors, 'password', body.password, { required: true, requiredMessage: M.passwordRequired, raw: true });
  errors.throwIfAny();
  return { email: email!, password: password! };
}

/** §5 Forgot password: a valid email, with that form's own wording. */
export function parseForgotPassword(raw: unknown): { email: string } {
  const errors = new FormErrors();
  const email = readEmail(errors, 'email', asObject(raw).email, { required: EMAIL_MESSAGES.required, invalid: M.forgotEmailInvalid });
  errors.throwIfAny();
  return { email: email! };
}

/** §5 Reset password: the mailed email and token, a new password of 8+ characters (and its confirmation when sent). */
export function parseResetPassword(raw: unknown): { email: string; token: string; password: string } {
  const body = asObject(raw);
  const errors = new FormErrors();
  const email = readEmail(errors, 'email', body.email);
  if (body.token === undefined || body.token === null || body.token === '') errors.add('token', M.tokenRequired);
  const password = readNewPassword(errors, 'password', body.password, PASSWORD_MESSAGES);
  checkConfirmation(errors, 'password2', body.password2, password, M.passwordMismatch);
  errors.throwIfAny();
  // A token of the wrong shape is just an invalid link (400 detail), decided by the handler.
  return { email: email!, token: looksLikeAccountToken(body.token) ? body.token : '', password: password! };
}

/** §5 Change password: the old one, a new one of 8+ characters (and its confirmation when sent). */
export function parseChangePassword(raw: unknown): { oldPassword: string; password: string } {
  const body = asObject(raw);
  const errors = new FormErrors();
  const oldPassword = readText(errors, 'oldpassword', body.oldpassword, { required: true, requiredMessage: M.oldPasswordRequired, raw: true });
  const password = readNewPassword(errors, 'password', body.password, NEW_PASSWORD_MESSAGES);
  checkConfirmation(errors, 'password2', body.password2, password, M.newPasswordMismatch);
  errors.throwIfAny();
  return { oldPassword: oldPassword!, password: password! };
}

/** Forms that only carry an email (unsubscribe, forgotten vouchers). */
export function parseEmailOnly(raw: unknown): { email: string } {
  const errors = new FormErrors();
  const email = readEmail(errors, 'email', asObject(raw).email);
  errors.throwIfAny();
  return { email: email! };
}
