import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '@shop/auth';
import { requestIdOf } from '@shop/common';
import type { CartActor } from '../commands/cart-actor';

/** The caller of a cart route (after OptionalAuthGuard), with the request's correlation id. */
export const Actor = createParamDecorator((_: unknown, ctx: ExecutionContext): CartActor => {
  const req = ctx.switchToHttp().getRequest<{ id?: unknown; user?: AuthUser; headers: Record<string, string | undefined> }>();
  return {
    userId: req.user?.id ?? null,
    isBookseller: req.user?.isBookseller ?? false,
    ...(req.user?.booksellerDiscountBp !== undefined ? { terms: { booksellerDiscountBp: req.user.booksellerDiscountBp } } : {}),
    // The id the API gave the request (echoed in X-Request-Id): events, outbox rows and logs share it.
    requestId: requestIdOf(req),
  };
});
