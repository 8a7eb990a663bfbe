import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '@shop/auth';
import { randomUUID } from 'node:crypto';
import type { CartActor } from '../commands/cart-actor';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The caller of a cart route (after OptionalAuthGuard), with the request's correlation id. */
export const Actor = createParamDecorator((_: unknown, ctx: ExecutionContext): CartActor => {
  const req = ctx.switchToHttp().getRequest<{ user?: AuthUser; headers: Record<string, string | undefined> }>();
  const header = req.headers['x-request-id'];
  return {
    userId: req.user?.id ?? null,
    isBookseller: req.user?.isBookseller ?? false,
    requestId: header && REQUEST_ID.test(header) ? header : randomUUID(),
  };
});
