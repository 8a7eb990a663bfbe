import { createHash, randomBytes } from 'node:crypto';

/** Why a single-use token was mailed; each has its own lifetime. */
export type AccountTokenPurpose = 'account-confirmation' | 'password-reset' | 'email-change';

/** Lifetimes: long enough to find the mail, short enough that a leaked link soon dies. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'account-confirmation': 3 * 24 * 3600_000,
  'password-reset': 3600_000,
  'email-change': 24 * 3600_000,
};

/** 32 random bytes, URL-safe: goes into the mailed link as is. */
export function generateAccountToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256. A database leak then gives no usable link;
 * a fast hash is enough because the token itself carries 256 bits of randomness.
 */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function accountTokenExpiry(purpose: AccountTokenPurpose, now: Date): Date {
  return new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]);
}

/** A token works once, before its expiry (exclusive). */
export function isAccountTokenUsable(token: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean {
  return token.usedAt === null && token.expiresAt.getTime() > now.getTime();
}

/** A token as the client sent it: a non-empty string of the shape we issue, else nothing to look up. */
export function looksLikeAccountToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(value);
}
