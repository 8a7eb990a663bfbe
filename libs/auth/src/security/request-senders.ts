import { Injectable } from '@nestjs/common';
import type { AuthUser } from './auth-user';
import { AuthUserLoader } from './auth-user.loader';
import { TokenIssuer } from './token-issuer';

/**
 * Who sends a request to a public route, from its `Authorization` header, without refusing anyone:
 * the user of a valid access token whose account is active and whose session is not revoked (the
 * guard's checks), else null. Public routes answer everyone, some a little differently for some.
 */
@Injectable()
export class RequestSenders {
  constructor(
    private readonly tokens: TokenIssuer,
    private readonly users: AuthUserLoader,
  ) {}

  async userOf(authorization: string | undefined): Promise<AuthUser | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return null;
    // The same checks as the guard's: HS256 only, `exp`, `iat` and `sid` required.
    const claims = this.tokens.readAccess(match[1]);
    if (!claims) return null;
    const found = await this.users.load(Number(claims.sub), { familyId: claims.sid ?? null, issuedAt: claims.iat });
    return found?.active && !found.revoked ? found.user : null;
  }

  /** Whether the sender is staff (a preview of what the public does not see). */
  async isStaff(authorization: string | undefined): Promise<boolean> {
    return (await this.userOf(authorization))?.roles.includes('staff') ?? false;
  }
}
