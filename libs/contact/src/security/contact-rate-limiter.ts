import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, consumeOrWait, perDatabase, RedisRateLimits } from '@shop/common';
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
export class ContactRateLimiter extends RedisRateLimits {
  private readonly keyPrefix: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CONTACT_OPTIONS) private readonly options: ContactModuleOptions,
  ) {
    super(config.redisUrl, options.rateLimit.connectTimeoutMs, 'ContactRateLimiter');
    this.keyPrefix = perDatabase(options.rateLimit.keyPrefix, config.databaseUrl);
  }

  /**
   * Counts one message of `form` from `ip` BEFORE it is stored (atomic in Redis: N messages sent at
   * once store at most the allowance); throws a 429 once the window's allowance is spent.
   */
  async consume(form: ContactForm, ip: string): Promise<void> {
    const limits = this.options.rateLimit;
    const limiter = this.limiter(this.keyPrefix, limits.maxPerWindow, limits.windowSeconds);
    const waitMs = await this.failOpen('limitation des messages', () => consumeOrWait(limiter, `${form}:${ip}`), 0);
    if (waitMs > 0) throw new TooManyMessages(Math.ceil(waitMs / 1000));
  }
}
