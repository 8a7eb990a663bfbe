import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AccessTokenSession } from './auth-user.loader';
import { JWT_ALGORITHMS, wellFormedClaims } from './token-issuer';

/**
 * passport-jwt: checks the bearer token's signature (HS256 only: `none` and every other algorithm
 * are refused) and expiry, and that it is an access token carrying `exp`, `iat` and its session
 * `sid` (jsonwebtoken checks `exp` only when present: a token without it is refused here).
 * Passport keeps strategies in one process-wide registry, so this holds no per-application state:
 * loading the user is the guard's job, with its own application's database.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not the string: jsonwebtoken would otherwise try (and fail) to read the string as
      // a public key on every request before falling back to HMAC — a third of a cart read's CPU.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: JWT_ALGORITHMS,
      ignoreExpiration: false,
    });
  }

  validate(claims: unknown): AccessTokenSession | false {
    if (!wellFormedClaims(claims, 'access')) return false;
    return { userId: Number(claims.sub), familyId: claims.sid ?? null, issuedAt: claims.iat };
  }
}
