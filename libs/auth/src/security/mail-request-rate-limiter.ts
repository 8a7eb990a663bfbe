import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, consumeOrWait, RedisRateLimits } from '@shop/common';
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
export class MailRequestRateLimiter extends RedisRateLimits {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions) {
    super(config.redisUrl, options.mailRequestRateLimit.connectTimeoutMs, 'MailRequestRateLimiter');
  }

  /** Counts one request; throws a 429 once the address or the IP has used up its window. */
  async consume(kind: MailRequestKind, email: string, ip: string): Promise<void> {
    const limits = this.options.mailRequestRateLimit;
    const prefix = `${limits.keyPrefix}:${kind}`;
    let waitMs = 0;
    try {
      const results = await Promise.all([
        consumeOrWait(this.limiter(`${prefix}:email`, limits.maxPerEmail, limits.windowSeconds), email.toLowerCase()),
        consumeOrWait(this.limiter(`${prefix}:ip`, limits.maxPerIp, limits.windowSeconds), ip),
      ]);
      waitMs = Math.max(...results);
    } catch (error) {
      this.warn(`limitation des envois de courriels suspendue : ${(error as Error)?.message ?? String(error)}`);
      return;
    }
    if (waitMs > 0) throw new TooManyMailRequests(Math.ceil(waitMs / 1000));
  }
}
