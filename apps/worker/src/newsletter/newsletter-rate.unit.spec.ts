import { describe, expect, it } from '@jest/globals';
import { DEFAULT_NEWSLETTER_RATE_PER_SECOND, newsletterRatePerSecond } from './newsletter-rate';

describe('NEWSLETTER_RATE_PER_SECOND', () => {
  it('defaults to 20 and reads an integer from 1 to 1000', () => {
    expect(newsletterRatePerSecond({})).toBe(DEFAULT_NEWSLETTER_RATE_PER_SECOND);
    expect(DEFAULT_NEWSLETTER_RATE_PER_SECOND).toBe(20);
    expect(newsletterRatePerSecond({ NEWSLETTER_RATE_PER_SECOND: '150' })).toBe(150);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['0', '1001', '2.5', 'vite', '-3']) {
      expect(() => newsletterRatePerSecond({ NEWSLETTER_RATE_PER_SECOND: bad })).toThrow(/NEWSLETTER_RATE_PER_SECOND/);
    }
  });
});
