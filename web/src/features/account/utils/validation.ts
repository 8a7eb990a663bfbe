import type { FieldErrors } from '@/hooks/use-form';
import { isValidEmail } from '@/lib/email';

/** Spec §9: minimum nickname and password lengths. */
export const NICKNAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;
/** The API's bound on a contribution's comment. */
export const COMMENT_MAX_LENGTH = 500;

/** The texts of spec §5 and §8 for the account forms, word for word (typos included). */
export const ACCOUNT_MESSAGES = {
  nicknameTooShort: 'Le nom doit comporter au moins deux caractères',
  nicknameTaken: "Le nom d'utilisateur n'est pas valide",
  oldPasswordRequired: "L'ancien mot de passe est nécessaire",
  newPasswordRequired: 'Le nouveau mot de passe est requis',
  /** Not quoted by the spec (it only says the confirmation is required): the confirmation's own words, not the new password's again. */
  newPasswordConfirmationRequired: 'La confirmation du nouveau mot de passe est requise',
  newPasswordTooShort: 'Le nouveau mot de passe doit être long de plus de 8 caractères',
  newPasswordMismatch: 'Le nouveau mot de passe et sa confirmation ne sont pas identique',
  wrongOldPassword: "Le mot de passe fourni comme ancien mot de passe n'est pas valide",
  passwordChanged: 'Votre mot de passe a été correctement changé.',
  emailRequired: "L'addresse mail est requise",
  emailInvalid: "L'adresse courriel fournie n'est pas valide",
  emailMismatch: 'Le nouvel email et sa confirmation ne sont pas identiques',
  emailChanged: 'Votre email a été changé avec succès.',
  commentTooLong: `Le commentaire ne doit pas dépasser ${COMMENT_MAX_LENGTH} caractères.`,
  voucherCodeRequired: "Le code du bon d'achat est requis.",
} as const;

const M = ACCOUNT_MESSAGES;

export type ProfileValues = { nickname: string; subscribed: boolean };
export type PasswordValues = { oldpassword: string; password: string; password2: string };
export type EmailValues = { email: string; email2: string };

/** Spec §5 Profile: a nickname of at least two characters. */
export function validateProfile({ nickname }: ProfileValues): FieldErrors<ProfileValues> {
  return { nickname: [...nickname.trim()].length < NICKNAME_MIN_LENGTH ? M.nicknameTooShort : undefined };
}

/** Spec §5 Change password. */
export function validatePassword({ oldpassword, password, password2 }: PasswordValues): FieldErrors<PasswordValues> {
  const tooShort = (value: string) => value.length < PASSWORD_MIN_LENGTH;
  return {
    oldpassword: oldpassword === '' ? M.oldPasswordRequired : undefined,
    password: password === '' ? M.newPasswordRequired : tooShort(password) ? M.newPasswordTooShort : undefined,
    password2: password2 === '' ? M.newPasswordConfirmationRequired : password2 !== password ? M.newPasswordMismatch : undefined,
  };
}

/** Spec §5 Change email: both required and valid, and equal. */
export function validateEmail({ email, email2 }: EmailValues): FieldErrors<EmailValues> {
  const check = (value: string) => (value.trim() === '' ? M.emailRequired : !isValidEmail(value) ? M.emailInvalid : undefined);
  const email2Error = check(email2) ?? (email2.trim().toLowerCase() !== email.trim().toLowerCase() ? M.emailMismatch : undefined);
  return { email: check(email), email2: email2Error };
}
