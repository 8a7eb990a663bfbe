import { describe, expect, it } from '@jest/globals';
import { isUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

describe('unsubscribe token', () => {
  const secret = 's'.repeat(40);

  it('is the same for the address whatever its case, and checks', () => {
    const token = unsubscribeToken(secret, 'Jeanne@Exemple.fr');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeToken(secret, 'jeanne@exemple.fr')).toBe(token);
    expect(isUnsubscribeToken(secret, 'jeanne@exemple.fr', token)).toBe(true);
  });

  it('refuses another address, another secret, a truncated or empty token', () => {
    const token = unsubscribeToken(secret, 'jeanne@exemple.fr');
    expect(isUnsubscribeToken(secret, 'paul@exemple.fr', token)).toBe(false);
    expect(isUnsubscribeToken('t'.repeat(40), 'jeanne@exemple.fr', token)).toBe(false);
    expect(isUnsubscribeToken(secret, 'jeanne@exemple.fr', token.slice(0, -1))).toBe(false);
    expect(isUnsubscribeToken(secret, 'jeanne@exemple.fr', '')).toBe(false);
  });
});
