import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES as M } from '../domain/messages';

/** Django's names, which the SPA's calls use (§7). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

/**
 * Unsafe routes called by other servers, which cannot hold the cookie. The only place to add one:
 * the bank's server-to-server notification is authenticated by its MAC seal instead; a newsletter's
 * one-click unsubscription (RFC 8058, posted by the reader's mail provider) by the HMAC token of
 * the address in its link.
 */
export const ANTI_FORGERY_EXEMPT_PATHS: readonly string[] = ['/api/payment/notification', '/api/newsletter/unsubscribe'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
/** Django's CSRF cookie lifetime: one year. */
const COOKIE_MAX_AGE_SECONDS = 31_449_600;

/**
 * The path as the router reads it: percent-decoded (`/%61pi/` is `/api/`), repeated and trailing
 * slashes folded. A spelling that cannot be decoded is kept raw and so still checked below.
 */
export function normalisedPath(url: string): string {
  const raw = url.split('?')[0].split('#')[0];
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  path = path.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const isApiPath = (path: string) => path.toLowerCase() === '/api' || path.toLowerCase().startsWith('/api/');

function cookieToken(req: FastifyRequest): string | undefined {
  const cookies = req.cookies ?? fastifyCookie.parse(req.headers.cookie ?? '');
  const value = cookies[CSRF_COOKIE];
  return value && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : undefined;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * True when the request must carry the header matching the cookie (double-submit cookie). Judged
 * on the route the router matched when there is one (`routePattern`), and on the decoded path
 * otherwise: every spelling of an unsafe /api/ call needs the token, and only the exempt routes
 * themselves are spared.
 */
export function needsAntiForgeryCheck(method: string, url: string, exempt: readonly string[] = ANTI_FORGERY_EXEMPT_PATHS, routePattern?: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const path = normalisedPath(url);
  const route = routePattern ? normalisedPath(routePattern) : undefined;
  if (!isApiPath(path) && !(route && isApiPath(route))) return false;
  // Exempt only when both the route and the path name the exempt endpoint.
  return !(exempt.includes(path) && (route === undefined || exempt.includes(route)));
}

/**
 * Anti-forgery for the API, Django style: every response to a client without the `csrftoken`
 * cookie sets one (readable by the SPA, SameSite=Lax), and unsafe requests under /api/ must echo
 * it in `X-CSRFToken`; otherwise 403. Another site can make the browser send the cookie but
 * cannot read it, so it cannot forge the header. Needs @fastify/cookie registered first.
 */
export function registerAntiForgery(fastify: FastifyInstance, options: { exemptPaths?: readonly string[] } = {}): void {
  const exempt = options.exemptPaths ?? ANTI_FORGERY_EXEMPT_PATHS;

  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    // The router has matched before onRequest: judge the route it chose, not the raw spelling.
    if (!needsAntiForgeryCheck(req.method, req.url, exempt, req.routeOptions?.url)) return;
    const cookie = cookieToken(req);
    const header = req.headers[CSRF_HEADER];
    if (cookie && typeof header === 'string' && sameToken(cookie, header)) return;
    return reply
      .code(403)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ detail: M.csrfFailed }));
  });

  fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!cookieToken(req)) {
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: req.protocol === 'https',
        maxAge: COOKIE_MAX_AGE_SECONDS,
      });
    }
    return payload;
  });
}
