import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { NewsletterSending, newsletterJobId, type NewsletterRecipient } from '@shop/newsletter';
import { ProblemLog } from '../problem-log';
import { PeriodicReconciler } from '../reconciliation/periodic-reconciler';
import { withTimeout } from '../with-timeout';
import { WORKER_OPTIONS, WorkerOptions } from '../worker-options';
import { NewsletterWorker } from './newsletter.worker';

/** Recipients looked at per round. */
const BATCH = 500;
const LOOKUP_TIMEOUT_MS = 3_000;

/** What one round did (logs, tests). */
export interface NewsletterReconcileReport {
  /** Recipients whose job Redis no longer had: handed again under the same job id. */
  requeued: number;
  /** Recipients whose job failed for good without being settled: settled `failed`. */
  failed: number;
}

/**
 * PostgreSQL says who is still to be mailed: every QUEUE_RECONCILE_AFTER_SECONDS / 2 (15 s at
 * most), the pending recipients of sending newsletters handed to Redis more than
 * QUEUE_RECONCILE_AFTER_SECONDS ago (or never: a crash before the hand-over) are looked for in
 * Redis by their job id; a job Redis lost (a restart without persistence, an obliterated queue) is
 * added again under the same id, and mail_log still sends each address once. A job still waiting
 * (the limiter holds big lists for a while) is left and timed again.
 */
@Injectable()
export class NewsletterReconciler extends PeriodicReconciler {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly sending: NewsletterSending,
    private readonly worker: NewsletterWorker,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(WORKER_OPTIONS) options: WorkerOptions,
  ) {
    super(new ProblemLog('Newsletter', 'Réconciliation des lettres d’information'), config, options);
  }

  async reconcileOnce(): Promise<NewsletterReconcileReport> {
    const report: NewsletterReconcileReport = { requeued: 0, failed: 0 };
    const stale = await this.sending.stale(this.afterMs / 1000, BATCH);
    const lost = new Map<number, string[]>();
    const waiting = new Map<number, string[]>();
    for (const recipient of stale) {
      const job = await withTimeout(this.worker.queue.getJob(newsletterJobId(recipient.newsletterId, recipient.email)), LOOKUP_TIMEOUT_MS);
      const state = job ? await job.getState() : 'unknown';
      if (state === 'unknown') add(lost, recipient);
      else if (state === 'failed' && job!.attemptsMade >= (job!.opts.attempts ?? 1)) {
        await this.sending.fail(recipient.newsletterId, recipient.email);
        report.failed++;
      } else add(waiting, recipient);
    }
    for (const [newsletterId, emails] of lost) {
      await this.worker.enqueue(newsletterId, emails);
      report.requeued += emails.length;
    }
    // Still in Redis: timed again from now, not looked up at every round.
    for (const [newsletterId, emails] of waiting) await this.sending.markQueued(newsletterId, emails);
    await this.sending.closeFinished();
    if (report.requeued > 0) this.logger.warn(`${report.requeued} destinataire(s) perdu(s) par Redis : remis en file`);
    return report;
  }
}

function add(into: Map<number, string[]>, { newsletterId, email }: NewsletterRecipient): void {
  const list = into.get(newsletterId) ?? [];
  list.push(email);
  into.set(newsletterId, list);
}
