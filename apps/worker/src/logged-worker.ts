import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ProblemLog } from './problem-log';

/**
 * A queue consumer that logs under its own name: each failed attempt as a warning, and Redis
 * outages once each (ProblemLog; BullMQ reconnects by itself).
 */
export abstract class LoggedWorker extends WorkerHost {
  protected readonly logger: Logger;
  private readonly redis: ProblemLog;

  /** `context`: the log's name; `queue`: the queue's name, as the outage line says it. */
  protected constructor(context: string, queue: string) {
    super();
    this.logger = new Logger(context);
    this.redis = new ProblemLog(context, `Redis (file ${queue})`);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (job) this.logger.warn(`${job.id}, essai ${job.attemptsMade} : ${error.message}`);
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.redis.report(error);
  }

  @OnWorkerEvent('ready')
  onReady(): void {
    this.redis.recovered();
  }
}
