import type { JobsOptions } from 'bullmq';

/**
 * Defaults of every job of the `bank-refunds` queue: ten attempts spaced 5 s, 10 s… about 40
 * minutes in all (a bank unreachable for a while loses nothing: the refund stays « en attente » on
 * the order until the bank answers); failed jobs kept for ops to read and retry.
 */
export const BANK_REFUND_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { count: 5_000, age: 30 * 24 * 3600 },
  removeOnFail: false,
};
