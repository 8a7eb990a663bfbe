/**
 * Login throttling in Redis. Every attempt takes its points BEFORE the password is checked, so a
 * burst sent at once gets at most the limits checked; a successful login gives its points back.
 *
 * - per (address, client IP): `maxFailuresPerAddressAndIp` per `windowSeconds`, then a flat 429 for
 *   that pair only: a stranger's failures from elsewhere never lock the owner out;
 * - per client IP: `maxFailuresPerIp` per `windowSeconds`, whatever the addresses (one IP spraying many);
 * - per address: a ceiling of `maxFailuresPerAddress` per `addressWindowSeconds` from every IP. Past
 *   it, a device that logged in to that address before (signed `known_device` cookie) is not held
 *   back at all; an IP with no attempt on that address in its window is still checked (at most
 *   `maxFreshIpChecksPerAddress` such IPs per address window, so a botnet of fresh IPs stays
 *   bounded); anything else waits in a slow lane: one check at a time, every
 *   `slowLaneBaseMs × 2^(attempts past the ceiling − 1)`, at most `slowLaneMaxMs` apart.
 */
export interface LoginRateLimitOptions {
  /** Prefix of the Redis keys; tests give each application its own so counters never leak between them. */
  keyPrefix: string;
  maxFailuresPerAddressAndIp: number;
  maxFailuresPerIp: number;
  /** Window of the two limits above, opened by the first attempt. */
  windowSeconds: number;
  maxFailuresPerAddress: number;
  maxFreshIpChecksPerAddress: number;
  addressWindowSeconds: number;
  slowLaneBaseMs: number;
  slowLaneMaxMs: number;
  /** Lifetime of the `known_device` cookie a successful login sets. */
  knownDeviceDays: number;
  /** How long to wait for Redis at start before answering without it (fail open). */
  connectTimeoutMs: number;
}

/**
 * Throttling of the requests that mail someone (forgotten password, forgotten vouchers, new
 * confirmation link): every request counts, per target address and per client IP, per kind.
 */
export interface MailRequestRateLimitOptions {
  keyPrefix: string;
  maxPerEmail: number;
  maxPerIp: number;
  windowSeconds: number;
  connectTimeoutMs: number;
}

/** Settings of the accounts module that are not in the environment-wide AppConfig. */
export interface AuthModuleOptions {
  loginRateLimit: LoginRateLimitOptions;
  mailRequestRateLimit: MailRequestRateLimitOptions;
}

export const DEFAULT_AUTH_OPTIONS: AuthModuleOptions = {
  loginRateLimit: {
    keyPrefix: 'shop:login-failures',
    maxFailuresPerAddressAndIp: 10,
    maxFailuresPerIp: 30,
    windowSeconds: 15 * 60,
    maxFailuresPerAddress: 50,
    maxFreshIpChecksPerAddress: 100,
    addressWindowSeconds: 60 * 60,
    slowLaneBaseMs: 1000,
    slowLaneMaxMs: 15 * 60 * 1000,
    knownDeviceDays: 180,
    connectTimeoutMs: 2000,
  },
  mailRequestRateLimit: {
    keyPrefix: 'shop:mail-requests',
    maxPerEmail: 3,
    maxPerIp: 20,
    windowSeconds: 60 * 60,
    connectTimeoutMs: 2000,
  },
};

/** Overrides for one application (tests); anything left out keeps its default. */
export interface AuthModuleOverrides {
  loginRateLimit?: Partial<LoginRateLimitOptions>;
  mailRequestRateLimit?: Partial<MailRequestRateLimitOptions>;
}

export function authOptions(overrides: AuthModuleOverrides = {}): AuthModuleOptions {
  return {
    loginRateLimit: { ...DEFAULT_AUTH_OPTIONS.loginRateLimit, ...overrides.loginRateLimit },
    mailRequestRateLimit: { ...DEFAULT_AUTH_OPTIONS.mailRequestRateLimit, ...overrides.mailRequestRateLimit },
  };
}

/** Nest injection token of the resolved AuthModuleOptions. */
export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');
