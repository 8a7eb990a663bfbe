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

/** A year, the longest caches keep anything: for images whose URL never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An image whose URL never names other bytes, with its strong validator. */
export interface ImmutableMedia extends RenderedMedia {
  /** A quoted strong ETag, e.g. `"<id>.webp"`. */
  etag: string;
}

/** True when an If-None-Match header (`*`, or a list of possibly weak tags) names `etag`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch || ifNoneMatch.length > 2048) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends an image cached for a year by browsers and shared caches, or 304 when the client already
 * has it (If-None-Match), or the same 404 as sendMedia. Same protective headers as sendMedia.
 */
export function sendImmutableMedia(reply: FastifyReply, media: ImmutableMedia | null, ifNoneMatch: string | undefined): FastifyReply {
  if (!media) return sendMedia(reply, null);
  void reply.header('etag', media.etag).header('cache-control', IMMUTABLE);
  if (etagMatches(ifNoneMatch, media.etag)) return reply.status(304).send();
  return reply
    .header('content-type', media.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(media.body);
}
