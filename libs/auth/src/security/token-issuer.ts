import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

  pair(userId: number, refreshJti: string, familyId: string): TokenPair {
    return {
      access: this.sign({ token_type: 'access', sub: String(userId), jti: randomUUID(), sid: familyId }, this.config.accessTokenTtlSeconds),
      refresh: this.sign({ token_type: 'refresh', sub: String(userId), jti: refreshJti }, this.config.refreshTokenTtlSeconds),
    };
  }

  /** The claims of a valid, unexpired refresh token; null for anything else (access token included). */
  readRefresh(token: unknown): { userId: number; jti: string } | null {
    if (typeof token !== 'string' || token === '') return null;
    try {
      const claims = this.jwt.verify<TokenClaims>(token, { algorithms: ['HS256'] });
      if (claims.token_type !== 'refresh' || !/^\d+$/.test(claims.sub) || !UUID.test(String(claims.jti))) return null;
      return { userId: Number(claims.sub), jti: claims.jti };
    } catch {
      return null;
    }
  }

  private sign(claims: Omit<TokenClaims, 'iat' | 'exp'>, ttlSeconds: number): string {
    return this.jwt.sign(claims, { algorithm: 'HS256', expiresIn: ttlSeconds });
  }
}
