import { HttpException, HttpStatus, Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CONTACT_OPTIONS, ContactModuleOptions } from '../contact-options';
import { CONTACT_MESSAGES as M } from '../domain/contact-messages';

/** 429 `{detail}` in French; the controller copies `retryAfterSeconds` into Retry-After. */
export class TooManyMessages extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ detail: M.tooMany(Math.max(1, Math.ceil(retryAfterSeconds / 60))) }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export type ContactForm = 'contact' | 'project';

/**
 * Counts what each client IP sends through the public forms, in Redis (shared by every API
 * process), the way the login limiter does. Fails open like it: a Redis outage must not turn the
 * contact form off, and every message is stored anyway.
 */
@Injectable()
export class ContactRateLimiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ContactRateLimiter');
  private readonly redis: Redis;
  private readonly limiter: RateLimiterRedis;
  private lastWarningAt = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(CONTACT_OPTIONS) private readonly options: ContactModuleOptions) {
    const limits = options.rateLimit;
    this.redis = new Redis(config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: limits.connectTimeoutMs });
    this.redis.on('error', (error: Error) => this.warn(`Redis injoignable (${error.message})`));
    const database = new URL(config.databaseUrl).pathname.slice(1) || 'shop';
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${limits.keyPrefix}:${database}`,
      points: limits.maxPerWindow,
      duration: limits.windowSeconds,
      rejectIfRedisNotReady: true,
    });
  }

  async onModuleInit(): Promise<void> {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, this.options.rateLimit.connectTimeoutMs).unref());
    await Promise.race([this.redis.connect().catch((error: Error) => this.warn(`Redis injoignable au démarrage (${error.message})`)), timeout]);
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }

  /** Counts one message of `form` from `ip`; throws a 429 once the window's allowance is spent. */
  async consume(form: ContactForm, ip: string): Promise<void> {
    try {
      await this.limiter.consume(`${form}:${ip}`);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyMessages(Math.ceil(rejection.msBeforeNext / 1000));
      this.warn(`limitation des messages suspendue : ${(rejection as Error)?.message ?? String(rejection)}`);
    }
  }

  private warn(message: string): void {
    if (Date.now() - this.lastWarningAt < 60_000) return;
    this.lastWarningAt = Date.now();
    this.logger.warn(message);
  }
}
