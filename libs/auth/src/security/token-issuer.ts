import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The only algorithm the shop signs with, and so the only one it accepts (no `none`, no public-key confusion). */
export const JWT_ALGORITHMS: ['HS256'] = ['HS256'];

/** A token signed this far in the future is no token of ours (clock skew between API instances aside). */
const MAX_CLOCK_SKEW_SECONDS = 60;

/** What both tokens carry, as djangorestframework-simplejwt names it (`token_type`, `jti`, `exp`). */
export interface TokenClaims {
  token_type: 'access' | 'refresh';
  /** The user id, as a string (JWT wants `sub` to be one). */
  sub: string;
  jti: string;
  /** Access tokens: the refresh family (login) they belong to; revoking it ends them at once. */
  sid?: string;
  iat: number;
  exp: number;
}

/** The pair the SPA stores (§3 Token). */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** What a pair is made of; the same parts always sign the same pair (a refresh replayed in its grace window gets it again). */
export interface PairParts {
  userId: number;
  refreshJti: string;
  familyId: string;
  accessJti: string;
  /** `iat` of both tokens, in seconds since the epoch; each `exp` follows from its lifetime. */
  issuedAt: number;
}

/**
 * Claims of a token whose signature jsonwebtoken has checked: the type asked for, a numeric `sub`,
 * a UUID `jti`, integer `iat` and `exp` (a token without `exp` would never expire: refused), and for
 * access tokens the session `sid`. Shared by every place that reads a token (passport strategy,
 * trade-price interceptor, refresh and logout).
 */
export function wellFormedClaims(claims: unknown, type: TokenClaims['token_type'], nowSeconds = Date.now() / 1000): claims is TokenClaims {
  if (typeof claims !== 'object' || claims === null) return false;
  const c = claims as Partial<Record<keyof TokenClaims, unknown>>;
  if (c.token_type !== type || typeof c.sub !== 'string' || !/^\d{1,10}$/.test(c.sub)) return false;
  if (typeof c.jti !== 'string' || !UUID.test(c.jti)) return false;
  if (!Number.isInteger(c.iat) || !Number.isInteger(c.exp)) return false;
  const iat = c.iat as number;
  const exp = c.exp as number;
  if (exp <= iat || iat > nowSeconds + MAX_CLOCK_SKEW_SECONDS || exp <= nowSeconds) return false;
  return type === 'refresh' || (typeof c.sid === 'string' && UUID.test(c.sid));
}

/** Signs and checks the JWTs (HS256, secret from the configuration); knows nothing of the database. */
@Injectable()
export class TokenIssuer {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get refreshTtlMs(): number {
    return this.config.refreshTokenTtlSeconds * 1000;
  }

  /** The parts of a new pair issued at `now` (fresh jtis). */
  newParts(userId: number, familyId: string, now: Date): PairParts {
    return { userId, refreshJti: randomUUID(), familyId, accessJti: randomUUID(), issuedAt: Math.floor(now.getTime() / 1000) };
  }

  /** Signs the pair; both tokens carry `iat` and `exp`, the access token its session `sid`. */
  pair({ userId, refreshJti, familyId, accessJti, issuedAt }: PairParts): TokenPair {
    const sub = String(userId);
    return {
      access: this.sign({ token_type: 'access', sub, jti: accessJti, sid: familyId, iat: issuedAt, exp: issuedAt + this.config.accessTokenTtlSeconds }),
      refresh: this.sign({ token_type: 'refresh', sub, jti: refreshJti, iat: issuedAt, exp: issuedAt + this.config.refreshTokenTtlSeconds }),
    };
  }

  /** The claims of a valid, unexpired refresh token; null for anything else (access token included). */
  readRefresh(token: unknown): { userId: number; jti: string } | null {
    const claims = this.verify(token, 'refresh');
    return claims && { userId: Number(claims.sub), jti: claims.jti };
  }

  /** The claims of a valid, unexpired access token; null for anything else. */
  readAccess(token: unknown): TokenClaims | null {
    return this.verify(token, 'access');
  }

  private verify(token: unknown, type: TokenClaims['token_type']): TokenClaims | null {
    if (typeof token !== 'string' || token === '') return null;
    try {
      const claims: unknown = this.jwt.verify(token, { algorithms: JWT_ALGORITHMS });
      return wellFormedClaims(claims, type) ? claims : null;
    } catch {
      return null;
    }
  }

  private sign(claims: TokenClaims): string {
    // `iat` and `exp` are given, not computed by jsonwebtoken: the same parts sign the same token.
    return this.jwt.sign(claims, { algorithm: 'HS256' });
  }
}
