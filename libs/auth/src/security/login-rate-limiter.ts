import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, Hit, perDatabase, RedisRateLimits } from '@shop/common';
import { createHash } from 'node:crypto';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { AUTH_OPTIONS, AuthModuleOptions } from '../auth-options';
import { AUTH_MESSAGES as M } from '../domain/messages';

/** 429 `{detail}`; the controller copies `retryAfterSeconds` into the Retry-After header. */
export class TooManyLoginAttempts extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ detail: M.tooManyLoginAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))) }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** A login attempt that got through the limits: its password may be checked now. */
export interface LoginAttempt {
  /** The right password: the points this attempt took are given back, and the (address, IP) pair starts afresh. */
  succeeded(): Promise<void>;
}

const NOTHING_TO_GIVE_BACK: LoginAttempt = { succeeded: async () => undefined };

/**
 * Login throttling in Redis (shared by every API process), keyed so that a stranger cannot lock an
 * owner out: see LoginRateLimitOptions for the limits. Each attempt takes its points before the
 * password is checked (atomic: a burst sent at once gets at most the limits checked); the wrong
 * passwords keep them, the right one gives them back.
 *
 * Fails open: when Redis is unreachable the shop keeps logging people in, with a warning,
 * because refusing every login would be worse than a short window without throttling.
 */
@Injectable()
export class LoginRateLimiter extends RedisRateLimits {
  private readonly keyPrefix: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(AUTH_OPTIONS) private readonly options: Pick<AuthModuleOptions, 'loginRateLimit'>,
  ) {
    super(config.redisUrl, options.loginRateLimit.connectTimeoutMs, 'LoginRateLimiter');
    this.keyPrefix = perDatabase(options.loginRateLimit.keyPrefix, config.databaseUrl);
  }

  private get limits() {
    return this.options.loginRateLimit;
  }

  private get perIp(): RateLimiterRedis {
    return this.limiter(`${this.keyPrefix}:ip`, this.limits.maxFailuresPerIp, this.limits.windowSeconds);
  }

  private get perAddressAndIp(): RateLimiterRedis {
    return this.limiter(`${this.keyPrefix}:pair`, this.limits.maxFailuresPerAddressAndIp, this.limits.windowSeconds);
  }

  private get perAddress(): RateLimiterRedis {
    return this.limiter(`${this.keyPrefix}:address`, this.limits.maxFailuresPerAddress, this.limits.addressWindowSeconds);
  }

  private get freshIpsPerAddress(): RateLimiterRedis {
    return this.limiter(`${this.keyPrefix}:fresh-ip`, this.limits.maxFreshIpChecksPerAddress, this.limits.addressWindowSeconds);
  }

  /**
   * Takes this attempt's points, or throws a 429 (the password must then not be checked).
   * `address` is the email as typed (compared without case); `knownDevice`: the request carries a
   * valid `known_device` cookie for this address, which the per-address ceiling does not hold back.
   */
  async begin(address: string, ip: string, knownDevice: boolean): Promise<LoginAttempt> {
    // Hashed: Redis holds no addresses, and any length or character makes a key.
    const addressKey = createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');
    const ipHit: Hit = { limiter: this.perIp, key: ip };
    const pairHit: Hit = { limiter: this.perAddressAndIp, key: `${addressKey}:${ip}` };
    const addressHit: Hit = { limiter: this.perAddress, key: addressKey };
    const wait = await this.failOpen(
      'limitation des connexions',
      async () => {
        const first = await this.take([ipHit, pairHit]);
        if (first.waitMs > 0) return first.waitMs;
        if (knownDevice) return 0;
        const [byAddress] = (await this.take([addressHit])).results;
        const pastCeiling = byAddress.consumedPoints - this.limits.maxFailuresPerAddress;
        if (pastCeiling <= 0) return 0;
        // An IP that has not tried this address in its window: checked, within a ceiling of its own.
        const freshIp = first.results[1].consumedPoints === 1;
        if (freshIp && (await this.take([{ limiter: this.freshIpsPerAddress, key: addressKey }])).waitMs === 0) return 0;
        const gapMs = Math.min(this.limits.slowLaneMaxMs, this.limits.slowLaneBaseMs * 2 ** Math.min(pastCeiling - 1, 40));
        return this.claimSlot(`${this.keyPrefix}:slow-lane:${addressKey}`, gapMs);
      },
      -1,
    );
    if (wait < 0) return NOTHING_TO_GIVE_BACK;
    if (wait > 0) throw new TooManyLoginAttempts(Math.ceil(wait / 1000));
    return {
      succeeded: () =>
        this.failOpen(
          'limitation des connexions',
          async () => {
            // The IP and the address give back this attempt's point only (one IP may try many
            // accounts; the address's other failures are strangers'); the pair starts afresh.
            await Promise.all([this.giveBack(ipHit), this.perAddressAndIp.delete(pairHit.key), knownDevice ? undefined : this.giveBack(addressHit)]);
          },
          undefined,
        ),
    };
  }
}
