import { describe, expect, it } from '@jest/globals';
import { unstable_serialize } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { cacheKeyOf } from './swr-seed';

describe('the cache key of a hook', () => {
  it('is SWR’s own, for plain, array and infinite keys', () => {
    expect(cacheKeyOf('books/?label=1')).toBe(unstable_serialize('books/?label=1'));
    expect(cacheKeyOf(['carts/', 'abc'])).toBe(unstable_serialize(['carts/', 'abc']));
    const pages = (index: number) => `crowdfundings/5/contributions/?offset=${index * 20}`;
    expect(cacheKeyOf(pages)).toBe(serializeInfinite(pages));
  });
});
