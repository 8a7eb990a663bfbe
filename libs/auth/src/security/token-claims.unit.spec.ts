import { wellFormedClaims } from './token-issuer';

describe('claims every token must carry', () => {
  const now = 1_800_000_000;
  const access = { token_type: 'access', sub: '42', jti: '0b7d3c2e-1f4a-4c5b-9d6e-7f8a9b0c1d2e', sid: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', iat: now - 10, exp: now + 890 };
  const refresh = { token_type: 'refresh', sub: '42', jti: access.jti, iat: now - 10, exp: now + 1000 };

  it('accepts well-formed access and refresh claims', () => {
    expect(wellFormedClaims(access, 'access', now)).toBe(true);
    expect(wellFormedClaims(refresh, 'refresh', now)).toBe(true);
  });

  it.each([
    ['no exp', { exp: undefined }],
    ['no iat', { iat: undefined }],
    ['no sid', { sid: undefined }],
    ['a sid that is no UUID', { sid: 'x' }],
    ['a decimal exp', { exp: now + 0.5 }],
    ['an exp as text', { exp: String(now + 900) }],
    ['exp not after iat', { exp: now - 10 }],
    ['an expired token', { iat: now - 1000, exp: now - 1 }],
    ['an iat in the future', { iat: now + 3600, exp: now + 4500 }],
    ['no jti', { jti: undefined }],
    ['a sub that is no id', { sub: 'admin' }],
    ['the other type', { token_type: 'refresh' }],
  ])('refuses an access token with %s', (_, change) => {
    expect(wellFormedClaims({ ...access, ...change }, 'access', now)).toBe(false);
  });

  it('refuses a refresh token without exp or iat, and anything that is no object', () => {
    expect(wellFormedClaims({ ...refresh, exp: undefined }, 'refresh', now)).toBe(false);
    expect(wellFormedClaims({ ...refresh, iat: undefined }, 'refresh', now)).toBe(false);
    for (const junk of [null, 'token', 42, undefined]) expect(wellFormedClaims(junk, 'access', now)).toBe(false);
  });
});
