import { ExecutionContext, HttpException, HttpStatus, Injectable, Optional } from '@nestjs/common';
import { AuthGuard, AuthModuleOptions } from '@nestjs/passport';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { AuthUser } from './auth-user';
import { AccessTokenSession, AuthUserLoader } from './auth-user.loader';

/** 401 in simplejwt's shape: `{detail, code}`. */
export class TokenNotValid extends HttpException {
  constructor(detail: string = M.tokenNotValid, code = 'token_not_valid') {
    super({ detail, code }, HttpStatus.UNAUTHORIZED);
  }
}

/** 401 when no credentials came at all (DRF's NotAuthenticated). */
export class NotAuthenticated extends HttpException {
  constructor() {
    super({ detail: M.notAuthenticated }, HttpStatus.UNAUTHORIZED);
  }
}

/**
 * Requires a valid access token and an active account, then puts the AuthUser on request.user.
 * Used per route through @Authenticated(), so the public catalogue stays untouched.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly users: AuthUserLoader,
    @Optional() options?: AuthModuleOptions,
  ) {
    super(options);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<{ user: AccessTokenSession | AuthUser }>();
    const { userId, familyId, issuedAt } = request.user as AccessTokenSession;
    const found = await this.users.load(userId, { familyId, issuedAt });
    if (!found) throw new TokenNotValid(M.userNotFound, 'user_not_found');
    if (!found.active) throw new TokenNotValid(M.userInactive, 'user_inactive');
    // Logged out, or the password changed since: the token ends now, not at its expiry.
    if (found.revoked) throw new TokenNotValid();
    request.user = found.user;
    return true;
  }

  /** Passport's verdict: no token at all, or a token that is bad, expired or not an access token. */
  override handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err) throw err;
    if (user) return user;
    const message = info instanceof Error ? info.message : '';
    throw message === 'No auth token' ? new NotAuthenticated() : new TokenNotValid();
  }
}
