import { Processor } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import { CampaignCloser, type CloseDecision } from '@shop/crowdfunding';
import { QUEUES, recordOutboxJobDone, type CampaignEndJob } from '@shop/common';
import { DelayedError, Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { LoggedWorker } from '../logged-worker';
import { CampaignEndPlanner } from './campaign-end-planner';
import { queueLockOptions } from '../queue-lock';

export type CampaignEndResult = { kind: 'planned'; jobId: string } | { kind: 'settled' } | CloseDecision;

/**
 * Consumes the campaign-ends queue. `plan` (from the outbox, written by the staff command that set
 * the campaign's dates) puts the delayed end job of its current end date in place; `end`, at that
 * date, records the outcome and writes the mails (CampaignCloser). Both are idempotent: the outcome
 * is written once, a plan twice is one job.
 */
@Processor(QUEUES.campaignEnds, { concurrency: 2, ...queueLockOptions() })
export class CampaignEndsProcessor extends LoggedWorker {
  constructor(
    private readonly closer: CampaignCloser,
    private readonly planner: CampaignEndPlanner,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    super('CampaignEnds', QUEUES.campaignEnds);
  }

  async process(job: Job<CampaignEndJob>, token?: string): Promise<CampaignEndResult> {
    if (job.name === 'plan') {
      const end = await this.closer.pendingEnd(job.data.campaignId);
      const result: CampaignEndResult = end ? { kind: 'planned', jobId: await this.planner.plan(job.data.campaignId, end) } : { kind: 'settled' };
      await recordOutboxJobDone(this.db, String(job.id));
      return result;
    }
    const endsAt = 'endsAt' in job.data ? job.data.endsAt : null;
    const decision = await this.closer.close(job.data.campaignId, endsAt, String(job.id));
    if (decision.kind === 'leave' && decision.why === 'not-ended' && endsAt) {
      // Redis's clock ran ahead of PostgreSQL's: the same job comes back just after the end.
      await job.moveToDelayed(Math.max(Date.now() + 500, new Date(endsAt).getTime() + 500), token);
      throw new DelayedError();
    }
    this.logger.log(
      `${job.id} (campagne ${job.data.campaignId}) : ${decision.kind === 'recorded' ? `${decision.outcome}, ${decision.mailedBackers} courriel(s) aux contributeur·ices` : `laissée (${decision.why})`}`,
    );
    return decision;
  }
}
