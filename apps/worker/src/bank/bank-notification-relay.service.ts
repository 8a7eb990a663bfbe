import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, bullConnection, QUEUES } from '@shop/common';
import { Job, Queue, type JobsOptions } from 'bullmq';
import { withTimeout } from '../with-timeout';
import { DataSource } from 'typeorm';
import { BANK_NOTIFICATIONS_CHANNEL, BankNotificationOutbox, bankJobId } from '@shop/payment';
import { ProblemLog } from '../problem-log';
import { NotificationListener } from './notification-listener';

/** Options of the bank callbacks in the worker (the queue prefix, the same as the worker's). */
export const BANK_CALLBACKS_OPTIONS = Symbol('BANK_CALLBACKS_OPTIONS');
export interface BankCallbacksOptions {
  queuePrefix?: string;
  /** Notifications processed at once (default: BANK_CALLBACKS_CONCURRENCY, else 8). */
  concurrency?: number;
}

/** How long to wait for Redis before leaving the rows for the next round. */
const ADD_TIMEOUT_MS = 3_000;
const BATCH = 50;

/** The job of a stored notification; `requestId`: the bank's HTTP request that brought it, when known. */
export interface BankCallbackJob {
  notificationId: string;
  requestId?: string;
}

/** Retries of a job whose processing failed (PostgreSQL away, a lost race…), with growing pauses. */
export const BANK_JOB_OPTIONS = { attempts: 8, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: { age: 30 * 86_400 } } as const;

/**
 * Relays the stored bank notifications (bank_notifications rows not yet enqueued: the table is the
 * bank's outbox) to the bank-callbacks queue, with the job id `bank-<reference>-<code-retour>`: the
 * same notification received twice is one job. Rows are claimed FOR UPDATE SKIP LOCKED (several
 * workers) and marked only once BullMQ has them; with Redis away they wait for the next poll.
 * The API NOTIFYs BANK_NOTIFICATIONS_CHANNEL when it stores one (at commit): the relay runs at once
 * instead of at its next poll, which stays as the safety net (a lost wake-up, the listener down).
 */
@Injectable()
export class BankNotificationRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly queue: Queue;
  private readonly problems = new ProblemLog('BankCallbacks', 'Relais des notifications bancaires');
  private readonly listener: NotificationListener;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopping = false;
  /** A wake-up came while a round was running: run another right after it. */
  private woken = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: BankNotificationOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(BANK_CALLBACKS_OPTIONS) options: BankCallbacksOptions,
  ) {
    const connection = { ...bullConnection(config.redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 };
    this.queue = new Queue(QUEUES.bankCallbacks, { connection, prefix: options.queuePrefix ?? 'shop', defaultJobOptions: BANK_JOB_OPTIONS });
    this.queue.on('error', (error) => this.problems.report(error));
    const listening = new ProblemLog('BankCallbacks', 'Écoute des notifications bancaires (PostgreSQL)');
    this.listener = new NotificationListener(
      config.databaseUrl,
      BANK_NOTIFICATIONS_CHANNEL,
      () => this.wake(),
      (error) => listening.report(error),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    this.schedule(0);
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.listener.stop();
    await this.running;
    await this.queue.close().catch(() => undefined);
  }

  /** The queue's job of a notification, looked up by its id (undefined: Redis does not have it). */
  jobOf(reference: string, codeRetour: string): Promise<Job | undefined> {
    return withTimeout(this.queue.getJob(bankJobId(reference, codeRetour)), ADD_TIMEOUT_MS);
  }

  /** A notification was stored: relay now (or right after the round under way). */
  wake(): void {
    if (this.stopping) return;
    if (this.timer) {
      clearTimeout(this.timer);
      this.schedule(0);
    } else {
      this.woken = true;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.woken = false;
      this.running = this.relayOnce()
        .then((n) => (this.problems.recovered(), n))
        .catch((error) => (this.problems.report(error), 0))
        .then((n) => this.schedule(n >= BATCH || this.woken ? 0 : this.config.outboxPollMs));
    }, delayMs);
  }

  /**
   * One batch, handed to BullMQ in one round trip; returns how many rows were relayed. A copy of a
   * notification already acted upon (the bank sending it again later) would meet its finished job
   * (same id) and never be marked: it takes the outcome of the first copy at once.
   */
  async relayOnce(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await this.notifications.claimToRelay(tx, BATCH);
      const waiting = rows.filter((r) => r.settledAs === null);
      if (waiting.length > 0) {
        await this.addWithTimeout(
          waiting.map((row) => ({
            name: 'notification',
            data: { notificationId: String(row.id), ...(row.requestId ? { requestId: row.requestId } : {}) } satisfies BankCallbackJob,
            opts: { ...BANK_JOB_OPTIONS, jobId: bankJobId(row.reference, row.codeRetour) },
          })),
        );
        await this.notifications.markQueued(
          tx,
          waiting.map((r) => r.id),
        );
      }
      for (const row of rows) if (row.settledAs !== null) await this.notifications.settleAsCopy(tx, row.id, row.settledAs);
      return rows.length;
    });
  }

  private async addWithTimeout(jobs: { name: string; data: BankCallbackJob; opts: JobsOptions }[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis ne répond pas (${ADD_TIMEOUT_MS} ms)`)), ADD_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.queue.addBulk(jobs), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
