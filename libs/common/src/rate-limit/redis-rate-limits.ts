import { Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * What every rate limiter of the shop shares: its own Redis connection (shared by every API
 * process through Redis itself), connected at start without blocking it past `connectTimeoutMs`,
 * limiters built once per key prefix, and at most one warning a minute while Redis is down —
 * the limiters fail open, so an outage must neither stop the shop nor flood the logs.
 */
export abstract class RedisRateLimits implements OnModuleInit, OnModuleDestroy {
  protected readonly redis: Redis;
  private readonly logger: Logger;
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private lastWarningAt = 0;

  protected constructor(redisUrl: string, private readonly connectTimeoutMs: number, name: string) {
    this.logger = new Logger(name);
    // No offline queue: a command while Redis is down fails at once instead of hanging the request.
    this.redis = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: connectTimeoutMs });
    this.redis.on('error', (error: Error) => this.warn(`Redis injoignable (${error.message})`));
  }

  async onModuleInit(): Promise<void> {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, this.connectTimeoutMs).unref());
    await Promise.race([this.redis.connect().catch((error: Error) => this.warn(`Redis injoignable au démarrage (${error.message})`)), timeout]);
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }

  /** The limiter of `keyPrefix` (built on first use): `points` per `durationSeconds`. */
  protected limiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterRedis {
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      limiter = new RateLimiterRedis({ storeClient: this.redis, keyPrefix, points, duration: durationSeconds, rejectIfRedisNotReady: true });
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }

  /** At most one warning a minute. */
  protected warn(message: string): void {
    if (Date.now() - this.lastWarningAt < 60_000) return;
    this.lastWarningAt = Date.now();
    this.logger.warn(message);
  }
}

/** Counts one hit: 0 when it fits in the window, else the milliseconds until it would; Redis errors propagate. */
export async function consumeOrWait(limiter: RateLimiterRedis, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
    throw rejection;
  }
}
