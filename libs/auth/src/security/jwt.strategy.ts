import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AccessTokenSession } from './auth-user.loader';
import type { TokenClaims } from './token-issuer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * passport-jwt: checks the bearer token's signature (HS256) and expiry, and that it is an access
 * token. Passport keeps strategies in one process-wide registry, so this holds no per-application
 * state: loading the user is the guard's job, with its own application's database.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not the string: jsonwebtoken would otherwise try (and fail) to read the string as
      // a public key on every request before falling back to HMAC — a third of a cart read's CPU.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: TokenClaims): AccessTokenSession | false {
    if (claims.token_type !== 'access' || typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub)) return false;
    if (!Number.isInteger(claims.iat)) return false;
    // Tokens signed before families were carried have no sid; they expire within one access lifetime.
    const familyId = typeof claims.sid === 'string' && UUID.test(claims.sid) ? claims.sid : null;
    return { userId: Number(claims.sub), familyId, issuedAt: claims.iat };
  }
}
