import { accountTokenExpiry, generateAccountToken, hashAccountToken, isAccountTokenUsable, looksLikeAccountToken } from './account-token';

describe('account tokens', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('are 32 random bytes in base64url, different every time', () => {
    const a = generateAccountToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateAccountToken()).not.toBe(a);
    expect(looksLikeAccountToken(a)).toBe(true);
    expect(looksLikeAccountToken('court')).toBe(false);
    expect(looksLikeAccountToken({})).toBe(false);
  });

  it('are stored as their SHA-256, never in clear', () => {
    expect(hashAccountToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashAccountToken('abc')).not.toBe(hashAccountToken('abd'));
  });

  it('expire after 3 days (confirmation), 1 hour (reset) and 1 day (email change)', () => {
    expect(accountTokenExpiry('account-confirmation', now)).toEqual(new Date('2026-03-04T10:00:00Z'));
    expect(accountTokenExpiry('password-reset', now)).toEqual(new Date('2026-03-01T11:00:00Z'));
    expect(accountTokenExpiry('email-change', now)).toEqual(new Date('2026-03-02T10:00:00Z'));
  });

  it('work once, strictly before their expiry', () => {
    const expiresAt = new Date('2026-03-01T11:00:00Z');
    expect(isAccountTokenUsable({ expiresAt, usedAt: null }, now)).toBe(true);
    expect(isAccountTokenUsable({ expiresAt, usedAt: now }, now)).toBe(false);
    expect(isAccountTokenUsable({ expiresAt, usedAt: null }, expiresAt)).toBe(false);
  });
});
