import type { JobsOptions } from 'bullmq';

/**
 * Defaults of the `cart-expiry` jobs: a failure (PostgreSQL away, a lost race) is tried again with
 * growing pauses; completed jobs are kept a week (their id stops the relay adding the row twice).
 */
export const CART_EXPIRY_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { count: 10_000, age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
