import { ConfigError } from '@shop/common';
import type { JobsOptions } from 'bullmq';

/** Newsletter mails per second when NEWSLETTER_RATE_PER_SECOND is not set. */
export const DEFAULT_NEWSLETTER_RATE_PER_SECOND = 20;

/**
 * NEWSLETTER_RATE_PER_SECOND: mails of newsletters handed to SMTP per second, by all the workers
 * together (BullMQ's limiter counts in Redis). A steady pace keeps the receivers' trust in the
 * sending address; 1 to 1000.
 */
export function newsletterRatePerSecond(env: Record<string, string | undefined> = process.env): number {
  const value = env.NEWSLETTER_RATE_PER_SECOND;
  if (value === undefined || value === '') return DEFAULT_NEWSLETTER_RATE_PER_SECOND;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1000) {
    throw new ConfigError([`NEWSLETTER_RATE_PER_SECOND doit être un entier entre 1 et 1000 (reçu « ${value} »)`]);
  }
  return Number(value);
}

/**
 * Every job of the newsletter queue: retried like the other mails (2, 4 … 32 s), the completed
 * ones kept a while (their ids keep a recipient from being queued twice meanwhile), failed ones kept for ops.
 */
export const NEWSLETTER_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { count: 20_000, age: 7 * 24 * 3600 },
  removeOnFail: false,
};
