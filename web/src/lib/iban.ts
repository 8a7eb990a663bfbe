import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/* A bookseller's IBAN, checked as the API checks it: at registration, in the bookseller area, and before a direct debit at checkout. */

/** The API's own messages (spec §5 IBAN validator: the error carries the value typed). */
export const IBAN_MESSAGES = {
  invalid: (value: string) => `L'IBAN « ${value} » n'est pas valide.`,
  required: 'Un IBAN est nécessaire pour le prélèvement.',
  missingForDebit: 'Renseignez votre IBAN dans votre espace libraire pour payer par prélèvement.',
} as const;

/** The electronic format the API stores: no spaces, uppercase. */
export function normaliseIban(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return electronicFormatIBAN(compact) ?? compact.toUpperCase();
}

/** Groups of 4 as the bank prints it, for the field while it is typed. */
export function friendlyIban(value: string): string {
  return friendlyFormatIBAN(normaliseIban(value)) ?? value;
}

/** The message for an IBAN field, like the API's: empty passes unless required (direct debit). */
export function ibanError(value: string, required: boolean): string | undefined {
  if (value.trim() === '') return required ? IBAN_MESSAGES.required : undefined;
  return isValidIBAN(normaliseIban(value)) ? undefined : IBAN_MESSAGES.invalid(value.trim());
}
