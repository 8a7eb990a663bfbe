import type { JobsOptions } from 'bullmq';

/**
 * Defaults of every job of the `emails` queue: six attempts spaced 2, 4, 8, 16, 32 s (an SMTP
 * server down for a minute loses nothing); completed jobs kept for a while (their id also stops the
 * relay from adding the same outbox row twice); failed jobs kept for ops to read and retry.
 */
export const EMAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { count: 5_000, age: 7 * 24 * 3600 },
  removeOnFail: false,
};
