/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fakeApi } from '@/testing/fake-api';
import { api, ApiError, SERVER_FAILED, UNREACHABLE } from './api-client';

describe('the errors of API calls', () => {
  let server: ReturnType<typeof fakeApi> | null = null;
  let warn: ReturnType<typeof jest.spyOn>;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    server?.restore();
    warn.mockRestore();
  });

  const failure = (call: Promise<unknown>) =>
    call.then(
      () => Promise.reject(new Error('the call succeeded')),
      (error: unknown) => error as ApiError,
    );

  it('never hand the server’s own words of a failure to the page, and log them with the request id', async () => {
    // Given an API failing with a detail of its own
    server = fakeApi(() => ({ status: 500, body: { detail: 'boom' }, headers: { 'X-Request-Id': 'req-42' } }));

    // When the page asks for something
    const error = await failure(api.get('crowdfundings/'));

    // Then the page gets a French message of the shop's, without the detail
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(SERVER_FAILED);
    expect(JSON.stringify(error.body)).not.toContain('boom');
    expect(error.requestId).toBe('req-42');
    // And the console tells a developer what the server said, under which request id
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/GET \/api\/crowdfundings\/ failed \(500, request id req-42\): boom/);
  });

  it('hide an answer that is not the API’s (a proxy’s page) the same way', async () => {
    server = fakeApi(() => ({ status: 502, body: '<html>Bad Gateway</html>' }));
    const error = await failure(api.post('carts/', {}));
    expect(error.message).toBe(SERVER_FAILED);
    expect(String(warn.mock.calls[0][0])).toContain('POST /api/carts/ failed (502, request id none)');
  });

  it('keep the French refusals of a request for the form: field messages and detail of a 4xx', async () => {
    server = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 400, body: { password: ['Le nouveau mot de passe doit être long de plus de 8 caractères'] } }
        : { status: 403, body: { detail: 'Le nom d’utilisateur n’est pas valide' } },
    );
    const invalid = await failure(api.post('users/password', { password: 'court' }));
    expect(invalid.fieldErrors).toEqual({ password: ['Le nouveau mot de passe doit être long de plus de 8 caractères'] });
    expect(invalid.message).toBe('Le nouveau mot de passe doit être long de plus de 8 caractères');
    expect((await failure(api.get('users/profile/'))).message).toBe('Le nom d’utilisateur n’est pas valide');
    expect(warn).not.toHaveBeenCalled();
  });

  it('say the server cannot be reached when the network fails, logging why', async () => {
    const real = globalThis.fetch;
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    try {
      const error = await failure(api.get('labels/'));
      expect([error.status, error.message]).toEqual([0, UNREACHABLE]);
      expect(String(warn.mock.calls[0][0])).toContain('GET /api/labels/ failed (network, request id none): Failed to fetch');
    } finally {
      globalThis.fetch = real;
    }
  });
});
