import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type SerializeContext } from '@shop/common';
import { LRUCache } from 'lru-cache';
import type { ProductFacts } from '../product-facts';
import type { ProductRepresentation } from '../serializers/product.serializer';

/**
 * Values by key kept for a short time, as pending loads: concurrent misses of one key wait for one
 * query, and a failed load is not kept (the next read tries again). An entry past its time is
 * still answered while it is loaded again in the background (stale-while-revalidate), for one more
 * lifetime at most: a busy product never makes a reader wait for its reload. Callers must not
 * change what they get: it is shared. `ttlMs` 0: nothing is kept, every read loads.
 */
export class ShortLivedLoads<V extends object> {
  private readonly entries: LRUCache<string, Promise<V | null>> | null;
  /** Keys being loaded again in the background. */
  private readonly refreshing = new Set<string>();

  constructor(private readonly ttlMs: number) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: 5000, ttl: ttlMs, allowStale: true, noDeleteOnStaleGet: true }) : null;
  }

  async get(ids: number[], keyOf: (id: number) => string, load: (ids: number[]) => Promise<Map<number, V>>): Promise<Map<number, V>> {
    const unique = [...new Set(ids)];
    const entries = this.entries;
    if (!entries) return load(unique);
    const answers = new Map<number, Promise<V | null>>();
    const missing: number[] = [];
    const stale: number[] = [];
    for (const id of unique) {
      const status: LRUCache.Status<string, Promise<V | null>> = {};
      const entry = entries.get(keyOf(id), { status });
      // Past its time by more than one lifetime: too old to answer, loaded as if missing.
      if (entry === undefined || (status.get === 'stale' && -(status.remainingTTL ?? 0) > this.ttlMs)) missing.push(id);
      else {
        answers.set(id, entry);
        if (status.get === 'stale' && !this.refreshing.has(keyOf(id))) stale.push(id);
      }
    }
    if (missing.length > 0) {
      const batch = load(missing);
      for (const id of missing) {
        const entry = batch.then((found) => found.get(id) ?? null);
        entry.catch(() => entries.delete(keyOf(id)));
        entries.set(keyOf(id), entry);
        answers.set(id, entry);
      }
    }
    if (stale.length > 0) this.refresh(stale, keyOf, load);
    const found = new Map<number, V>();
    for (const [id, answer] of answers) {
      const value = await answer;
      if (value !== null) found.set(id, value);
    }
    return found;
  }

  /** Loads stale keys again; their old values answer until the new ones are in (a failed load keeps them). */
  private refresh(ids: number[], keyOf: (id: number) => string, load: (ids: number[]) => Promise<Map<number, V>>): void {
    const keys = ids.map(keyOf);
    for (const key of keys) this.refreshing.add(key);
    load(ids)
      .then((found) => ids.forEach((id, i) => this.entries?.set(keys[i], Promise.resolve(found.get(id) ?? null))))
      .catch(() => undefined)
      .finally(() => keys.forEach((key) => this.refreshing.delete(key)));
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
