import { isValidEmail } from '@/lib/email';

/** The server's limits and French messages (libs/contact), checked before sending. */
export const LIMITS = { name: 150, subject: 200, message: 5000, title: 200, summary: 5000 } as const;

export const MESSAGES = {
  nameRequired: 'Veuillez indiquer votre nom.',
  emailRequired: "L'adresse e-mail est requise.",
  emailInvalid: "L'adresse courriel fournie n'est pas valide",
  messageRequired: 'Veuillez écrire votre message.',
  titleRequired: 'Veuillez indiquer le titre de votre projet.',
  summaryRequired: 'Veuillez présenter votre projet en quelques lignes.',
  maxLength: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  fileType: 'Le fichier doit être un document PDF, ODT, DOC ou DOCX.',
  fileTooLarge: 'Le fichier ne doit pas dépasser 10 Mo.',
  fileEmpty: 'Le fichier choisi est vide.',
} as const;

/** A required text within its limit: the message to show, if any. */
export function textError(value: string, max: number, required?: string): string | undefined {
  if (required && value.trim() === '') return required;
  return value.trim().length > max ? MESSAGES.maxLength(max) : undefined;
}

export function emailError(value: string): string | undefined {
  if (value.trim() === '') return MESSAGES.emailRequired;
  return isValidEmail(value.trim()) ? undefined : MESSAGES.emailInvalid;
}

/** The sender's name and email, as both forms check them. */
export function senderErrors(v: { name: string; email: string }): { name?: string; email?: string } {
  return { name: textError(v.name, LIMITS.name, MESSAGES.nameRequired), email: emailError(v.email) };
}
