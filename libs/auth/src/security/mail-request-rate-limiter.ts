import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, perDatabase, RedisRateLimits } from '@shop/common';
import { AUTH_OPTIONS, AuthModuleOptions } from '../auth-options';
import { AUTH_MESSAGES as M } from '../domain/messages';

/** The public requests that mail someone, each counted on its own. */
export type MailRequestKind = 'password-reset' | 'forgotten-vouchers' | 'account-confirmation' | 'newsletter-unsubscribe';

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
  private readonly keyPrefix: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions,
  ) {
    super(config.redisUrl, options.mailRequestRateLimit.connectTimeoutMs, 'MailRequestRateLimiter');
    this.keyPrefix = perDatabase(options.mailRequestRateLimit.keyPrefix, config.databaseUrl);
  }

  /**
   * Counts one request BEFORE the mail is written (atomic in Redis: N requests at once send at most
   * the limit); throws a 429 once the address or the IP has used up its window.
   */
  async consume(kind: MailRequestKind, email: string, ip: string): Promise<void> {
    const limits = this.options.mailRequestRateLimit;
    const prefix = `${this.keyPrefix}:${kind}`;
    const waitMs = await this.failOpen(
      'limitation des envois de courriels',
      async () =>
        (
          await this.take([
            { limiter: this.limiter(`${prefix}:email`, limits.maxPerEmail, limits.windowSeconds), key: email.toLowerCase() },
            { limiter: this.limiter(`${prefix}:ip`, limits.maxPerIp, limits.windowSeconds), key: ip },
          ])
        ).waitMs,
      0,
    );
    if (waitMs > 0) throw new TooManyMailRequests(Math.ceil(waitMs / 1000));
  }
}
