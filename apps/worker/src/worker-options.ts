import type { RelayOptions } from '@shop/common';
import type { JobsOptions } from 'bullmq';

/** Knobs of the worker beyond the configuration; tests use them for isolation and speed. */
export interface WorkerOptions {
  /** BullMQ key prefix (default 'shop'); a test uses its own so it never meets another run's jobs. */
  queuePrefix?: string;
  /** Outbox relay batch size and Redis-down retry delay. */
  relay?: RelayOptions;
  /** Overrides of the emails queue's job defaults (e.g. a short backoff in tests). */
  emailJobOptions?: Partial<JobsOptions>;
  /** Attempts and delay of the first PostgreSQL connection (the API may still be creating the database). */
  databaseRetry?: { attempts: number; delayMs: number };
  /** Delay after which unfinished queue work is looked for in Redis (default: QUEUE_RECONCILE_AFTER_SECONDS). */
  reconcileAfterMs?: number;
  /** Bank notifications processed at once (default: BANK_CALLBACKS_CONCURRENCY, else 8). */
  bankCallbacksConcurrency?: number;
  /** Newsletter sending: mails per second (default NEWSLETTER_RATE_PER_SECOND, else 20); a short job lock so a crashed job comes back soon (tests). */
  newsletter?: { ratePerSecond?: number; lockDurationMs?: number };
}

/** Nest token of the WorkerOptions. */
export const WORKER_OPTIONS = Symbol('WORKER_OPTIONS');
