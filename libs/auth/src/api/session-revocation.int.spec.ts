import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { loggedInUser, login, mailsTo } from '../../../../test/support/accounts';

const profile = (api: ServedApi, access: string) => api.get('/api/users/profile/', { headers: { authorization: `Bearer ${access}` } });
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

describe('access tokens end with their session', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  it('carries the refresh family in the access token, kept across a refresh', async () => {
    const user = await loggedInUser(api);
    const [{ family_id }] = await sql('SELECT family_id FROM refresh_tokens WHERE jti = $1', [claimsOf(user.refresh).jti]);
    expect(claimsOf(user.access).sid).toBe(family_id);
    const next = await api.post('/api/token/refresh/', { refresh: user.refresh });
    expect(claimsOf(next.body.access).sid).toBe(family_id);
  });

  it('refuses the access token at once after logout; the other session of the user keeps working', async () => {
    const user = await loggedInUser(api);
    const other = await login(api, user);
    expect((await profile(api, user.access)).status).toBe(200);
    expect((await api.post('/api/token/logout/', { refresh: user.refresh })).status).toBe(200);
    expect(await profile(api, user.access)).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
    expect((await profile(api, other.access)).status).toBe(200);
  });

  it('refuses the access tokens of a family revoked for reuse', async () => {
    const user = await loggedInUser(api);
    const next = await api.post('/api/token/refresh/', { refresh: user.refresh });
    expect((await profile(api, next.body.access)).status).toBe(200);
    // Replayed by another client (the same one within the grace window would get the same pair back).
    expect((await api.post('/api/token/refresh/', { refresh: user.refresh }, { headers: { 'user-agent': 'un autre client' } })).status).toBe(401);
    expect((await profile(api, next.body.access)).status).toBe(401);
    expect((await profile(api, user.access)).status).toBe(401);
  });

  it('ends every session on a password change; a new login works; other users are unaffected', async () => {
    const user = await loggedInUser(api);
    const elsewhere = await login(api, user);
    const stranger = await loggedInUser(api);
    const changed = await api.post(
      '/api/users/password',
      { oldpassword: user.password, password: 'un tout nouveau mot', password2: 'un tout nouveau mot' },
      { token: user.access },
    );
    expect(changed.status).toBe(200);
    expect((await profile(api, user.access)).status).toBe(401);
    expect((await profile(api, elsewhere.access)).status).toBe(401);
    const fresh = await login(api, { email: user.email, password: 'un tout nouveau mot' });
    expect((await profile(api, fresh.access)).status).toBe(200);
    expect((await profile(api, stranger.access)).status).toBe(200);
  });

  it('ends every session on a password reset through the mailed link', async () => {
    const user = await loggedInUser(api);
    await api.post('/api/users/password/forgot', { email: user.email });
    const [{ token }] = await mailsTo(user.email);
    expect((await api.post('/api/users/password/reset', { email: user.email, token, password: 'réinitialisé enfin' })).status).toBe(200);
    expect((await profile(api, user.access)).status).toBe(401);
    expect((await profile(api, (await login(api, { email: user.email, password: 'réinitialisé enfin' })).access)).status).toBe(200);
  });

  it('refuses an access token issued before tokens_valid_after even without a revoked family', async () => {
    const user = await loggedInUser(api);
    await sql(`UPDATE users SET tokens_valid_after = now() + interval '2 seconds' WHERE id = $1`, [user.id]);
    expect((await profile(api, user.access)).status).toBe(401);
  });
});
