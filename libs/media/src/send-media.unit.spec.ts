import { describe, expect, it } from '@jest/globals';
import { etagMatches } from './send-media';

describe('etagMatches: If-None-Match against an image’s strong ETag', () => {
  const etag = '"3f2c8a1e.webp"';

  it('matches the tag itself, a weak copy of it, one of a list, or *', () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"autre", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });

  it('does not match another tag, an unquoted one, nothing, or an absurdly long header', () => {
    expect(etagMatches('"3f2c8a1e.png"', etag)).toBe(false);
    expect(etagMatches('3f2c8a1e.webp', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
    expect(etagMatches(`${'"x", '.repeat(500)}${etag}`, etag)).toBe(false);
  });
});
