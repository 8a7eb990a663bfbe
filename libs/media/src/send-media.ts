import type { FastifyReply } from 'fastify';
import type { RenderedMedia } from './media-renderer';

/** One day: generated images change only when their subject does, and the URL stays the same. */
const MAX_AGE_SECONDS = 86_400;

/**
 * Sends a rendered image, or a DRF-style 404 when there is none. SVG is served under a
 * Content-Security-Policy that forbids everything but inline styles, as images from a database should be.
 */
export function sendMedia(reply: FastifyReply, media: RenderedMedia | null): FastifyReply {
  if (!media) {
    return reply
      .status(404)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ detail: 'Pas trouvé.' }));
  }
  return reply
    .header('content-type', media.contentType)
    .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(media.body);
}
