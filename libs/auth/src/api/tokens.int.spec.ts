import { sql } from '../../../../test/support/db';
import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { createUser, login, loggedInUser, uniqueEmail } from '../../../../test/support/accounts';

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

describe('tokens: login, refresh rotation, logout', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api.close());

  it('gives an access and a refresh token, both expiring, for the right email and password', async () => {
    const user = await createUser({ email: uniqueEmail('Login').toUpperCase() });
    const res = await api.post('/api/token/', { email: user.email.toLowerCase(), password: user.password });
    expect(res.status).toBe(200);
    const access = decode(res.body.access);
    const refresh = decode(res.body.refresh);
    expect(access).toMatchObject({ token_type: 'access', sub: String(user.id) });
    expect(refresh).toMatchObject({ token_type: 'refresh', sub: String(user.id) });
    expect(access.exp - access.iat).toBe(900);
    expect(refresh.exp).toBeGreaterThan(access.exp);
    const [row] = await sql('SELECT user_id, family_id FROM refresh_tokens WHERE jti = $1', [refresh.jti]);
    expect(row.user_id).toBe(user.id);
  });

  it('answers the same 401 for a wrong password, an unknown email and a disabled account', async () => {
    const active = await createUser();
    const inactive = await createUser();
    // Confirmed, then disabled by staff (an account never confirmed is told so: mail-requests.int.spec).
    await sql('UPDATE users SET is_active = false WHERE id = $1', [inactive.id]);
    const answers = await Promise.all([
      api.post('/api/token/', { email: active.email, password: 'pas le bon mot de passe' }),
      api.post('/api/token/', { email: uniqueEmail('inconnu'), password: 'peu importe' }),
      api.post('/api/token/', { email: inactive.email, password: inactive.password }),
    ]);
    for (const res of answers) expect(res).toMatchObject({ status: 401, body: { detail: M.loginFailed } });
  });

  it('validates the login form with the §5 messages', async () => {
    expect((await api.post('/api/token/', {})).body).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
    expect((await api.post('/api/token/', { email: 'pas-une-adresse', password: 'x' })).body).toEqual({ email: [M.emailInvalid] });
  });

  it('lets the access token into the profile, and refuses a forged or refresh token with token_not_valid', async () => {
    const user = await loggedInUser(api);
    expect((await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${user.access}` } })).status).toBe(200);
    const notValid = { status: 401, body: { detail: M.tokenNotValid, code: 'token_not_valid' } };
    expect(await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${user.refresh}` } })).toMatchObject(notValid);
    expect(await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${user.access}x` } })).toMatchObject(notValid);
    expect(await api.get('/api/users/profile/')).toMatchObject({ status: 401, body: { detail: M.notAuthenticated } });
  });

  it('rotates: a refresh token works once, and presenting it again revokes every descendant', async () => {
    const user = await loggedInUser(api);
    const second = await api.post('/api/token/refresh/', { refresh: user.refresh });
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(user.refresh);
    const third = await api.post('/api/token/refresh/', { refresh: second.body.refresh });
    expect(third.status).toBe(200);

    // The first token leaked and is replayed: the whole family dies, the latest token included.
    const replay = await api.post('/api/token/refresh/', { refresh: user.refresh });
    expect(replay).toMatchObject({ status: 401, body: { detail: M.tokenNotValid, code: 'token_not_valid' } });
    expect((await api.post('/api/token/refresh/', { refresh: third.body.refresh })).status).toBe(401);
    const [{ live }] = await sql(
      `SELECT count(*) FILTER (WHERE revoked_at IS NULL)::int AS live FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE jti = $1)`,
      [decode(user.refresh).jti],
    );
    expect(live).toBe(0);
    // Another login of the same user is another family: untouched.
    expect((await login(api, user)).access).toBeTruthy();
  });

  it('refuses garbage and access tokens on refresh', async () => {
    const user = await loggedInUser(api);
    for (const refresh of ['nimportequoi', user.access, undefined]) {
      expect(await api.post('/api/token/refresh/', { refresh })).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
    }
  });

  it('logs out: the refresh token and its family stop working', async () => {
    const user = await loggedInUser(api);
    const rotated = await api.post('/api/token/refresh/', { refresh: user.refresh });
    expect(await api.post('/api/token/logout/', { refresh: rotated.body.refresh })).toMatchObject({ status: 200, body: { detail: M.loggedOut } });
    expect((await api.post('/api/token/refresh/', { refresh: rotated.body.refresh })).status).toBe(401);
  });

  it('stops refreshing once the account is disabled', async () => {
    const user = await loggedInUser(api);
    await sql('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
    expect((await api.post('/api/token/refresh/', { refresh: user.refresh })).status).toBe(401);
    expect(await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${user.access}` } })).toMatchObject({
      status: 401,
      body: { code: 'user_inactive' },
    });
  });
});

describe('tokens with a short lifetime', () => {
  let api: TestApi;
  // JWT times are whole seconds: a token issued at x.9 s with a 1 s lifetime is dead 0.1 s later.
  // Three seconds leave the renewed token at least two, enough on a loaded machine.
  beforeAll(async () => (api = await startTestApi({ accessTokenTtlSeconds: 3 })));
  afterAll(() => api.close());

  it('refuses an expired access token with token_not_valid, and the refresh token gives a new one', async () => {
    const user = await loggedInUser(api);
    await new Promise((resolve) => setTimeout(resolve, 4100));
    const expired = await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${user.access}` } });
    expect(expired).toMatchObject({ status: 401, body: { detail: M.tokenNotValid, code: 'token_not_valid' } });
    const renewed = await api.post('/api/token/refresh/', { refresh: user.refresh });
    expect((await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${renewed.body.access}` } })).status).toBe(200);
  });
});
