import { APP_CONFIG, AppConfig } from '@shop/common';
import { createHmac, randomUUID } from 'node:crypto';
import { loggedInUser, login } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { startTestApi, TestApi } from '../../../../test/support/test-app';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed by hand: any header, any claims, HMAC with the given hash (none: no signature). */
function forge(claims: object, secret: string, alg: 'HS256' | 'HS384' | 'HS512' | 'none' = 'HS256'): string {
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  if (alg === 'none') return `${unsigned}.`;
  const hash = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg];
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

const NOT_VALID = { status: 401, body: { code: 'token_not_valid' } };

describe('tokens: required claims and the one algorithm', () => {
  let api: TestApi;
  let secret: string;
  beforeAll(async () => {
    api = await startTestApi();
    secret = api.app.get<AppConfig>(APP_CONFIG).jwtSecret;
  });
  afterAll(() => api.close());

  const profile = (access: string) => api.get('/api/users/profile/', { headers: { authorization: `Bearer ${access}` } });

  it('issues access and refresh tokens carrying exp and iat, the access token its session sid', async () => {
    const user = await loggedInUser(api);
    const access = claimsOf(user.access);
    const refresh = claimsOf(user.refresh);
    expect(access).toEqual({ token_type: 'access', sub: String(user.id), jti: expect.any(String), sid: expect.any(String), iat: expect.any(Number), exp: access.iat + 900 });
    expect(refresh).toEqual({ token_type: 'refresh', sub: String(user.id), jti: expect.any(String), iat: access.iat, exp: access.iat + 1_209_600 });
    expect(JSON.parse(Buffer.from(user.access.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('accepts a token forged with the right claims (the forger is sound), and refuses it without exp, iat or sid', async () => {
    const user = await loggedInUser(api);
    const good = claimsOf(user.access);
    expect((await profile(forge(good, secret))).status).toBe(200);
    const { exp: _exp, ...withoutExp } = good;
    const { iat: _iat, ...withoutIat } = good;
    const { sid: _sid, ...withoutSid } = good;
    // Signed with the shop's own secret, yet a token without exp would never expire: refused.
    expect(await profile(forge(withoutExp, secret))).toMatchObject(NOT_VALID);
    expect(await profile(forge(withoutIat, secret))).toMatchObject(NOT_VALID);
    expect(await profile(forge(withoutSid, secret))).toMatchObject(NOT_VALID);
    expect(await profile(forge({ ...good, exp: String(good.exp) }, secret))).toMatchObject(NOT_VALID);
    expect(await profile(forge({ ...good, iat: good.exp }, secret))).toMatchObject(NOT_VALID);
  });

  it('refuses alg none and every algorithm but HS256, even with the right secret', async () => {
    const user = await loggedInUser(api);
    const claims = claimsOf(user.access);
    for (const alg of ['none', 'HS384', 'HS512'] as const) {
      expect(await profile(forge(claims, secret, alg))).toMatchObject(NOT_VALID);
    }
    // The same claims with the same secret in HS256 pass: only the algorithm made the difference.
    expect((await profile(forge(claims, secret, 'HS256'))).status).toBe(200);
  });

  it('refuses refresh tokens without exp or iat, or in another algorithm, on refresh and logout', async () => {
    const user = await loggedInUser(api);
    const claims = claimsOf(user.refresh);
    const { exp: _exp, ...withoutExp } = claims;
    const { iat: _iat, ...withoutIat } = claims;
    for (const refresh of [forge(withoutExp, secret), forge(withoutIat, secret), forge(claims, secret, 'none'), forge(claims, secret, 'HS512')]) {
      expect(await api.post('/api/token/refresh/', { refresh })).toMatchObject(NOT_VALID);
      expect(await api.post('/api/token/logout/', { refresh })).toMatchObject(NOT_VALID);
    }
    // None of them touched the family: the real token still refreshes.
    expect((await api.post('/api/token/refresh/', { refresh: user.refresh })).status).toBe(200);
  });

  it('gives the public price to a bookseller whose token is in another algorithm or lacks exp', async () => {
    const bookseller = await login(api, { email: 'librairie@exemplaire.test', password: 'motdepasse' });
    const [book] = await sql<{ slug: string }>(`SELECT p.slug FROM products p JOIN books b ON b.product_id = p.id WHERE b.published ORDER BY p.id LIMIT 1`);
    const priceWith = async (token: string) => (await api.get(`/api/books/${book.slug}/`, { headers: { authorization: `Bearer ${token}` } })).body.discounted_price_no_vat;
    const publicPrice = (await api.get(`/api/books/${book.slug}/`)).body.discounted_price_no_vat;
    const claims = claimsOf(bookseller.access);
    const { exp: _exp, ...withoutExp } = claims;
    expect(await priceWith(bookseller.access)).not.toBe(publicPrice);
    expect(await priceWith(forge(claims, secret, 'HS512'))).toBe(publicPrice);
    expect(await priceWith(forge(claims, secret, 'none'))).toBe(publicPrice);
    expect(await priceWith(forge(withoutExp, secret))).toBe(publicPrice);
  });
});

describe('refresh: two tabs at once, and reuse after the grace window', () => {
  let api: TestApi;
  // A one-second window, so that "after the window" takes a second to test (10 s by default).
  beforeAll(async () => (api = await startTestApi({ refreshTokenReuseGraceSeconds: 1 })));
  afterAll(() => api.close());

  const profile = (access: string) => api.get('/api/users/profile/', { headers: { authorization: `Bearer ${access}` } });
  const refresh = (token: string, userAgent = 'onglet') => api.post('/api/token/refresh/', { refresh: token }, { headers: { 'user-agent': userAgent } });
  const liveTokensOf = async (jwt: string) =>
    (
      await sql<{ live: number }>(
        `SELECT count(*) FILTER (WHERE revoked_at IS NULL)::int AS live FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE jti = $1)`,
        [claimsOf(jwt).jti],
      )
    )[0].live;

  it('answers two concurrent refreshes of one token with the same pair, and the user stays logged in', async () => {
    const user = await loggedInUser(api);
    const [first, second] = await Promise.all([refresh(user.refresh), refresh(user.refresh)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.refresh).not.toBe(user.refresh);
    // One successor only, and the family is alive: both tabs go on with the same tokens.
    expect(await sql('SELECT count(*)::int AS n FROM refresh_tokens WHERE parent_jti = $1', [claimsOf(user.refresh).jti])).toEqual([{ n: 1 }]);
    expect((await profile(first.body.access)).status).toBe(200);
    const next = await refresh(first.body.refresh);
    expect(next.status).toBe(200);
    expect((await profile(next.body.access)).status).toBe(200);
    expect(await liveTokensOf(user.refresh)).toBe(3);
  });

  it('answers many concurrent refreshes of one token with one pair', async () => {
    const user = await loggedInUser(api);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(user.refresh)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.refresh)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.access)).size).toBe(1);
    expect((await profile(answers[0].body.access)).status).toBe(200);
  });

  it('revokes the family on a reuse after the window, the successor included', async () => {
    const user = await loggedInUser(api);
    const next = await refresh(user.refresh);
    expect(next.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await refresh(user.refresh)).toMatchObject(NOT_VALID);
    expect(await refresh(next.body.refresh)).toMatchObject(NOT_VALID);
    expect(await profile(next.body.access)).toMatchObject(NOT_VALID);
    expect(await liveTokensOf(user.refresh)).toBe(0);
  });

  it('revokes the family on a reuse within the window by another client (a stolen token)', async () => {
    const user = await loggedInUser(api);
    const next = await refresh(user.refresh, 'navigateur du titulaire');
    expect(next.status).toBe(200);
    expect(await refresh(user.refresh, 'outil du voleur')).toMatchObject(NOT_VALID);
    expect(await refresh(next.body.refresh, 'navigateur du titulaire')).toMatchObject(NOT_VALID);
    expect(await liveTokensOf(user.refresh)).toBe(0);
  });

  it('revokes the family on a reuse within the window once the successor was spent', async () => {
    const user = await loggedInUser(api);
    const second = await refresh(user.refresh);
    const third = await refresh(second.body.refresh);
    expect(third.status).toBe(200);
    expect(await refresh(user.refresh)).toMatchObject(NOT_VALID);
    expect(await refresh(third.body.refresh)).toMatchObject(NOT_VALID);
  });

  it('does not bring a logged-out successor back', async () => {
    const user = await loggedInUser(api);
    const next = await refresh(user.refresh);
    expect((await api.post('/api/token/logout/', { refresh: next.body.refresh })).status).toBe(200);
    expect(await refresh(user.refresh)).toMatchObject(NOT_VALID);
  });

  it('keeps refusing an unknown jti', async () => {
    const user = await loggedInUser(api);
    const secret = api.app.get<AppConfig>(APP_CONFIG).jwtSecret;
    const stranger = forge({ ...claimsOf(user.refresh), jti: randomUUID() }, secret);
    expect(await refresh(stranger)).toMatchObject(NOT_VALID);
    expect((await refresh(user.refresh)).status).toBe(200);
  });
});
