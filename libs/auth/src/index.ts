export { AuthModule } from './auth.module';
export { AUTH_ENTITIES } from './entities';
export { authOptions, type AuthModuleOverrides, type AuthModuleOptions, type LoginRateLimitOptions } from './auth-options';
export type { AuthUser } from './security/auth-user';
export type { Role } from './domain/roles';
export { Authenticated, CurrentUser, Roles } from './security/roles.guard';
export { registerAntiForgery, ANTI_FORGERY_EXEMPT_PATHS, CSRF_COOKIE, CSRF_HEADER } from './security/anti-forgery';
export { seedDemoUsers, DEMO_USERS } from './demo/demo-users';
