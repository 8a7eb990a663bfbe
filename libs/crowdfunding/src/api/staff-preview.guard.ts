import { ExecutionContext, Injectable } from '@nestjs/common';
import { type AuthUser, JwtAuthGuard } from '@shop/auth';

interface ViewerRequest {
  headers: { authorization?: string };
  user?: AuthUser;
}

/**
 * A public route that staff may see more of (a draft campaign's preview): lets every request
 * through, and puts the user of a valid access token on the request. No token, or a bad or expired
 * one, is an anonymous visitor, as everywhere on the public read API.
 */
@Injectable()
export class StaffPreviewGuard extends JwtAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ViewerRequest>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      request.user = undefined;
    }
    return true;
  }
}

/** Whether the request's viewer is staff (after StaffPreviewGuard). */
export const isStaffViewer = (user: AuthUser | undefined): boolean => user?.isStaff === true;
