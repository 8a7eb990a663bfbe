import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { api, ApiError, samePath } from './api-client';
import { loadingSince } from './loading';

describe('the API client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('counts each call in the shared loading state until it ends, even when it fails', async () => {
    // Given an API that answers only when told to
    let answer!: (res: Response) => void;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    expect(loadingSince()).toBeNull();

    // When a call is made, the shared loading state is on while it waits
    const call = api.get('labels/inconnu/');
    expect(loadingSince()).toEqual(expect.any(Number));

    // Then it is off again once the call has failed
    answer(new Response('{"detail":"Pas trouvé."}', { status: 404 }));
    await expect(call).rejects.toEqual(expect.objectContaining({ status: 404, message: 'Pas trouvé.' }));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(loadingSince()).toBeNull();
  });

  it('turns absolute `next` links into same-origin paths', () => {
    Object.assign(globalThis, { window: { location: { origin: 'http://localhost:3000' } } });
    expect(samePath('http://127.0.0.1:3300/api/books/?limit=6&offset=6')).toBe('/api/books/?limit=6&offset=6');
  });
});
