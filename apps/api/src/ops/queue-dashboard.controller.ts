import { Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '@shop/auth';
import { APP_CONFIG, AppConfig } from '@shop/common';
import type { FastifyReply } from 'fastify';
import { QueueDashboardSessionResponse } from './queue-dashboard.responses';
import { DASHBOARD_COOKIE, DASHBOARD_PATH, DASHBOARD_SESSION_SECONDS, DashboardSessions } from './queue-dashboard';

/**
 * `POST api/staff/queue-dashboard/session/` (staff, bearer token): sets the cookie that opens the
 * queue dashboard for 15 minutes, HttpOnly, SameSite=Strict, for /admin/queues only; the SPA then
 * navigates there (a page load carries no bearer token, hence the cookie).
 */
@ApiTags('Files de tâches (équipe)')
@Controller('api/staff/queue-dashboard')
@Roles('staff')
export class QueueDashboardController {
  constructor(
    private readonly sessions: DashboardSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('session')
  @ApiOperation({ summary: 'Ouvrir le tableau de bord des files (équipe)' })
  @ApiOkResponse({ type: QueueDashboardSessionResponse, description: 'Cookie de session posé (HttpOnly, 15 minutes) ; ouvrir `url`.' })
  @HttpCode(200)
  session(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply) {
    const { value, expiresAt } = this.sessions.issue(user.id);
    (reply as FastifyReply & { setCookie(name: string, value: string, options: object): FastifyReply }).setCookie(DASHBOARD_COOKIE, value, {
      path: DASHBOARD_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.nodeEnv === 'production',
      maxAge: DASHBOARD_SESSION_SECONDS,
    });
    return { url: `${DASHBOARD_PATH}/`, expires_at: new Date(expiresAt).toISOString() };
  }
}
