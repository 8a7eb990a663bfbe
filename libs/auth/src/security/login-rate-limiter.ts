import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, RedisRateLimits } from '@shop/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH_OPTIONS, AuthModuleOptions } from '../auth-options';
import { AUTH_MESSAGES as M } from '../domain/messages';

/** 429 `{detail}`; the controller copies `retryAfterSeconds` into the Retry-After header. */
export class TooManyLoginAttempts extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ detail: M.tooManyLoginAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))) }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Counts failed logins per email and per client IP in Redis (shared by every API process).
 * Fails open: when Redis is unreachable the shop keeps logging people in, with a warning,
 * because refusing every login would be worse than a short window without throttling.
 */
@Injectable()
export class LoginRateLimiter extends RedisRateLimits {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(AUTH_OPTIONS) private readonly options: Pick<AuthModuleOptions, 'loginRateLimit'>) {
    super(config.redisUrl, options.loginRateLimit.connectTimeoutMs, 'LoginRateLimiter');
  }

  private get perEmail(): RateLimiterRedis {
    const limits = this.options.loginRateLimit;
    return this.limiter(`${limits.keyPrefix}:email`, limits.maxFailuresPerEmail, limits.windowSeconds);
  }

  private get perIp(): RateLimiterRedis {
    const limits = this.options.loginRateLimit;
    return this.limiter(`${limits.keyPrefix}:ip`, limits.maxFailuresPerIp, limits.windowSeconds);
  }

  /** Throws a 429 when the email or the IP has used up its failures; lets everything through without Redis. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = await this.failOpen(() => Promise.all([this.perEmail.get(email), this.perIp.get(ip)]), [null, null]);
    const waits = [
      byEmail && byEmail.consumedPoints >= this.options.loginRateLimit.maxFailuresPerEmail ? byEmail.msBeforeNext : 0,
      byIp && byIp.consumedPoints >= this.options.loginRateLimit.maxFailuresPerIp ? byIp.msBeforeNext : 0,
    ];
    const waitMs = Math.max(...waits);
    if (waitMs > 0) throw new TooManyLoginAttempts(Math.ceil(waitMs / 1000));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.failOpen(() => Promise.all([consumeQuietly(this.perEmail, email), consumeQuietly(this.perIp, ip)]), undefined);
  }

  /** A successful login clears the email's failures (not the IP's: one IP may try many accounts). */
  async recordSuccess(email: string): Promise<void> {
    await this.failOpen(() => this.perEmail.delete(email), undefined);
  }

  private async failOpen<T>(action: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await action();
    } catch (error) {
      this.warn(`limitation des connexions suspendue : ${(error as Error)?.message ?? String(error)}`);
      return fallback;
    }
  }
}

/** A consume beyond the limit rejects with a RateLimiterRes: for counting failures, that is no error. */
async function consumeQuietly(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  }
}
