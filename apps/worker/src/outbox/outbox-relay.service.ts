import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, OutboxRelay } from '@shop/common';
import { DataSource } from 'typeorm';
import { ProblemLog } from '../problem-log';
import { WORKER_OPTIONS, WorkerOptions } from '../worker-options';
import { OutboxQueues } from './outbox-queues';

const DEFAULT_BATCH_SIZE = 100;

/**
 * Runs the outbox relay in the worker: one batch every OUTBOX_POLL_MS, the next one at once while
 * batches come back full, never two at a time. PostgreSQL or Redis being down is logged and
 * retried, never fatal. Stops before the database and the queues close.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly relay: OutboxRelay;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly problems = new ProblemLog('OutboxRelay', 'Relais de l’outbox');
  private running: Promise<void> | null = null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;

  constructor(@InjectDataSource() db: DataSource, queues: OutboxQueues, @Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    this.batchSize = options.relay?.batchSize ?? DEFAULT_BATCH_SIZE;
    this.pollMs = config.outboxPollMs;
    this.relay = new OutboxRelay(db, (name) => queues.get(name), { ...options.relay, batchSize: this.batchSize });
  }

  onApplicationBootstrap(): void {
    this.running = this.loop();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.running;
  }

  /** Rows are waiting (the reconciler handed some again): relay now rather than at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Rows still waiting to leave (metrics, tests). */
  backlog(): Promise<number> {
    return this.relay.backlog();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const delivered = await this.relayBatch();
      // A full batch means more rows are probably waiting: go on without pausing.
      if (delivered < this.batchSize) await this.pause();
    }
  }

  private async relayBatch(): Promise<number> {
    try {
      const delivered = await this.relay.relayOnce();
      this.problems.recovered();
      return delivered;
    } catch (error) {
      this.problems.report(error);
      return 0;
    }
  }

  /** Waits OUTBOX_POLL_MS, or less when the worker stops. */
  private pause(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wakeUp?.(), this.pollMs);
      this.wakeUp = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
    });
  }
}
