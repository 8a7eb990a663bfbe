import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, ForbiddenException, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAnyRole, Role } from '../domain/roles';
import { AuthUser } from './auth-user';
import { JwtAuthGuard } from './jwt-auth.guard';

const ROLES_KEY = 'shop:roles';

/** Lets through users having one of the roles set by @Roles (any logged-in user when none). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]) ?? [];
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    // DRF's French 403 wording comes from the exception filter.
    if (!user || !hasAnyRole(user.roles, required)) throw new ForbiddenException();
    return true;
  }
}

/** Restricts a route (or controller) to users having one of these roles; implies @Authenticated(). */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(JwtAuthGuard, RolesGuard));

/** Requires a logged-in, active user (401 otherwise). */
export const Authenticated = () => UseGuards(JwtAuthGuard, RolesGuard);

/** The logged-in user of the request (after @Authenticated or @Roles). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
