import { describe, expect, it } from '@jest/globals';
import { contrastRatio } from './readable-colour';
import { accessibleTheme } from './accessible-theme';

/** The demo labels' palettes (libs/demo-data/src/labels.ts). */
const DEMO = {
  exemplaire: { primary: '#1F3A5F', secondary: '#E8B04B', background: '#FAF7F2', text: '#1C1C1C', accent: '#C8553D' },
  'queer-romance': { primary: '#8E3B8A', secondary: '#F2A7C3', background: '#FFF6FA', text: '#2B1B2E', accent: '#2E8B8B' },
  'poesie-du-lundi': { primary: '#2F5D50', secondary: '#A8C3A0', background: '#F5F3EC', text: '#22302B', accent: '#B5651D' },
};

const ratio = (a: string, b: string) => contrastRatio(a, b) ?? 0;

/** What every derived palette must give, whatever the label chose. */
function expectReadable(theme: (typeof DEMO)['exemplaire']) {
  const readable = accessibleTheme(theme);
  for (const ground of [theme.background, '#ffffff']) {
    expect(ratio(readable.text, ground)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(readable.primary, ground)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(readable.accentText, ground)).toBeGreaterThanOrEqual(4.5);
  }
  expect(ratio(readable.accentFill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(ratio(readable.focusRing, theme.background)).toBeGreaterThanOrEqual(3);
  return readable;
}

describe("a label's palette made readable", () => {
  it.each(Object.entries(DEMO))('keeps the text and main colour of %s as they are, and reads everywhere', (_slug, theme) => {
    const readable = expectReadable(theme);
    expect(readable.text).toBe(theme.text);
    expect(readable.primary).toBe(theme.primary);
  });

  it('darkens the demo accents that do not read as small text, just enough', () => {
    for (const theme of Object.values(DEMO)) {
      expect(ratio(theme.accent, theme.background)).toBeLessThan(4.5);
      expect(ratio(accessibleTheme(theme).accentText, theme.background)).toBeLessThan(5.5);
    }
  });

  it('makes a yellow on white palette readable: text, links, badges and the focus ring', () => {
    const yellow = { primary: '#FFD500', secondary: '#FFF3A0', background: '#FFFFFF', text: '#C0C0C0', accent: '#FFEA00' };
    expect(ratio(yellow.primary, yellow.background)).toBeLessThan(1.5);
    const readable = expectReadable(yellow);
    expect(readable.primary).not.toBe(yellow.primary);
    expect(readable.text).not.toBe(yellow.text);
  });

  it('lightens the colours of a dark page instead of darkening them', () => {
    const night = { primary: '#3A2A7A', secondary: '#333333', background: '#101018', text: '#555566', accent: '#6A1B1B' };
    const readable = accessibleTheme(night);
    expect(ratio(readable.text, night.background)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(readable.primary, night.background)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(readable.focusRing, night.background)).toBeGreaterThanOrEqual(3);
    expect(ratio(readable.text, '#ffffff')).toBeLessThan(ratio(night.text, '#ffffff'));
  });
});
