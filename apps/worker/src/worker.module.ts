import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { DynamicModule, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig, bullConnection, ConfigModule, dataSourceOptions, QUEUES } from '@shop/common';
import { MailModule } from '@shop/mail';
import { MediaModule } from '@shop/media';
import { Queue } from 'bullmq';
import { MIGRATIONS } from '../../../migrations';
import { EMAIL_JOB_OPTIONS } from './emails/email-job-options';
import { PaymentsFirstModule } from './payments-first';
import { EmailsProcessor } from './emails/emails.processor';
import { HeartbeatProcessor } from './heartbeat.processor';
import { OutboxQueues } from './outbox/outbox-queues';
import { OutboxRelayService } from './outbox/outbox-relay.service';
import { WORKER_OPTIONS, WorkerOptions } from './worker-options';
import { BankCallbacksModule } from './bank/bank-callbacks.module';
import { CartExpiryWorkerModule } from './cart-expiry/cart-expiry.module';
import { RetentionModule } from './retention/retention.module';
import { NewsletterWorkerModule } from './newsletter/newsletter-worker.module';
import { QueueReconciler } from './reconciliation/queue-reconciler.service';
import { CampaignEndsModule } from './campaign-ends/campaign-ends.module';
import { BankRefundsModule } from './bank-refunds/bank-refunds.module';
import { CampaignEndReconciler } from './campaign-ends/campaign-end-reconciler.service';

export type { WorkerOptions } from './worker-options';

/** Interval of the heartbeat job. */
export const HEARTBEAT_EVERY_MS = 60_000;

/** Schedules the heartbeat once the worker is up (an upsert: N workers keep one schedule). */
class HeartbeatScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUES.heartbeat) private readonly queue: Queue) {}
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('heartbeat', { every: HEARTBEAT_EVERY_MS }, { name: 'beat', data: { from: 'scheduler' } });
    new Logger('Worker').log('Planification du battement de cœur en place');
  }
}

/**
 * The worker: the application without HTTP. It relays the outbox to BullMQ and consumes the
 * queues (heartbeat, emails). Entities come from the modules it imports (autoLoadEntities), so it
 * maps only the tables it uses and needs no list kept in step with the API's.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, options: WorkerOptions = {}): DynamicModule {
    const retry = options.databaseRetry ?? { attempts: 60, delayMs: 2_000 };
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        PaymentsFirstModule,
        // main.ts has waited for the API's migrations; a first connection that fails even so is tried again rather than crash.
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.databaseUrl, [], MIGRATIONS),
          autoLoadEntities: true,
          retryAttempts: retry.attempts,
          retryDelay: retry.delayMs,
        }),
        BullModule.forRoot({ connection: bullConnection(config.redisUrl), prefix: options.queuePrefix ?? 'shop' }),
        BullModule.registerQueue({ name: QUEUES.heartbeat }, { name: QUEUES.emails, defaultJobOptions: { ...EMAIL_JOB_OPTIONS, ...options.emailJobOptions } }),
        // The catalogue's (unused here) media controller needs the renderer; it costs nothing until asked.
        MediaModule,
        MailModule,
        BankCallbacksModule.forRoot({ queuePrefix: options.queuePrefix, concurrency: options.bankCallbacksConcurrency }),
        CartExpiryWorkerModule,
        RetentionModule,
        CampaignEndsModule,
        BankRefundsModule,
        NewsletterWorkerModule.forRoot(options),
      ],
      providers: [
        { provide: WORKER_OPTIONS, useValue: options },
        HeartbeatProcessor,
        HeartbeatScheduler,
        EmailsProcessor,
        OutboxQueues,
        OutboxRelayService,
        QueueReconciler,
        CampaignEndReconciler,
      ],
    };
  }
}
