import type { FieldErrors } from '@/hooks/use-form';
import { isValidEmail } from '@/lib/email';

/** Spec §9: passwords have at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/** The texts of spec §5 and §8, word for word (typos included: users and the API already know them). */
export const AUTH_MESSAGES = {
  emailRequired: "L'addresse mail est requise",
  emailInvalid: "L'adresse courriel fournie n'est pas valide",
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit faire au moins 8 caractères',
  /** Not quoted by the spec (it only says the confirmation is required): the API's wording. */
  passwordConfirmationRequired: 'La confirmation du mot de passe est requise',
  passwordMismatch: "La confirmation du mot de passe n'est pas identique au mot de passe",
  cguRequired: "Il est nécessaire d'accepter les CGU pour pouvoir créer un compte",
  forgotEmailInvalid: "L'addresse courriel saisie n'est pas valide",
  loginFailed: "Les informations d'identification fournies ne correspondent pas. Veuillez vérifier votre nom d'utilisateur et votre mot de passe et réessayer.",
  /** DRF's wording for the other required fields (bookseller sign-up). */
  required: 'Ce champ est obligatoire.',
} as const;

const M = AUTH_MESSAGES;
const blank = (value: string) => value.trim() === '';

function emailError(email: string): string | undefined {
  if (blank(email)) return M.emailRequired;
  if (!isValidEmail(email)) return M.emailInvalid;
  return undefined;
}

/** A new password and its confirmation (registration, reset). */
function newPasswordErrors(password: string, password2: string): { password?: string; password2?: string } {
  return {
    password: password === '' ? M.passwordRequired : password.length < PASSWORD_MIN_LENGTH ? M.passwordTooShort : undefined,
    password2: password2 === '' ? M.passwordConfirmationRequired : password2 !== password ? M.passwordMismatch : undefined,
  };
}

export type LoginValues = { email: string; password: string };

/** Spec §5 'Login': email required and valid, password required. */
export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  return { email: emailError(values.email), password: values.password === '' ? M.passwordRequired : undefined };
}

export type RegistrationValues = { email: string; password: string; password2: string; subscribed: boolean; acceptCgu: boolean };

/** Spec §5 'Registration': email, password of 8+, matching confirmation, terms accepted. */
export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationValues> {
  return {
    email: emailError(values.email),
    ...newPasswordErrors(values.password, values.password2),
    acceptCgu: values.acceptCgu ? undefined : M.cguRequired,
  };
}

/** The bookseller sign-up: the reader's fields, the company, its GLN, payment mean and address. */
export type BooksellerRegistrationValues = RegistrationValues & {
  company_name: string;
  gln: string;
  payment_mean: string;
  'address.firstname': string;
  'address.lastname': string;
  'address.address': string;
  'address.address_line_2': string;
  'address.postal_code': string;
  'address.city': string;
  'address.country': string;
  'address.phone': string;
};

/** Fields of the bookseller form the API requires beyond the reader's (its wording: 'Ce champ est obligatoire.'). */
export const BOOKSELLER_REQUIRED = [
  'company_name',
  'gln',
  'payment_mean',
  'address.firstname',
  'address.lastname',
  'address.address',
  'address.postal_code',
  'address.city',
  'address.country',
] as const satisfies readonly (keyof BooksellerRegistrationValues)[];

export function validateBooksellerRegistration(values: BooksellerRegistrationValues): FieldErrors<BooksellerRegistrationValues> {
  const errors: FieldErrors<BooksellerRegistrationValues> = validateRegistration(values);
  for (const field of BOOKSELLER_REQUIRED) {
    if (blank(values[field])) errors[field] = M.required;
  }
  return errors;
}

export type ResetPasswordValues = { password: string; password2: string };

/** Spec §5 'Reset password': new password of 8+, confirmation required and equal. */
export function validateResetPassword(values: ResetPasswordValues): FieldErrors<ResetPasswordValues> {
  return newPasswordErrors(values.password, values.password2);
}

export type ForgotPasswordValues = { email: string };

/** Spec §5 'Forgot password': a valid email ('L'addresse courriel saisie n'est pas valide'). */
export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<ForgotPasswordValues> {
  return { email: isValidEmail(values.email) ? undefined : M.forgotEmailInvalid };
}
