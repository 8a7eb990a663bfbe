import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** An IBAN as typed: 34 characters at most, in groups with spaces, with room for stray blanks. */
export const IBAN_TEXT_MAX_LENGTH = 64;

/** The electronic format: no spaces, uppercase ("fr76 3000 6000…" → "FR763000…"). */
export function normaliseIban(value: string): string {
  // electronicFormatIBAN drops spaces and dashes only: tabs and other blanks go first.
  const compact = value.replace(/\s+/g, '');
  return electronicFormatIBAN(compact) ?? compact.toUpperCase();
}

/** §5 IBAN validator: the typed value, once in electronic format, passes the country and checksum rules. */
export function isValidIbanText(value: string): boolean {
  return isValidIBAN(normaliseIban(value));
}

/** An IBAN field as stored: empty means none (null), anything else in electronic format. */
export function ibanOrNone(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : normaliseIban(value);
}

/**
 * How the API shows an IBAN: never in full. Country and check digits and the last 4 characters
 * stay readable (enough to recognise one's account), the rest is dotted, in groups of 4.
 */
export function maskIban(iban: string): string {
  const masked = [...iban].map((c, i) => (i < 4 || i >= iban.length - 4 ? c : '•')).join('');
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
