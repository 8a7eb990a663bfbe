import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { FormErrors } from './form';
import { AUTH_MESSAGES as M } from './messages';

/** The electronic format: no spaces, uppercase ("fr76 3000 6000…" → "FR763000…"). */
export function normaliseIban(value: string): string {
  // electronicFormatIBAN drops spaces and dashes only: tabs and other blanks go first.
  const compact = value.replace(/\s+/g, '');
  return electronicFormatIBAN(compact) ?? compact.toUpperCase();
}

/**
 * §5 IBAN validator: empty passes (null: no IBAN), a non-empty value that fails the check gives an
 * error keyed `iban` carrying the value as sent. Undefined when absent (left as it is) or invalid.
 */
export function readIban(errors: FormErrors, field: string, value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') {
    errors.add(field, M.notAString);
    return undefined;
  }
  const iban = normaliseIban(value);
  if (!isValidIBAN(iban)) {
    errors.add(field, M.ibanInvalid(value.trim()));
    return undefined;
  }
  return iban;
}

/**
 * How the API shows an IBAN: never in full. Country and check digits and the last 4 characters
 * stay readable (enough to recognise one's account), the rest is dotted, in groups of 4.
 */
export function maskIban(iban: string): string {
  const masked = [...iban].map((c, i) => (i < 4 || i >= iban.length - 4 ? c : '•')).join('');
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
