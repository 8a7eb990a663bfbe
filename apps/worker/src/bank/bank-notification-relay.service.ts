import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, bullConnection, QUEUES } from '@shop/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { bankJobId } from '../../../../libs/payment/src';
import { ProblemLog } from '../problem-log';

/** Options of the bank callbacks in the worker (the queue prefix, the same as the worker's). */
export const BANK_CALLBACKS_OPTIONS = Symbol('BANK_CALLBACKS_OPTIONS');
export interface BankCallbacksOptions {
  queuePrefix?: string;
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
 */
@Injectable()
export class BankNotificationRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly queue: Queue;
  private readonly problems = new ProblemLog('BankCallbacks', 'Relais des notifications bancaires');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(BANK_CALLBACKS_OPTIONS) options: BankCallbacksOptions,
  ) {
    const connection = { ...bullConnection(config.redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 };
    this.queue = new Queue(QUEUES.bankCallbacks, { connection, prefix: options.queuePrefix ?? 'shop', defaultJobOptions: BANK_JOB_OPTIONS });
    this.queue.on('error', (error) => this.problems.report(error));
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.queue.close().catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.running = this.relayOnce()
        .then((n) => (this.problems.recovered(), n))
        .catch((error) => (this.problems.report(error), 0))
        .then((n) => this.schedule(n >= BATCH ? 0 : this.config.outboxPollMs));
    }, delayMs);
  }

  /** One batch; returns how many rows were handed to BullMQ. */
  async relayOnce(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; reference: string; code_retour: string; request_id: string | null }[]>(
        'SELECT id, reference, code_retour, request_id FROM bank_notifications WHERE enqueued_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED',
        [BATCH],
      );
      let done = 0;
      for (const row of rows) {
        const data: BankCallbackJob = { notificationId: String(row.id), ...(row.request_id ? { requestId: row.request_id } : {}) };
        await this.addWithTimeout(bankJobId(row.reference, row.code_retour), data);
        await tx.query('UPDATE bank_notifications SET enqueued_at = now() WHERE id = $1', [row.id]);
        done++;
      }
      return done;
    });
  }

  private async addWithTimeout(jobId: string, data: BankCallbackJob): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis ne répond pas (${ADD_TIMEOUT_MS} ms)`)), ADD_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.queue.add('notification', data, { jobId }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
