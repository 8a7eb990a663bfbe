import { ConfigError } from '@shop/common';

/** Bank notifications processed at once by one worker when BANK_CALLBACKS_CONCURRENCY is not set. */
export const DEFAULT_BANK_CALLBACKS_CONCURRENCY = 8;

/**
 * BANK_CALLBACKS_CONCURRENCY: carts are independent, only the invoice counter serialises payments
 * (for the end of their transaction), so several notifications are worked on at once. Each job
 * holds one PostgreSQL connection of the pool (10) while it pays, hence the ceiling.
 */
export function bankCallbacksConcurrency(env: Record<string, string | undefined> = process.env): number {
  const value = env.BANK_CALLBACKS_CONCURRENCY;
  if (value === undefined || value === '') return DEFAULT_BANK_CALLBACKS_CONCURRENCY;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 8) {
    throw new ConfigError([`BANK_CALLBACKS_CONCURRENCY doit être un entier entre 1 et 8 (reçu « ${value} »)`]);
  }
  return Number(value);
}
