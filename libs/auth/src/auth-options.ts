/** Login throttling: failed attempts counted in Redis, per window opened by the first failure. */
export interface LoginRateLimitOptions {
  /** Prefix of the Redis keys; tests give each run its own so counters never leak between them. */
  keyPrefix: string;
  /** Failed attempts allowed per email, then per client IP, within the window. */
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
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
    maxFailuresPerEmail: 10,
    maxFailuresPerIp: 30,
    windowSeconds: 15 * 60,
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
