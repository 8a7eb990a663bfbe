import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, outboxJobId } from '@shop/common';
import { BankNotificationOutbox } from '@shop/payment';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { BankNotificationRelay } from '../bank/bank-notification-relay.service';
import { OutboxQueues } from '../outbox/outbox-queues';
import { OutboxRelayService } from '../outbox/outbox-relay.service';
import { ProblemLog } from '../problem-log';
import { PeriodicReconciler } from './periodic-reconciler';
import { withTimeout } from '../with-timeout';
import { WORKER_OPTIONS, WorkerOptions } from '../worker-options';

/** Rows looked at per round and per source. */
const BATCH = 100;
const LOOKUP_TIMEOUT_MS = 3_000;

/** What one round did, per source (logs, tests). */
export interface ReconcileReport {
  /** Rows whose job Redis no longer had: handed to the relay again (same job id). */
  requeued: number;
  /** Rows whose job finished in BullMQ without the job's own record (older workers): recorded now. */
  completed: number;
  /** Rows whose job failed for good: left for staff (metrics, anomalies view). */
  failed: number;
}

type Verdict = 'lost' | 'finished' | 'failed' | 'pending';

/** Where a job stands in Redis; a job kept but failed with attempts left is still pending. */
async function verdictOf(job: Job | undefined): Promise<Verdict> {
  if (!job) return 'lost';
  const state = await job.getState();
  if (state === 'completed') return 'finished';
  if (state === 'failed') return job.attemptsMade >= (job.opts.attempts ?? 1) ? 'failed' : 'pending';
  // 'unknown': the job's hash is gone (Redis restarted between the two calls).
  return state === 'unknown' ? 'lost' : 'pending';
}

/**
 * Work handed to BullMQ counts as done only when its job has recorded it in PostgreSQL (an outbox
 * row's `completed_at`, a bank notification's `processed_at`). Redis may lose its memory (a restart
 * without persistence, an eviction): every QUEUE_RECONCILE_AFTER_SECONDS / 2, the reconciler takes
 * what was handed over longer than QUEUE_RECONCILE_AFTER_SECONDS ago (a delayed job: after its
 * time) and is still unfinished, looks for its job in Redis by its id, and when Redis no longer has
 * it, gives the row back to its relay, which adds it again under the same job id (so never twice in
 * BullMQ). The handlers are idempotent: paid once, mailed once. Jobs that failed for good stay
 * for staff (metrics `shop_queue_unfinished`, the payment anomalies view).
 */
@Injectable()
export class QueueReconciler extends PeriodicReconciler {
  private readonly logger = new Logger('Reconciliation');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queues: OutboxQueues,
    private readonly outboxRelay: OutboxRelayService,
    private readonly bankRelay: BankNotificationRelay,
    private readonly notifications: BankNotificationOutbox,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(WORKER_OPTIONS) options: WorkerOptions,
  ) {
    super(new ProblemLog('Reconciliation', 'Réconciliation des files'), config, options);
  }

  /** One round over both sources. */
  async reconcileOnce(): Promise<{ outbox: ReconcileReport; bank: ReconcileReport }> {
    const outbox = await this.reconcileOutbox();
    const bank = await this.reconcileBank();
    if (outbox.requeued > 0) this.outboxRelay.wake();
    if (bank.requeued > 0) this.bankRelay.wake();
    for (const [source, report] of [
      ['outbox', outbox],
      ['notifications bancaires', bank],
    ] as const) {
      if (report.requeued > 0) this.logger.warn(`${report.requeued} tâche(s) perdue(s) par Redis (${source}) : renvoyée(s)`);
    }
    return { outbox, bank };
  }

  private reconcileOutbox(): Promise<ReconcileReport> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; queue: string }[]>(
        `SELECT id, queue FROM outbox
          WHERE dispatched_at IS NOT NULL AND completed_at IS NULL
            AND greatest(dispatched_at, coalesce(run_at, dispatched_at)) < now() - make_interval(secs => $1)
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [this.afterMs / 1000, BATCH],
      );
      const report: ReconcileReport = { requeued: 0, completed: 0, failed: 0 };
      for (const row of rows) {
        const queue = this.queues.get(row.queue);
        if (!queue) continue;
        const verdict = await verdictOf(await withTimeout(queue.getJob(outboxJobId(row.id)), LOOKUP_TIMEOUT_MS));
        await this.apply(verdict, report, {
          lost: () =>
            tx.query(`UPDATE outbox SET dispatched_at = NULL, next_attempt_at = now(), requeued = requeued + 1, last_error = 'tâche perdue par Redis : renvoyée' WHERE id = $1`, [
              row.id,
            ]),
          finished: () => tx.query('UPDATE outbox SET completed_at = now() WHERE id = $1', [row.id]),
        });
      }
      return report;
    });
  }

  private reconcileBank(): Promise<ReconcileReport> {
    return this.db.transaction(async (tx) => {
      const rows = await this.notifications.claimUnfinished(tx, this.afterMs / 1000, BATCH);
      const report: ReconcileReport = { requeued: 0, completed: 0, failed: 0 };
      for (const row of rows) {
        const verdict = await verdictOf(await this.bankRelay.jobOf(row.reference, row.codeRetour));
        // A finished job without processed_at is another copy's job (same id): the relay settles copies.
        await this.apply(verdict === 'finished' ? 'lost' : verdict, report, { lost: () => this.notifications.giveBackLost(tx, row.id) });
      }
      return report;
    });
  }

  /** What a verdict asks of the row, counted in the round's report. */
  private async apply(verdict: Verdict, report: ReconcileReport, on: { lost: () => Promise<unknown>; finished?: () => Promise<unknown> }): Promise<void> {
    if (verdict === 'lost') {
      await on.lost();
      report.requeued++;
    } else if (verdict === 'finished' && on.finished) {
      await on.finished();
      report.completed++;
    } else if (verdict === 'failed') report.failed++;
  }
}
