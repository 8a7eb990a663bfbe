import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { DynamicModule, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig, bullConnection, ConfigModule, QUEUES } from '@shop/common';
import { Queue } from 'bullmq';
import { HeartbeatProcessor } from './heartbeat.processor';

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

/** The worker: the application without HTTP, consuming the BullMQ queues. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, options: { queuePrefix?: string } = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        BullModule.forRoot({ connection: bullConnection(config.redisUrl), prefix: options.queuePrefix ?? 'shop' }),
        BullModule.registerQueue({ name: QUEUES.heartbeat }),
      ],
      providers: [HeartbeatProcessor, HeartbeatScheduler],
    };
  }
}
