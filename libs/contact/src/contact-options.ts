import { ConfigError } from '@shop/common';
import { isValidEmail } from './domain/contact-forms';

/** Per client IP: messages allowed in a window, for each form. */
export interface ContactRateLimitOptions {
  /** Prefix of the Redis keys (the database name is appended: shops sharing a Redis count apart). */
  keyPrefix: string;
  maxPerWindow: number;
  windowSeconds: number;
  /** How long to wait for Redis at start before answering without it (fail open). */
  connectTimeoutMs: number;
}

export interface ContactModuleOptions {
  /** Where the editorial team reads what visitors send (CONTACT_EMAIL). */
  contactEmail: string;
  rateLimit: ContactRateLimitOptions;
}

export interface ContactModuleOverrides {
  contactEmail?: string;
  rateLimit?: Partial<ContactRateLimitOptions>;
}

export const DEFAULT_CONTACT_EMAIL = 'redaction@exemplaire.test';

/** Reads CONTACT_EMAIL (default redaction@exemplaire.test); a wrong address stops the start with its name. */
export function contactEmailFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL;
  if (!isValidEmail(value.toLowerCase())) throw new ConfigError([`CONTACT_EMAIL doit être une adresse e-mail (reçu « ${value} »)`]);
  return value;
}

export function contactOptions(overrides: ContactModuleOverrides = {}, env: NodeJS.ProcessEnv = process.env): ContactModuleOptions {
  return {
    contactEmail: overrides.contactEmail ?? contactEmailFromEnv(env),
    rateLimit: { keyPrefix: 'shop:contact', maxPerWindow: 5, windowSeconds: 60 * 60, connectTimeoutMs: 2000, ...overrides.rateLimit },
  };
}

export const CONTACT_OPTIONS = Symbol('CONTACT_OPTIONS');
