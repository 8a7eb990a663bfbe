import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '@shop/common';
import { Job } from 'bullmq';
import { LoggedWorker } from '../logged-worker';
import { RetentionPurge, type RetentionReport } from './retention-purge.service';

/** The purge job's data: who asked (the daily scheduler, or someone by hand). */
export interface RetentionJob {
  from: string;
}

/** Consumes the retention queue: one purge per job, at the job's time. */
@Processor(QUEUES.retention)
export class RetentionProcessor extends LoggedWorker {
  constructor(private readonly purge: RetentionPurge) {
    super('Retention', QUEUES.retention);
  }

  async process(job: Job<RetentionJob>): Promise<RetentionReport> {
    const report = await this.purge.run(new Date());
    this.logger.log(
      `${job.id} (${job.data.from}) : ${report.redactedOutboxRows} charges utiles effacées, ` +
        `${report.deletedAccountTokens} jetons de compte et ${report.deletedRefreshTokens} jetons de rafraîchissement supprimés`,
    );
    return report;
  }
}
