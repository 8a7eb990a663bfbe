import { HttpException, HttpStatus, Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { LoginRateLimiter, TooManyLoginAttempts } from '@shop/auth';
import { APP_CONFIG, AppConfig } from '@shop/common';

/** 429 `{detail}`; the controller copies `retryAfterSeconds` into Retry-After. */
export class TooManyVoucherCodes extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super({ detail: `Trop de codes de bon d'achat erronés. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.` }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Whose wrong codes count: an account (a user id), or an anonymous cart by its id. */
export type VoucherCodeSubject = number | { cartId: string };

/** An account counts the same on the account page and in its carts; an anonymous cart counts on its own. */
const subjectKey = (who: VoucherCodeSubject) => (typeof who === 'number' ? `user:${who}` : `cart:${who.cartId}`);

/** Wrong codes allowed per account (or anonymous cart), then per client IP, within the window. */
export const VOUCHER_CLAIM_LIMITS = { perUser: 10, perIp: 50, windowSeconds: 60 * 60 };

/**
 * Throttles wrong voucher codes typed on the account page or in a cart, so codes cannot be found by trying them:
 * the login's failure counter (Redis, shared by every API process, fails open), counting per account
 * and per IP. Keys are per database, so each test run's database starts with clean counters.
 */
@Injectable()
export class VoucherClaimLimiter implements OnModuleInit, OnModuleDestroy {
  private readonly failures: LoginRateLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const database = new URL(config.databaseUrl).pathname.slice(1) || 'shop';
    this.failures = new LoginRateLimiter(config, {
      loginRateLimit: {
        keyPrefix: `shop:voucher-failures:${database}`,
        maxFailuresPerEmail: VOUCHER_CLAIM_LIMITS.perUser,
        maxFailuresPerIp: VOUCHER_CLAIM_LIMITS.perIp,
        windowSeconds: VOUCHER_CLAIM_LIMITS.windowSeconds,
        connectTimeoutMs: 2000,
      },
    });
  }

  onModuleInit(): Promise<void> {
    return this.failures.onModuleInit();
  }

  onModuleDestroy(): void {
    this.failures.onModuleDestroy();
  }

  async assertAllowed(who: VoucherCodeSubject, ip: string): Promise<void> {
    try {
      await this.failures.assertAllowed(subjectKey(who), ip);
    } catch (error) {
      if (error instanceof TooManyLoginAttempts) throw new TooManyVoucherCodes(error.retryAfterSeconds);
      throw error;
    }
  }

  recordFailure(who: VoucherCodeSubject, ip: string): Promise<void> {
    return this.failures.recordFailure(subjectKey(who), ip);
  }
}
