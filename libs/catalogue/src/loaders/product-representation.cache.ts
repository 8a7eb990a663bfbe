import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type SerializeContext } from '@shop/common';
import { LRUCache } from 'lru-cache';
import type { ProductRepresentation } from '../serializers/product.serializer';

type Load = (ids: number[]) => Promise<Map<number, ProductRepresentation>>;

/**
 * Product representations by id, kept as long as the catalogue's micro-cache keeps its answers
 * (CATALOGUE_CACHE_TTL_MS; 0 = off): they are public and the same for every viewer (trade prices
 * are applied on the way out of the catalogue's own routes only), while carts and campaigns expand
 * the same few products on every read. Entries are the pending loads: concurrent misses of one
 * product wait for one query. Callers must not change what they get: it is shared.
 */
@Injectable()
export class ProductRepresentationCache {
  private readonly entries: LRUCache<string, Promise<ProductRepresentation | null>> | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.entries = config.catalogueCacheTtlMs > 0 ? new LRUCache({ max: 5000, ttl: config.catalogueCacheTtlMs }) : null;
  }

  async get(ids: number[], ctx: SerializeContext, load: Load): Promise<Map<number, ProductRepresentation>> {
    const unique = [...new Set(ids)];
    if (!this.entries) return load(unique);
    // Media URLs are absolute: one entry per origin.
    const key = (id: number) => `${ctx.origin}|${id}`;
    const missing = unique.filter((id) => !this.entries!.has(key(id)));
    if (missing.length > 0) {
      const batch = load(missing);
      for (const id of missing) {
        const entry = batch.then((found) => found.get(id) ?? null);
        // A failed load is not kept: the next read tries again (and this one fails below).
        entry.catch(() => this.entries?.delete(key(id)));
        this.entries.set(key(id), entry);
      }
    }
    const found = await Promise.all(unique.map(async (id) => [id, await (this.entries!.get(key(id)) ?? null)] as const));
    return new Map(found.filter((pair): pair is readonly [number, ProductRepresentation] => pair[1] !== null));
  }
}
