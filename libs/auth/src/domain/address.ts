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

/**
 * Fields the client may write, with their limits (the columns are `text`: these are the shop's
 * bounds, also shown by `OPTIONS`); `shadow` and `id` are the server's.
 */
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

/** The bound of one address field. */
export function addressFieldMaxLength(name: keyof AddressInput): number {
  return ADDRESS_FIELDS.find((field) => field.name === name)!.maxLength;
}

export const PHONE = /^\+?[0-9 ().-]{6,30}$/;

/** The country as a code ('fr', 'FR') or as the API prints it ({code, name}), so a GET can be sent back. */
export function readCountryCode(value: unknown): unknown {
  const code = typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : value;
  return typeof code === 'string' ? code.trim().toUpperCase() : code;
}

/** French postal codes have 5 digits; other countries' are taken as written. */
export function postalCodeFits(country: unknown, postalCode: string): boolean {
  return country !== 'FR' || /^\d{5}$/.test(postalCode);
}
