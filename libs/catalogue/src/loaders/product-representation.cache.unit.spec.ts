import type { AppConfig } from '@shop/common';
import type { ProductRepresentation } from '../serializers/product.serializer';
import { ProductRepresentationCache } from './product-representation.cache';

const ctx = { origin: 'https://shop.example', now: new Date('2026-03-02T10:00:00Z') };
const product = (id: number) => ({ id, name: `Livre ${id}` }) as unknown as ProductRepresentation;
const cacheFor = (ttlMs: number) => new ProductRepresentationCache({ catalogueCacheTtlMs: ttlMs } as AppConfig);

/** A loader recording the ids of each call; unknown ids (≥ 100) are missing from its answer. */
function loader() {
  const calls: number[][] = [];
  const load = async (ids: number[]) => {
    calls.push(ids);
    return new Map(ids.filter((id) => id < 100).map((id) => [id, product(id)]));
  };
  return { calls, load };
}

describe('ProductRepresentationCache', () => {
  it('loads only the products it does not hold yet, once for concurrent readers', async () => {
    const cache = cacheFor(2000);
    const { calls, load } = loader();
    const [a, b] = await Promise.all([cache.get([1, 2, 2], ctx, load), cache.get([2, 1], ctx, load)]);
    const c = await cache.get([1, 3], ctx, load);
    expect(calls).toEqual([[1, 2], [3]]);
    expect([...a.keys()]).toEqual([1, 2]);
    expect([...b.keys()]).toEqual([2, 1]);
    expect(c.get(3)).toEqual(product(3));
  });

  it('leaves out unknown products and loads again once the entries are older than the lifetime', async () => {
    const cache = cacheFor(30);
    const { calls, load } = loader();
    expect([...(await cache.get([1, 100], ctx, load)).keys()]).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.get([1], ctx, load);
    expect(calls).toEqual([[1, 100], [1]]);
  });

  it('keeps one entry per origin, media URLs being absolute', async () => {
    const cache = cacheFor(2000);
    const { calls, load } = loader();
    await cache.get([1], ctx, load);
    await cache.get([1], { ...ctx, origin: 'http://127.0.0.1:3000' }, load);
    expect(calls).toEqual([[1], [1]]);
  });

  it('does not keep a failed load', async () => {
    const cache = cacheFor(2000);
    const { calls, load } = loader();
    await expect(cache.get([1], ctx, () => Promise.reject(new Error('base indisponible')))).rejects.toThrow('base indisponible');
    expect((await cache.get([1], ctx, load)).get(1)).toEqual(product(1));
    expect(calls).toEqual([[1]]);
  });

  it('reads through on every call when the catalogue cache is off (lifetime 0)', async () => {
    const cache = cacheFor(0);
    const { calls, load } = loader();
    await cache.get([1], ctx, load);
    await cache.get([1], ctx, load);
    expect(calls).toEqual([[1], [1]]);
  });
});
