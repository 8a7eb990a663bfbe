import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type SerializeContext } from '@shop/common';
import { LRUCache } from 'lru-cache';
import type { ProductFacts } from '../catalogue-reader.service';
import type { ProductRepresentation } from '../serializers/product.serializer';

/**
 * Values by key kept for a short time, as pending loads: concurrent misses of one key wait for one
 * query, and a failed load is not kept (the next read tries again). Callers must not change what
 * they get: it is shared. `ttlMs` 0: nothing is kept, every read loads.
 */
class ShortLivedLoads<V extends object> {
  private readonly entries: LRUCache<string, Promise<V | null>> | null;

  constructor(ttlMs: number) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: 5000, ttl: ttlMs }) : null;
  }

  async get(ids: number[], keyOf: (id: number) => string, load: (ids: number[]) => Promise<Map<number, V>>): Promise<Map<number, V>> {
    const unique = [...new Set(ids)];
    const entries = this.entries;
    if (!entries) return load(unique);
    const missing = unique.filter((id) => !entries.has(keyOf(id)));
    if (missing.length > 0) {
      const batch = load(missing);
      for (const id of missing) {
        const entry = batch.then((found) => found.get(id) ?? null);
        entry.catch(() => entries.delete(keyOf(id)));
        entries.set(keyOf(id), entry);
      }
    }
    const found = new Map<number, V>();
    for (const id of unique) {
      const value = await (entries.get(keyOf(id)) ?? null);
      if (value !== null) found.set(id, value);
    }
    return found;
  }
}

/**
 * Product representations by id, kept as long as the catalogue's micro-cache keeps its answers
 * (CATALOGUE_CACHE_TTL_MS; 0 = off): they are public and the same for every viewer (trade prices
 * are applied on the way out of the catalogue's own routes only), while carts and campaigns expand
 * the same few products on every read.
 */
@Injectable()
export class ProductRepresentationCache {
  private readonly loads: ShortLivedLoads<ProductRepresentation>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.loads = new ShortLivedLoads(config.catalogueCacheTtlMs);
  }

  get(ids: number[], ctx: SerializeContext, load: (ids: number[]) => Promise<Map<number, ProductRepresentation>>): Promise<Map<number, ProductRepresentation>> {
    // Media URLs are absolute: one entry per origin.
    return this.loads.get(ids, (id) => `${ctx.origin}|${id}`, load);
  }
}

/**
 * Product facts (price, VAT, stock flags, variants) kept as long as the catalogue's pages are
 * (CATALOGUE_CACHE_TTL_MS): a line is added at the price the reader was shown. Never for a
 * confirmation: it re-reads every fact and refuses with 'cart content changed' when one moved.
 */
@Injectable()
export class ProductFactsCache {
  private readonly loads: ShortLivedLoads<ProductFacts>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.loads = new ShortLivedLoads(config.catalogueCacheTtlMs);
  }

  get(ids: number[], load: (ids: number[]) => Promise<Map<number, ProductFacts>>): Promise<Map<number, ProductFacts>> {
    return this.loads.get(ids, String, load);
  }
}
