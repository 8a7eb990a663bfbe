import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe links' key, derived from JWT_SECRET with a purpose of its own: a token for one
 * use can never be taken for another. Changing JWT_SECRET invalidates the links of mails already sent.
 */
function unsubscribeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('newsletter-unsubscribe').digest();
}

/** The token of an address's unsubscribe link: HMAC-SHA-256 of the lower-cased address, base64url. */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', unsubscribeKey(secret)).update(email.trim().toLowerCase()).digest('base64url');
}

/** Whether `token` is the address's, compared in constant time (nothing learnt from how long it takes). */
export function isUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
