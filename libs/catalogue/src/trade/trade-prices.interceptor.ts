import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { from, map, mergeMap, Observable } from 'rxjs';
import { withTradeDiscount } from '../serializers/trade-prices';
import { ViewerTradeDiscount } from './viewer-trade-discount';

/** The catalogue reads whose books carry a price for the viewer (`books/`, `products/`, one or a page). */
const PRICED_READS = /^\/api\/(books|products)(\/[^/?]+)?\/?(\?|$)/;

/**
 * Booksellers see their purchase price on books (§6). The catalogue answers one shared
 * representation for everyone (anonymous, micro-cached); for a request whose sender has a trade
 * discount (ViewerTradeDiscount), the discount is applied to that representation on the way out.
 * Registered by the application as a global interceptor, beside the ViewerTradeDiscount it provides.
 */
@Injectable()
export class TradePricesInterceptor implements NestInterceptor {
  constructor(private readonly viewers: ViewerTradeDiscount) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<{ method: string; url: string; headers: Record<string, string | undefined> }>();
    if (req.method !== 'GET' || !PRICED_READS.test(req.url) || !req.headers.authorization) return next.handle();
    return from(this.viewers.discountBpOf(req.headers.authorization)).pipe(
      mergeMap((discountBp) => (discountBp ? next.handle().pipe(map((body) => withTradeDiscount(body, discountBp))) : next.handle())),
    );
  }
}
