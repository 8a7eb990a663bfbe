import type { JobsOptions } from 'bullmq';

/**
 * Defaults of the `campaign-ends` jobs: a failure (PostgreSQL away) is tried again with growing
 * pauses; finished jobs are kept a month (an end job's id stops the planner adding it twice).
 */
export const CAMPAIGN_END_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { count: 10_000, age: 30 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
