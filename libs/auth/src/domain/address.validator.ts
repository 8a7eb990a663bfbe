import { isKnownCountry } from './countries';
import { asObject, FormErrors, readText } from './form';
import { hasValidGlnChecksum } from './gln';
import { AUTH_MESSAGES as M } from './messages';

/** An address as the forms send it (snake_case, as the API). */
export interface AddressInput {
  name: string;
  firstname: string;
  lastname: string;
  address: string;
  address_line_2: string;
  address_line_3: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2, uppercase. */
  country: string;
  phone: string;
  gln: string;
}

/** Fields the client may write, with their limits; `shadow` and `id` are the server's. */
export const ADDRESS_FIELDS: { name: keyof AddressInput; required: boolean; maxLength: number }[] = [
  { name: 'name', required: false, maxLength: 100 },
  { name: 'firstname', required: true, maxLength: 100 },
  { name: 'lastname', required: true, maxLength: 100 },
  { name: 'address', required: true, maxLength: 255 },
  { name: 'address_line_2', required: false, maxLength: 255 },
  { name: 'address_line_3', required: false, maxLength: 255 },
  { name: 'postal_code', required: true, maxLength: 20 },
  { name: 'city', required: true, maxLength: 100 },
  { name: 'country', required: true, maxLength: 100 },
  { name: 'phone', required: false, maxLength: 30 },
  { name: 'gln', required: false, maxLength: 13 },
];

const PHONE = /^\+?[0-9 ().-]{6,30}$/;

/** The country as a code ('fr', 'FR') or as the API prints it ({code, name}), so a GET can be sent back. */
function countryCode(value: unknown): unknown {
  const code = typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : value;
  return typeof code === 'string' ? code.trim().toUpperCase() : code;
}

/**
 * Validates a whole address into `errors` (a nested form for the bookseller sign-up, the top
 * level for the address book). Returns the clean address, or undefined when anything is wrong.
 */
export function validateAddress(raw: unknown, errors: FormErrors): AddressInput | undefined {
  const body = asObject(raw);
  const clean: Partial<AddressInput> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = field.name === 'country' ? countryCode(body.country) : body[field.name];
    clean[field.name] = readText(errors, field.name, value, { required: field.required, maxLength: field.maxLength }) ?? '';
  }
  const address = clean as AddressInput;
  if (!errors.has('country') && address.country && !isKnownCountry(address.country)) {
    errors.add('country', M.invalidChoice(address.country));
  }
  if (!errors.has('postal_code') && address.country === 'FR' && !/^\d{5}$/.test(address.postal_code)) {
    errors.add('postal_code', M.postalCodeFr);
  }
  if (!errors.has('phone') && address.phone && !PHONE.test(address.phone)) errors.add('phone', M.phoneInvalid);
  if (!errors.has('gln') && address.gln) {
    if (!/^\d{13}$/.test(address.gln)) errors.add('gln', M.glnInvalid);
    else if (!hasValidGlnChecksum(address.gln)) errors.add('gln', M.glnChecksum);
  }
  return errors.hasAny() ? undefined : address;
}

/** Validates an address form on its own: 400 `{field: [messages]}` when anything is wrong. */
export function parseAddress(raw: unknown): AddressInput {
  const errors = new FormErrors();
  const address = validateAddress(raw, errors);
  errors.throwIfAny();
  return address as AddressInput;
}
