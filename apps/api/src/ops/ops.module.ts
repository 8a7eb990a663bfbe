import { DynamicModule, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AccountReadersModule } from '@shop/auth';
import { HealthController } from '../health.controller';
import { OPS_QUEUE_PREFIX, OpsQueues } from './ops-queues';
import { QueueDashboardController } from './queue-dashboard.controller';
import { DashboardSessions } from './queue-dashboard';
import { ShopMetrics } from './shop-metrics';

export interface OpsOptions {
  /** BullMQ key prefix of the queues shown and measured (the worker's; 'shop' by default). */
  queuePrefix?: string;
  /** Health-check failures are logged except in tests, which provoke them. */
  logHealthFailures?: boolean;
}

/** What ops need from the API: health, metrics, the queue dashboard and its staff session. */
@Module({})
export class OpsModule {
  static forRoot(options: OpsOptions = {}): DynamicModule {
    return {
      module: OpsModule,
      imports: [TerminusModule.forRoot({ logger: options.logHealthFailures ?? true }), AccountReadersModule],
      controllers: [HealthController, QueueDashboardController],
      providers: [{ provide: OPS_QUEUE_PREFIX, useValue: options.queuePrefix ?? 'shop' }, OpsQueues, DashboardSessions, ShopMetrics],
      exports: [OpsQueues, DashboardSessions, ShopMetrics],
    };
  }
}
