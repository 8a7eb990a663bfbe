import { withRequestId } from '@shop/common';
import type { Job } from 'bullmq';

/** The id of the HTTP request a job comes from (the outbox relay adds it to the job's data), if any. */
export function requestIdOfJob(job: Job | undefined): string | undefined {
  const id = (job?.data as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/** Runs a job's work with its request id in the log context: every log line of the job carries it. */
export const inJobContext = <T>(job: Job, work: () => Promise<T>): Promise<T> => withRequestId(requestIdOfJob(job), work);
