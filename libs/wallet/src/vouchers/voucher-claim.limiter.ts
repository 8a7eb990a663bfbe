import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, Hit, perDatabase, RedisRateLimits } from '@shop/common';

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

/** A code attempt that got through the limits: the code may be looked up now. */
export interface VoucherCodeAttempt {
  /** The code was right: the points it took are given back (right codes never count). */
  rightCode(): Promise<void>;
}

const NOTHING_TO_GIVE_BACK: VoucherCodeAttempt = { rightCode: async () => undefined };

/**
 * Throttles voucher codes typed on the account page or in a cart, so codes cannot be found by
 * trying them: Redis counters (shared by every API process, failing open) per account (or anonymous
 * cart) and per IP. Each attempt takes its points BEFORE the code is looked up, atomically, so N
 * codes sent at once get at most the limit looked up; a right code gives its points back, a wrong
 * one keeps them. Keys are per database, so each test run's database starts with clean counters.
 */
@Injectable()
export class VoucherClaimLimiter extends RedisRateLimits {
  private readonly keyPrefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.redisUrl, 2000, 'VoucherClaimLimiter');
    this.keyPrefix = perDatabase('shop:voucher-failures', config.databaseUrl);
  }

  /** Takes one point for `who` and one for `ip`, or throws a 429 (the code must then not be looked up). */
  async begin(who: VoucherCodeSubject, ip: string): Promise<VoucherCodeAttempt> {
    const hits: Hit[] = [
      { limiter: this.limiter(`${this.keyPrefix}:subject`, VOUCHER_CLAIM_LIMITS.perUser, VOUCHER_CLAIM_LIMITS.windowSeconds), key: subjectKey(who) },
      { limiter: this.limiter(`${this.keyPrefix}:ip`, VOUCHER_CLAIM_LIMITS.perIp, VOUCHER_CLAIM_LIMITS.windowSeconds), key: ip },
    ];
    const wait = await this.failOpen('limitation des codes de bons d’achat', async () => (await this.take(hits)).waitMs, -1);
    if (wait < 0) return NOTHING_TO_GIVE_BACK;
    if (wait > 0) throw new TooManyVoucherCodes(Math.ceil(wait / 1000));
    return {
      rightCode: () => this.failOpen('limitation des codes de bons d’achat', async () => void (await Promise.all(hits.map((hit) => this.giveBack(hit)))), undefined),
    };
  }
}
