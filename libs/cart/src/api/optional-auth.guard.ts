import { ExecutionContext, Injectable } from '@nestjs/common';
import { JwtAuthGuard } from '@shop/auth';

/**
 * Carts are for anonymous visitors too: no Authorization header, no user. A header that is sent is
 * checked as everywhere else (a bad or expired token is a 401, so the SPA refreshes it).
 */
@Injectable()
export class OptionalAuthGuard extends JwtAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!request.headers.authorization) return true;
    return super.canActivate(context);
  }
}
