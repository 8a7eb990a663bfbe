import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { TokenClaims } from './token-issuer';

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
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: TokenClaims): { userId: number } | false {
    if (claims.token_type !== 'access' || typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub)) return false;
    return { userId: Number(claims.sub) };
  }
}
