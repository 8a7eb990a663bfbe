import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { CampaignCloser } from '@shop/crowdfunding';
import { ProblemLog } from '../problem-log';
import { WORKER_OPTIONS, WorkerOptions } from '../worker-options';
import { CampaignEndPlanner } from './campaign-end-planner';

/** Campaigns looked at per round. */
const BATCH = 500;

/** What one round did (logs, tests). */
export interface CampaignEndReport {
  /** End jobs put in BullMQ (or found there) for campaigns not over yet. */
  planned: number;
  /** Campaigns over for a while without an outcome: recorded now. */
  recorded: number;
}

/**
 * PostgreSQL says which campaigns still await their end (`outcome IS NULL`); Redis may have lost
 * their jobs (a restart without persistence, an eviction). Every QUEUE_RECONCILE_AFTER_SECONDS / 2,
 * this puts back the end job of each campaign not over yet (same id: a job Redis has is left
 * alone), and closes the campaigns over for longer than QUEUE_RECONCILE_AFTER_SECONDS still
 * without an outcome, as their job would have (CampaignCloser, once).
 */
@Injectable()
export class CampaignEndReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly problems = new ProblemLog('CampaignEnds', 'Réconciliation des fins de campagne');
  private readonly logger = new Logger('CampaignEnds');
  private readonly afterMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly closer: CampaignCloser,
    private readonly planner: CampaignEndPlanner,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(WORKER_OPTIONS) options: WorkerOptions,
  ) {
    this.afterMs = options.reconcileAfterMs ?? config.queueReconcileAfterSeconds * 1000;
  }

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

  async reconcileOnce(): Promise<CampaignEndReport> {
    const report: CampaignEndReport = { planned: 0, recorded: 0 };
    const now = Date.now();
    for (const campaign of await this.closer.unsettled(BATCH)) {
      if (!campaign.ended) {
        await this.planner.ensure(campaign.id, campaign.endDate);
        report.planned++;
      } else if (campaign.endDate.getTime() < now - this.afterMs) {
        const decision = await this.closer.close(campaign.id, null, 'campaign-end-reconciler');
        if (decision.kind === 'recorded') report.recorded++;
      }
    }
    if (report.recorded > 0) this.logger.warn(`${report.recorded} fin(s) de campagne sans issue enregistrée(s) par la réconciliation`);
    return report;
  }
}
