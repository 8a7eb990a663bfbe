import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

interface CachedResponse {
  /** The answer's bytes: a hit sends them as they are, neither measured nor encoded again. */
  body: Buffer;
  contentType: string;
  freshUntil: number;
}

export interface MicroCacheOptions {
  /** How long an entry is fresh, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** URL prefixes whose anonymous GET responses may be cached. */
  prefixes: string[];
  /** Most entries kept (least recently used dropped first). */
  maxEntries?: number;
  /** How long past freshness a stale entry may still be served while one request refreshes it. */
  staleMs?: number;
}

/**
 * Micro-cache for the public catalogue: anonymous GETs of the listed prefixes are answered from
 * memory for a short time (a couple of seconds). The catalogue changes rarely and reads dominate,
 * so this keeps the database out of the hot path; each API process holds its own copy, hence the
 * short lifetime instead of cross-process invalidation.
 *
 * No stampede: when an entry goes stale, one request refreshes it while the others get the stale
 * copy; when there is no entry yet, concurrent requests for the same URL wait for the first one.
 * Responses carry `X-Cache: HIT | STALE | MISS`.
 */
export function registerMicroCache(fastify: FastifyInstance, options: MicroCacheOptions): void {
  if (options.ttlMs <= 0) return;
  const staleMs = options.staleMs ?? Math.max(10_000, options.ttlMs * 5);
  const cache = new LRUCache<string, CachedResponse>({ max: options.maxEntries ?? 2000, ttl: options.ttlMs + staleMs });
  /** Requests computing an entry right now, and who waits for them. */
  const inFlight = new Map<string, Promise<CachedResponse | null>>();
  const settle = new Map<string, (value: CachedResponse | null) => void>();
  /** The entry each request is computing, this cache's own (another cache registered beside it keeps its own). */
  const computing = new WeakMap<FastifyRequest, string>();

  const cacheable = (req: FastifyRequest) => req.method === 'GET' && !req.headers.authorization && options.prefixes.some((p) => req.url.startsWith(p));
  const send = (reply: FastifyReply, entry: CachedResponse, state: string) => reply.header('content-type', entry.contentType).header('x-cache', state).send(entry.body);
  const becomeRefresher = (req: FastifyRequest, reply: FastifyReply, key: string) => {
    computing.set(req, key);
    inFlight.set(key, new Promise((resolve) => settle.set(key, resolve)));
    reply.header('x-cache', 'MISS');
  };

  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(req)) return;
    const key = `${req.protocol}://${req.host}${req.url}`;
    const entry = cache.get(key);
    if (entry && entry.freshUntil > Date.now()) return send(reply, entry, 'HIT');
    const pending = inFlight.get(key);
    if (entry && pending) return send(reply, entry, 'STALE');
    if (pending) {
      const computed = await pending;
      if (computed) return send(reply, computed, 'HIT');
      return; // the first request failed: this one goes through on its own
    }
    becomeRefresher(req, reply, key);
  });

  const finish = (key: string, value: CachedResponse | null) => {
    settle.get(key)?.(value);
    settle.delete(key);
    inFlight.delete(key);
  };

  fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = computing.get(req);
    if (!key) return payload;
    computing.delete(req);
    if (reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const entry = {
        body: typeof payload === 'string' ? Buffer.from(payload) : payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        freshUntil: Date.now() + options.ttlMs,
      };
      cache.set(key, entry);
      finish(key, entry);
    } else {
      finish(key, null);
    }
    return payload;
  });

  // A request that dies before sending (client gone, crash) must not leave waiters hanging.
  fastify.addHook('onResponse', async (req: FastifyRequest) => {
    const key = computing.get(req);
    if (key) finish(key, null);
  });
}
