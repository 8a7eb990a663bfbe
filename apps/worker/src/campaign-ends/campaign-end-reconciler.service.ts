import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { CampaignCloser } from '@shop/crowdfunding';
import { ProblemLog } from '../problem-log';
import { PeriodicReconciler } from '../reconciliation/periodic-reconciler';
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
export class CampaignEndReconciler extends PeriodicReconciler {
  private readonly logger = new Logger('CampaignEnds');

  constructor(
    private readonly closer: CampaignCloser,
    private readonly planner: CampaignEndPlanner,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(WORKER_OPTIONS) options: WorkerOptions,
  ) {
    super(new ProblemLog('CampaignEnds', 'Réconciliation des fins de campagne'), config, options);
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
