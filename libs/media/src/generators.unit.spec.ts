import sharp from 'sharp';
import {
  avatarSvg,
  bannerSvg,
  bookCoverSvg,
  campaignCoverSvg,
  completionPieSvg,
  eventPosterSvg,
  handwrittenNameSvg,
  labelEmblemSvg,
  labelLogoSvg,
  MediaTheme,
  productImageSvg,
} from './index';

const theme: MediaTheme = { primary: '#2f4858', secondary: '#86bbd8', background: '#f6f1e7', text: '#1d232a', accent: '#f26419' };
const nasty = `Tom & "Jerry" <3 'x'`;
const date = new Date('2026-12-12T17:30:00Z');

/** Every generator with a name, its expected size, and a factory taking the text to show. */
const cases: Array<[string, number, number, (text: string) => string]> = [
  ['book cover', 600, 900, (s) => bookCoverSvg({ title: s, author: s, labelName: s, theme, seed: 'b' })],
  ['goodie', 800, 800, (s) => productImageSvg({ name: s, kind: 'goodie', theme, seed: 'p' })],
  ['compensation', 800, 800, (s) => productImageSvg({ name: s, kind: 'compensation', theme, seed: 'p', variantIndex: 2 })],
  ['gift card', 800, 800, (s) => productImageSvg({ name: s, kind: 'giftcard', theme, seed: 'p' })],
  ['avatar', 400, 400, (s) => avatarSvg({ name: s, theme, seed: 'a' })],
  ['banner', 1600, 400, (s) => bannerSvg({ name: s, theme, seed: 'a', mobile: false })],
  ['mobile banner', 800, 500, (s) => bannerSvg({ name: s, theme, seed: 'a', mobile: true })],
  ['handwritten name', 800, 160, (s) => handwrittenNameSvg({ name: s, theme })],
  ['campaign cover', 1200, 675, (s) => campaignCoverSvg({ title: s, author: s, theme, seed: 'c' })],
  ['event poster', 600, 850, (s) => eventPosterSvg({ title: s, date, location: s, theme, seed: 'e' })],
  ['logo', 520, 160, (s) => labelLogoSvg({ name: s, theme, variant: 'logo' })],
  ['footer logo', 440, 120, (s) => labelLogoSvg({ name: s, theme, variant: 'logo-footer' })],
  ['big logo', 600, 520, (s) => labelLogoSvg({ name: s, theme, variant: 'logo-big' })],
  ['emblem', 240, 240, (s) => labelEmblemSvg({ name: s, theme })],
  ['emblem step', 240, 240, (s) => labelEmblemSvg({ name: s, theme, step: 40 })],
  ['pie', 120, 120, () => completionPieSvg(70, theme)],
];

describe('SVG generators', () => {
  describe.each(cases)('%s', (_name, width, height, make) => {
    it('is well-formed SVG of the expected size', async () => {
      const meta = await sharp(Buffer.from(make('Les Heures souterraines'))).metadata();
      expect(meta.format).toBe('svg');
      expect([meta.width, meta.height]).toEqual([width, height]);
    });

    it('escapes markup characters of its text and still parses', async () => {
      const svg = make(nasty);
      expect(svg).not.toContain('<3');
      expect(svg).not.toMatch(/& /);
      expect(svg).not.toContain('"Jerry"');
      await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({ width, height });
    });

    it('is deterministic', () => {
      expect(make('Vingt mille lieues sous les mers')).toBe(make('Vingt mille lieues sous les mers'));
    });
  });

  it('keeps the escaped title whole in the accessible <title>', () => {
    const svg = bookCoverSvg({ title: nasty, author: 'A', labelName: 'L', theme, seed: 's' });
    expect(svg).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos; — A</title>');
  });

  it('survives control characters and very long words', async () => {
    const svg = bookCoverSvg({ title: `Anti\u0000constitutionnellement${'x'.repeat(200)}`, author: 'B', labelName: 'L', theme, seed: 's' });
    expect(svg).not.toContain('\u0000');
    await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({ width: 600, height: 900 });
  });

  it('changes with the seed', () => {
    const a = bookCoverSvg({ title: 'T', author: 'A', labelName: 'L', theme, seed: 'one' });
    const b = bookCoverSvg({ title: 'T', author: 'A', labelName: 'L', theme, seed: 'two' });
    expect(a).not.toBe(b);
  });

  it('never lets a theme value out of its attribute', () => {
    const evil = { ...theme, primary: '"/><script>alert(1)</script>', accent: 'red' };
    const svg = bookCoverSvg({ title: 'T', author: 'A', labelName: 'L', theme: evil, seed: 's' });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('red"');
  });

  it('draws a different emblem at every step, the full one at 100', () => {
    const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((step) => labelEmblemSvg({ name: 'Exemplaire', theme, step }));
    expect(new Set(steps).size).toBe(10);
    expect(steps[9]).toBe(labelEmblemSvg({ name: 'Exemplaire', theme }));
  });

  it('draws a different pie for each ten', () => {
    const pies = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((p) => completionPieSvg(p));
    expect(new Set(pies).size).toBe(11);
    expect(completionPieSvg(44)).toBe(completionPieSvg(40));
    expect(completionPieSvg(1000)).toBe(completionPieSvg(100));
  });

  it('writes the event date in French, Paris time', () => {
    const svg = eventPosterSvg({ title: 'Rencontre', date, location: 'Paris', theme, seed: 'e' });
    expect(svg).toContain('samedi 12 décembre 2026 · 18 h 30');
  });

  it('keeps the same object across variants of a product but changes its colours', () => {
    const v = (variantIndex: number) => productImageSvg({ name: 'Mug', kind: 'goodie', theme, seed: 'mug', variantIndex });
    expect(v(0)).not.toBe(v(1));
    expect(v(1)).toBe(v(1));
  });
});
