import { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '@shop/common';
import { ProblemLog } from '../problem-log';
import type { WorkerOptions } from '../worker-options';

/**
 * A round of reconciliation between PostgreSQL (the truth) and Redis (which may forget), run every
 * QUEUE_RECONCILE_AFTER_SECONDS / 2 (between 200 ms and 15 s), one round at a time, from the
 * worker's start to its stop (a stop waits for the round under way). A failed round is reported
 * once and the next one tries again.
 */
export abstract class PeriodicReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  /** How long handed-over work may stay unfinished before a round looks at it. */
  protected readonly afterMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopping = false;

  protected constructor(
    private readonly problems: ProblemLog,
    config: AppConfig,
    options: WorkerOptions,
  ) {
    this.afterMs = options.reconcileAfterMs ?? config.queueReconcileAfterSeconds * 1000;
  }

  /** One round; its report is for logs and tests. */
  abstract reconcileOnce(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopping) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.running = this.reconcileOnce()
          .then(() => this.problems.recovered())
          .catch((error) => this.problems.report(error))
          .then(() => this.schedule());
      },
      Math.max(200, Math.min(this.afterMs / 2, 15_000)),
    );
  }
}
