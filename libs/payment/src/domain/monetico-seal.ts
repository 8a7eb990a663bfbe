import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Monetico v3.0 seal (MAC). The merchant key is 40 hex digits; the bank's scheme derives the
 * usable HMAC key from it by rewriting its last two characters (DOMAIN.md, 'The seal').
 */
export function usableKey(merchantKey: string): Buffer {
  if (!/^[0-9A-Fa-f]{38}[0-9A-Za-z]{2}$/.test(merchantKey)) throw new Error('La clé de sécurité Monetico doit comporter 40 caractères.');
  let hex = merchantKey.slice(0, 38);
  const end = merchantKey.slice(38, 40) + '00';
  const code = end.charCodeAt(0);
  if (code > 70 && code < 97) hex += String.fromCharCode(code - 23) + end[1];
  else hex += end[1] === 'M' ? end[0] + '0' : end.slice(0, 2);
  return Buffer.from(hex, 'hex');
}

/** Every field but MAC, keys in plain byte order (not localeCompare), joined as key=value with '*'. */
export function sealedString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'MAC')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${k}=${fields[k]}`)
    .join('*');
}

/** The seal of a set of fields: HMAC-SHA1 with the usable key, upper-case hex. */
export function seal(fields: Record<string, string>, merchantKey: string): string {
  return createHmac('sha1', usableKey(merchantKey)).update(sealedString(fields), 'utf8').digest('hex').toUpperCase();
}

/** Checks the MAC of received fields, whatever its case, in constant time. */
export function isSealValid(fields: Record<string, string>, merchantKey: string): boolean {
  const received = (fields.MAC ?? '').toUpperCase();
  const expected = seal(fields, merchantKey);
  return received.length === expected.length && timingSafeEqual(Buffer.from(received), Buffer.from(expected));
}
