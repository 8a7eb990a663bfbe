import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { AUTH_MESSAGES as M } from '../domain/messages';

describe('anti-forgery (csrftoken cookie and X-CSRFToken header)', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  const refused = { status: 403, body: { detail: M.csrfFailed } };
  const unsafe = (init: RequestInit) =>
    fetch(api.baseUrl + '/api/users/unsubscribe/', { method: 'POST', ...init, headers: { 'content-type': 'application/json', ...init.headers } });

  it('sets a readable, Lax cookie on a response to a client without one, and not again once it has it', async () => {
    const first = await fetch(api.baseUrl + '/api/labels/');
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))!;
    expect(cookie).toMatch(/^csrftoken=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const token = cookie.split(';')[0].split('=')[1];
    const second = await fetch(api.baseUrl + '/api/labels/', { headers: { cookie: `csrftoken=${token}` } });
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an unsafe call without cookie, without header, or with a header that differs', async () => {
    const body = JSON.stringify({ email: 'personne@test.fr' });
    const noCookie = await unsafe({ body, headers: { 'x-csrftoken': 'a'.repeat(43) } });
    expect({ status: noCookie.status, body: await noCookie.json() }).toEqual(refused);
    expect(noCookie.headers.getSetCookie()[0]).toMatch(/^csrftoken=/);
    const noHeader = await unsafe({ body, headers: { cookie: `csrftoken=${'a'.repeat(43)}` } });
    expect(noHeader.status).toBe(403);
    const differs = await unsafe({ body, headers: { cookie: `csrftoken=${'a'.repeat(43)}`, 'x-csrftoken': 'b'.repeat(43) } });
    expect(differs.status).toBe(403);
    expect(await api.post('/api/users/unsubscribe/', { email: 'personne@test.fr' }, { csrf: false })).toMatchObject(refused);
  });

  it('accepts the call when the header echoes the cookie', async () => {
    const token = 'c'.repeat(43);
    const res = await unsafe({ body: JSON.stringify({ email: 'personne@test.fr' }), headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token } });
    expect(res.status).toBe(200);
  });

  it('leaves safe methods and the exempt bank notification alone', async () => {
    expect((await api.get('/api/labels/')).status).toBe(200);
    expect((await api.options('/api/users/addresses/', undefined, { csrf: false })).status).toBe(200);
    const bank = await fetch(api.baseUrl + '/api/payment/notification', { method: 'POST', body: 'TPE=1234567', headers: { 'content-type': 'text/plain' } });
    expect(bank.status).not.toBe(403);
  });
});
