import { describe, expect, it } from '@jest/globals';
import { formatDistance } from './distance';

const shown = (meters: number) => formatDistance(meters).replace(/\u00a0/g, ' ');

describe('distance shown to a French reader', () => {
  it('counts metres, to 10 m, under a kilometre', () => {
    expect(shown(0)).toBe('10 m');
    expect(shown(347)).toBe('350 m');
    expect(shown(994)).toBe('990 m');
  });

  it('counts kilometres with a decimal comma under 10 km, whole ones beyond', () => {
    expect(shown(995)).toBe('1,0 km');
    expect(shown(1234)).toBe('1,2 km');
    expect(shown(9949)).toBe('9,9 km');
    expect(shown(9950)).toBe('10 km');
    expect(shown(14_480)).toBe('14 km');
  });

  it('keeps the number and its unit together with a no-break space', () => {
    expect(formatDistance(1234)).toBe('1,2\u00a0km');
    expect(formatDistance(350)).toBe('350\u00a0m');
  });
});
