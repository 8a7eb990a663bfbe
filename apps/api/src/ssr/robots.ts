import type { FastifyInstance } from 'fastify';

/**
 * `GET /robots.txt`: crawlers read the public pages and leave alone the API, the ops pages and the
 * pages that belong to a session (account, checkout, bookseller and staff areas).
 */
export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /metrics',
    'Disallow: /*/compte/',
    'Disallow: /*/user/',
    'Disallow: /*/checkout/',
    'Disallow: /*/libraire/',
    'Disallow: /*/arriere-boutique/',
    'Disallow: /*/login',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

export function registerRobots(fastify: FastifyInstance, publicUrl: string): void {
  const body = robotsTxt(publicUrl);
  fastify.get('/robots.txt', (_req, reply) => void reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body));
}
