import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { QUEUES } from '@shop/common';
import { Job } from 'bullmq';
import { ProblemLog } from './problem-log';

/** Proves the worker is alive and connected: a scheduled job it logs every minute. */
@Processor(QUEUES.heartbeat)
export class HeartbeatProcessor extends WorkerHost {
  private readonly logger = new Logger('Heartbeat');
  private readonly redis = new ProblemLog('Heartbeat', 'Redis (file heartbeat)');
  lastBeatAt: Date | null = null;

  async process(job: Job<{ from: string }>): Promise<{ at: string }> {
    this.lastBeatAt = new Date();
    this.logger.log(`battement de cœur ${job.id} (${job.data.from})`);
    return { at: this.lastBeatAt.toISOString() };
  }

  /** Redis away: logged once per outage (BullMQ reconnects by itself). */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.redis.report(error);
  }

  @OnWorkerEvent('ready')
  onReady(): void {
    this.redis.recovered();
  }
}
