import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig, bullConnection, QUEUES } from '@shop/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';

/** Nest token of the BullMQ key prefix the API looks at (the worker's: 'shop' unless a test isolates its own). */
export const OPS_QUEUE_PREFIX = Symbol('OPS_QUEUE_PREFIX');

/**
 * What ops look at from the API: a BullMQ handle on every queue of libs/common/src/queues.ts (for
 * the dashboard and the queue-depth gauges; the API adds no job to them) and a Redis connection
 * for the readiness check. Commands fail after one retry rather than waiting for Redis forever.
 */
@Injectable()
export class OpsQueues implements OnApplicationShutdown {
  readonly queues: Queue[];
  readonly redis: Redis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(OPS_QUEUE_PREFIX) prefix: string) {
    const connection = { ...bullConnection(config.redisUrl), maxRetriesPerRequest: 1 };
    this.queues = [...new Set(Object.values(QUEUES))].map((name) => {
      const queue = new Queue(name, { connection, prefix });
      queue.on('error', () => undefined); // Redis away: the readiness check and the gauges tell it
      return queue;
    });
    this.redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1_000 });
    this.redis.on('error', () => undefined);
  }

  /** Answers within `timeoutMs` or fails: a check must never hang while Redis is away. */
  async ping(timeoutMs = 1_000): Promise<void> {
    if (this.redis.status === 'wait') this.redis.connect().catch(() => undefined);
    await withTimeout(this.redis.ping(), timeoutMs, 'Redis ne répond pas');
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.map((q) => q.close().catch(() => undefined)), this.redis.quit().catch(() => this.redis.disconnect())]);
  }
}

/** `promise`, or a rejection after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} (${ms} ms)`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
