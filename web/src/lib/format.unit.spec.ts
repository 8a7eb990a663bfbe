import { describe, expect, it } from '@jest/globals';
import { excerpt, formatCountdown, formatPrice } from './format';

/** Intl separates thousands and the currency with no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('shows no decimals for a whole amount', () => {
    expect(plain(formatPrice('4800.00'))).toBe('4 800 €');
    expect(plain(formatPrice(0))).toBe('0 €');
  });

  it('shows two decimals for a fractional amount', () => {
    expect(plain(formatPrice('12.5'))).toBe('12,50 €');
    expect(plain(formatPrice('1234.56'))).toBe('1 234,56 €');
  });
});

describe('formatCountdown', () => {
  it('counts hours past a day', () => {
    expect(formatCountdown(47 * 3600 + 5 * 60 + 9)).toBe('47:05:09');
    expect(formatCountdown(-3)).toBe('00:00:00');
  });
});

describe('excerpt', () => {
  it('keeps a short text as it is', () => {
    expect(excerpt('  Un   court texte. ', 50)).toBe('Un court texte.');
  });

  it('cuts a long text at a word boundary, within the limit', () => {
    const cut = excerpt('Lancé en 1998 pour mesurer la température des océans, Argos-7 aurait dû être désorbité.', 40);
    expect(cut).toBe('Lancé en 1998 pour mesurer la…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });
});
