import { Injectable } from '@nestjs/common';
import { AccountReader } from '../queries/account-reader.service';
import { AuthUserLoader } from './auth-user.loader';
import { TokenIssuer } from './token-issuer';

/**
 * The trade discount of whoever sends a request, from its `Authorization` header: booksellers see
 * their purchase price on the catalogue's books (§6). A missing, bad or expired token, or anyone but
 * an active bookseller, has none: the catalogue is public, and the SPA renews its token before calls.
 */
@Injectable()
export class BooksellerDiscounts {
  constructor(
    private readonly tokens: TokenIssuer,
    private readonly users: AuthUserLoader,
    private readonly accounts: AccountReader,
  ) {}

  /** The bookseller's discount in basis points, or null for anyone else. */
  async discountBpOf(authorization: string): Promise<number | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) return null;
    // The same checks as the guard's: HS256 only, `exp`, `iat` and `sid` required.
    const claims = this.tokens.readAccess(match[1]);
    if (!claims) return null;
    const found = await this.users.load(Number(claims.sub), { familyId: claims.sid ?? null, issuedAt: claims.iat });
    if (!found?.active || found.revoked || !found.user.isBookseller) return null;
    return (await this.accounts.buyerTerms(found.user.id)).booksellerDiscountBp;
  }
}
