import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BoardAdapter } from '@bull-board/fastify';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the dashboard is served, and the cookie that opens it (valid for that path only). */
export const DASHBOARD_PATH = '/admin/queues';
/** The back office of the SPA's default label (web/src/config/paths.ts, DEFAULT_LABEL). */
const BACK_OFFICE_PATH = '/exemplaire/arriere-boutique';
export const DASHBOARD_COOKIE = 'queue_dashboard';
export const DASHBOARD_SESSION_SECONDS = 15 * 60;

const NOT_AUTHENTICATED = "Informations d'authentification non fournies.";
const READ_ONLY = 'Le tableau de bord des files est en lecture seule : aucune tâche ne peut y être ajoutée, relancée ni supprimée.';

/** The dashboard's reads; every other method is a write (add, retry, pause, clean…) and is refused. */
const DASHBOARD_READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Short-lived dashboard sessions, signed with a key derived from the JWT secret: the cookie is
 * `<staff id>.<expiry ms>.<HMAC>`, checked without any storage, so every API instance accepts it.
 */
@Injectable()
export class DashboardSessions {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('queue-dashboard-session').digest();
  }

  issue(staffId: number, now = Date.now()): { value: string; expiresAt: number } {
    const expiresAt = now + DASHBOARD_SESSION_SECONDS * 1000;
    const payload = `${staffId}.${expiresAt}`;
    return { value: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  isValid(value: unknown, now = Date.now()): boolean {
    if (typeof value !== 'string') return false;
    const match = /^(\d{1,12})\.(\d{13})\.([\w-]{43})$/.exec(value);
    if (!match) return false;
    const expected = Buffer.from(this.sign(`${match[1]}.${match[2]}`));
    const given = Buffer.from(match[3]);
    return given.length === expected.length && timingSafeEqual(given, expected) && Number(match[2]) > now;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

/** Without a valid session: 401, a short French page for a browser, `{detail}` for anything else. */
function refuse(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.code(401).header('cache-control', 'no-store');
  if (String(req.headers.accept ?? '').includes('text/html')) {
    return reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Files de tâches</title>' +
          '<p>Session expirée ou absente : ouvrez le tableau de bord des files depuis l’arrière-boutique.</p><p><a href="/login">Se connecter</a></p></html>',
      );
  }
  return reply.send({ detail: NOT_AUTHENTICATED });
}

/** 405 in DRF's shape: the dashboard's write routes exist in Bull Board, but not for us. */
function refuseWrite(reply: FastifyReply): FastifyReply {
  return reply.code(405).header('allow', 'GET, HEAD').header('cache-control', 'no-store').send({ detail: READ_ONLY });
}

/**
 * Mounts Bull Board at /admin/queues for every queue, read-only, behind the session cookie: each
 * request of the dashboard (page, assets, its API) is checked in the dashboard's own plugin scope.
 *
 * Read-only because its writes carry no anti-forgery token, only the SameSite cookie, and one of
 * them adds any job (a mail to any address). Two locks: the queues in Bull Board's read-only mode
 * (no write buttons, its write handlers answer 405) and the scope refusing every method but GET
 * and HEAD before Bull Board sees the request, whatever routes a later version adds.
 */
export async function registerQueueDashboard(fastify: FastifyInstance, queues: Queue[], sessions: DashboardSessions, policy: string): Promise<void> {
  const board = new BoardAdapter();
  board.setBasePath(DASHBOARD_PATH);
  // @bull-board/fastify pins its own patch of @bull-board/api: same shapes, separate declarations.
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q, { readOnlyMode: true })),
    serverAdapter: board as never,
    // Opened in its own tab from the back office: a link back to it (the SPA's default label, as `/` leads there).
    options: { uiConfig: { boardTitle: 'Files de tâches', miscLinks: [{ text: 'Retour à l’arrière-boutique', url: BACK_OFFICE_PATH }] } },
  });
  await fastify.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      if (!DASHBOARD_READ_METHODS.has(req.method)) return refuseWrite(reply);
      const cookies = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
      if (!sessions.isValid(cookies?.[DASHBOARD_COOKIE])) return refuse(req, reply);
      // Bull Board's page writes style elements of its own: its policy allows them (security-headers.ts).
      void reply.header('content-security-policy', policy);
    });
    await scope.register(board.registerPlugin() as never, { prefix: DASHBOARD_PATH });
  });
}
