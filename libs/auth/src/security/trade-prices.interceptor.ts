import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { withTradeDiscount } from '@shop/catalogue';
import { from, map, mergeMap, Observable } from 'rxjs';
import { AccountReader } from '../queries/account-reader.service';
import { AuthUserLoader } from './auth-user.loader';
import { TokenIssuer } from './token-issuer';

/** The catalogue reads whose books carry a price for the viewer (`books/`, `products/`, one or a page). */
const PRICED_READS = /^\/api\/(books|products)(\/[^/?]+)?\/?(\?|$)/;

/**
 * Booksellers see their purchase price on books (§6). The catalogue answers one shared
 * representation for everyone (anonymous, micro-cached); for a request carrying a valid access
 * token of an active bookseller, the trade discount is applied to that representation on the way
 * out. A missing, bad or expired token leaves the public price: the catalogue is public, and the
 * SPA renews its token before calls anyway.
 */
@Injectable()
export class TradePricesInterceptor implements NestInterceptor {
  constructor(
    private readonly tokens: TokenIssuer,
    private readonly users: AuthUserLoader,
    private readonly accounts: AccountReader,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<{ method: string; url: string; headers: Record<string, string | undefined> }>();
    if (req.method !== 'GET' || !PRICED_READS.test(req.url) || !req.headers.authorization) return next.handle();
    return from(this.discountOf(req.headers.authorization)).pipe(
      mergeMap((discountBp) => (discountBp ? next.handle().pipe(map((body) => withTradeDiscount(body, discountBp))) : next.handle())),
    );
  }

  /** The bookseller's discount in basis points, or null for anyone else. */
  private async discountOf(authorization: string): Promise<number | null> {
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
