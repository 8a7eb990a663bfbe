import { describe, expect, it } from '@jest/globals';
import { isValidIsbn13, normalizeIsbn } from './isbn';

describe('ISBN-13', () => {
  it('accepts real ISBNs, hyphens and spaces ignored', () => {
    expect(isValidIsbn13(normalizeIsbn('978-2-07-036822-8'))).toBe(true);
    expect(isValidIsbn13(normalizeIsbn('978 0 306 40615 7'))).toBe(true);
    expect(isValidIsbn13('9791032305560')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length or letters', () => {
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('978030640615')).toBe(false);
    expect(isValidIsbn13('97803064061577')).toBe(false);
    expect(isValidIsbn13(normalizeIsbn('978-0-306-4061X-7'))).toBe(false);
    expect(isValidIsbn13('')).toBe(false);
  });
});
