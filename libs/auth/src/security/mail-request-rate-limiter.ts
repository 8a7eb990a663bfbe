import { HttpException, HttpStatus, Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH_OPTIONS, AuthModuleOptions } from '../auth-options';
import { AUTH_MESSAGES as M } from '../domain/messages';

/** The public requests that mail someone, each counted on its own. */
export type MailRequestKind = 'password-reset' | 'forgotten-vouchers' | 'account-confirmation';

/** 429 `{detail}`; the controller copies `retryAfterSeconds` into the Retry-After header. */
export class TooManyMailRequests extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ detail: M.tooManyMailRequests(Math.max(1, Math.ceil(retryAfterSeconds / 60))) }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Keeps the public "mail me" endpoints from flooding a mailbox or being scripted: each request
 * counts against its target address and its client IP in Redis. The address is counted whether
 * or not an account has it, so a 429 tells nothing about which addresses exist. Fails open like
 * LoginRateLimiter: without Redis the mails go out, with a warning.
 */
@Injectable()
export class MailRequestRateLimiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('MailRequestRateLimiter');
  private readonly redis: Redis;
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private lastWarningAt = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions) {
    const limits = options.mailRequestRateLimit;
    this.redis = new Redis(config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: limits.connectTimeoutMs });
    this.redis.on('error', (error: Error) => this.warn(`Redis injoignable (${error.message})`));
  }

  async onModuleInit(): Promise<void> {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, this.options.mailRequestRateLimit.connectTimeoutMs).unref());
    await Promise.race([this.redis.connect().catch((error: Error) => this.warn(`Redis injoignable au démarrage (${error.message})`)), timeout]);
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }

  /** Counts one request; throws a 429 once the address or the IP has used up its window. */
  async consume(kind: MailRequestKind, email: string, ip: string): Promise<void> {
    const limits = this.options.mailRequestRateLimit;
    let waitMs = 0;
    try {
      const results = await Promise.all([
        consumeOrWait(this.limiter(kind, 'email', limits.maxPerEmail), email.toLowerCase()),
        consumeOrWait(this.limiter(kind, 'ip', limits.maxPerIp), ip),
      ]);
      waitMs = Math.max(...results);
    } catch (error) {
      this.warn(`limitation des envois de courriels suspendue : ${(error as Error)?.message ?? String(error)}`);
      return;
    }
    if (waitMs > 0) throw new TooManyMailRequests(Math.ceil(waitMs / 1000));
  }

  private limiter(kind: MailRequestKind, by: 'email' | 'ip', points: number): RateLimiterRedis {
    const keyPrefix = `${this.options.mailRequestRateLimit.keyPrefix}:${kind}:${by}`;
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix,
        points,
        duration: this.options.mailRequestRateLimit.windowSeconds,
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }

  /** At most one warning a minute: a Redis outage must not flood the logs. */
  private warn(message: string): void {
    if (Date.now() - this.lastWarningAt < 60_000) return;
    this.lastWarningAt = Date.now();
    this.logger.warn(message);
  }
}

/** 0 when the request fits in the window, else how long until it would; Redis errors propagate. */
async function consumeOrWait(limiter: RateLimiterRedis, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
    throw rejection;
  }
}
