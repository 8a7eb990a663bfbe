import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

interface CachedResponse {
  body: string;
  contentType: string;
}

export interface MicroCacheOptions {
  /** Lifetime of an entry in ms; 0 turns the cache off. */
  ttlMs: number;
  /** URL prefixes whose anonymous GET responses may be cached. */
  prefixes: string[];
  /** Most entries kept (least recently used dropped first). */
  maxEntries?: number;
}

const CACHE_FLAG = Symbol('microCacheKey');

/**
 * Micro-cache for the public catalogue: anonymous GETs of the listed prefixes are answered from
 * memory for a short time (a couple of seconds). The catalogue changes rarely and reads dominate,
 * so this keeps the database out of the hot path; each API process holds its own copy, hence the
 * short lifetime instead of cross-process invalidation. Responses carry `X-Cache: HIT|MISS`.
 */
export function registerMicroCache(fastify: FastifyInstance, options: MicroCacheOptions): void {
  if (options.ttlMs <= 0) return;
  const cache = new LRUCache<string, CachedResponse>({ max: options.maxEntries ?? 2000, ttl: options.ttlMs });
  const cacheable = (req: FastifyRequest) =>
    req.method === 'GET' && !req.headers.authorization && options.prefixes.some((p) => req.url.startsWith(p));
  const keyOf = (req: FastifyRequest) => `${req.protocol}://${req.host}${req.url}`;

  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(req)) return;
    const key = keyOf(req);
    const hit = cache.get(key);
    if (hit) {
      return reply.header('content-type', hit.contentType).header('x-cache', 'HIT').send(hit.body);
    }
    (req as unknown as Record<symbol, string>)[CACHE_FLAG] = key;
    reply.header('x-cache', 'MISS');
  });

  fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = (req as unknown as Record<symbol, string | undefined>)[CACHE_FLAG];
    if (key && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(key, { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
    }
    return payload;
  });
}
