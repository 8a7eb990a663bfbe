import { Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Takes back one point of a key, never below zero (rate-limiter-flexible's `reward` would create a negative key once the window is over). */
const GIVE_BACK_SCRIPT = `local v = tonumber(redis.call('get', KEYS[1]))
if v and v > 0 then return redis.call('decrby', KEYS[1], 1) end
return 0`;

/** One point to take from one limiter, under one key. */
export interface Hit {
  limiter: RateLimiterRedis;
  key: string;
}

/** What taking points answered: 0 ms to wait when every limiter had room, and each limiter's counter after the hit. */
export interface Taken {
  waitMs: number;
  results: RateLimiterRes[];
}

/**
 * What every rate limiter of the shop shares: its own Redis connection (shared by every API
 * process through Redis itself), connected at start without blocking it past `connectTimeoutMs`,
 * limiters built once per key prefix, and at most one warning a minute while Redis is down —
 * the limiters fail open, so an outage must neither stop the shop nor flood the logs.
 *
 * Every limit is taken BEFORE the guarded work (a password or a code checked, a mail or a message
 * sent): Redis counts the attempt atomically (rate-limiter-flexible's `consume`), so N attempts
 * arriving at once get at most the limit through, and a successful one may give its point back.
 */
export abstract class RedisRateLimits implements OnModuleInit, OnModuleDestroy {
  protected readonly redis: Redis;
  private readonly logger: Logger;
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private lastWarningAt = 0;

  protected constructor(
    redisUrl: string,
    private readonly connectTimeoutMs: number,
    name: string,
  ) {
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

  /**
   * Takes one point from each limiter at once. When one of them has no room left, the points the
   * others gave are handed back (the attempt will not run, so it must not use up another allowance)
   * and `waitMs` tells how long until the fullest one has room again. Redis errors propagate.
   */
  protected async take(hits: Hit[]): Promise<Taken> {
    const outcomes = await Promise.all(hits.map(({ limiter, key }) => consumeOutcome(limiter, key)));
    const refused = outcomes.filter((o) => !o.allowed);
    if (refused.length > 0) {
      await Promise.all(hits.map((hit, i) => (outcomes[i].allowed ? this.giveBack(hit) : undefined)));
    }
    return { waitMs: Math.max(0, ...refused.map((o) => Math.max(1, o.res.msBeforeNext))), results: outcomes.map((o) => o.res) };
  }

  /** Hands one point back (a successful attempt, or one that did not run), never below zero. */
  protected async giveBack({ limiter, key }: Hit): Promise<void> {
    await this.redis.eval(GIVE_BACK_SCRIPT, 1, limiter.getKey(key));
  }

  /**
   * One slot every `ms` for `key` (SET NX PX, atomic across processes): 0 when this caller got it,
   * else the milliseconds until the current slot ends.
   */
  protected async claimSlot(key: string, ms: number): Promise<number> {
    const claimed = await this.redis.set(key, '1', 'PX', Math.max(1, Math.round(ms)), 'NX');
    if (claimed === 'OK') return 0;
    return Math.max(1, await this.redis.pttl(key));
  }

  /** Runs `action`; on a Redis error, warns (at most once a minute) and answers `fallback`: the limits fail open. */
  protected async failOpen<T>(what: string, action: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await action();
    } catch (error) {
      this.warn(`${what} suspendue : ${(error as Error)?.message ?? String(error)}`);
      return fallback;
    }
  }

  /** At most one warning a minute. */
  protected warn(message: string): void {
    if (Date.now() - this.lastWarningAt < 60_000) return;
    this.lastWarningAt = Date.now();
    this.logger.warn(message);
  }
}

/** A consume that resolves either way: `allowed` tells whether the point fitted in the window. Redis errors propagate. */
async function consumeOutcome(limiter: RateLimiterRedis, key: string): Promise<{ allowed: boolean; res: RateLimiterRes }> {
  try {
    return { allowed: true, res: await limiter.consume(key) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, res: rejection };
    throw rejection;
  }
}

/** Counts one hit: 0 when it fits in the window, else the milliseconds until it would; Redis errors propagate. */
export async function consumeOrWait(limiter: RateLimiterRedis, key: string): Promise<number> {
  const { allowed, res } = await consumeOutcome(limiter, key);
  return allowed ? 0 : Math.max(1, res.msBeforeNext);
}
