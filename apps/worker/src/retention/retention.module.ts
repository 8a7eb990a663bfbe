import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { QUEUES } from '@shop/common';
import { Queue } from 'bullmq';
import { RetentionProcessor } from './retention.processor';
import { RetentionPurge } from './retention-purge.service';

/** Every day at 03:30, Paris time: a quiet hour for the shop. */
export const RETENTION_SCHEDULE = { pattern: '0 30 3 * * *', tz: 'Europe/Paris' };

/** Schedules the daily purge once the worker is up (an upsert: N workers keep one schedule). */
class RetentionScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUES.retention) private readonly queue: Queue) {}
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('retention-daily', RETENTION_SCHEDULE, {
      name: 'purge',
      data: { from: 'scheduler' },
      opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: 30, removeOnFail: 100 },
    });
    new Logger('Retention').log('Purge quotidienne planifiée');
  }
}

/** The worker's daily data-retention purge (outbox payloads, expired tokens). */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.retention })],
  providers: [RetentionPurge, RetentionProcessor, RetentionScheduler],
})
export class RetentionModule {}
