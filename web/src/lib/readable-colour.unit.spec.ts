import { describe, expect, it } from '@jest/globals';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { contrastRatio, readableOn } from './readable-colour';

extend([a11yPlugin]);

describe('a label colour made readable as small text', () => {
  it('keeps a colour that already reads at 4.5:1 on every background', () => {
    expect(readableOn('#1f3a5f', ['#faf7f2', '#ffffff'])).toBe('#1f3a5f');
  });

  it('darkens a colour that does not, just enough, keeping its hue', () => {
    // The demo's Exemplaire accent: 4.07:1 on its page.
    const readable = readableOn('#C8553D', ['#FAF7F2', '#ffffff']);
    expect(colord(readable).contrast('#FAF7F2')).toBeGreaterThanOrEqual(4.5);
    expect(colord(readable).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colord(readable).contrast('#FAF7F2')).toBeLessThan(5.2);
    expect(Math.abs(colord(readable).toHsl().h - colord('#C8553D').toHsl().h)).toBeLessThan(3);
  });

  it('leaves what is not a colour alone', () => {
    expect(readableOn('Highlight', ['#ffffff'])).toBe('Highlight');
  });
});

describe('the contrast of two colours', () => {
  it('is the WCAG ratio, from 1 to 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('is unknown when one is not a colour', () => {
    expect(contrastRatio('#12', '#ffffff')).toBeNull();
  });

  it('lightens a colour that must read on a dark page', () => {
    const readable = readableOn('#553333', ['#101010']);
    expect(contrastRatio(readable, '#101010')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readable, '#ffffff')).toBeLessThan(contrastRatio('#553333', '#ffffff')!);
  });
});
