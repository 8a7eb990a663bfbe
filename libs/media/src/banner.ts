import { readableOn, safeTheme, themePalette } from './color';
import { patternSvg } from './patterns';
import { hashString, SeededRandom } from './seed';
import { n, svgDoc, textLines } from './svg';
import { fitText, measureText } from './text';
import { MediaTheme } from './theme';

export interface BannerInput {
  name: string;
  theme: MediaTheme;
  seed: string;
  /** 800×500 for phones instead of 1600×400. */
  mobile: boolean;
}

/**
 * An author page header: a pattern softened by a veil of the primary colour (the page lays the avatar
 * and the name over it), the name signed small in a corner.
 */
export function bannerSvg(input: BannerInput): string {
  const t = safeTheme(input.theme);
  const [w, h] = input.mobile ? [800, 500] : [1600, 400];
  const rng = new SeededRandom(`banner:${input.seed}`);
  const id = `b${hashString(input.seed).toString(36)}`;
  const kind = rng.pick(['bauhaus', 'waves', 'arcs', 'triangles', 'dots', 'stripes'] as const);
  const art = patternSvg(kind, { x: 0, y: 0, w, h }, themePalette(t), rng, `${id}p`, input.mobile ? 1 : 2);
  const veil =
    `<defs><linearGradient id="${id}v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.primary}" stop-opacity="0.15"/>` +
    `<stop offset="1" stop-color="${t.primary}" stop-opacity="0.6"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id}v)"/>`;
  const name = fitText(input.name.toLocaleUpperCase('fr-FR'), { maxWidth: w * 0.5, maxLines: 1, maxSize: 20, minSize: 13, font: 'sansBold', letterSpacing: 3 });
  const pillW = measureText(name.lines[0] ?? '', name.size, 'sansBold', 3) + 44;
  const pill =
    `<rect x="${n(w - 32 - pillW)}" y="${h - 32 - 44}" width="${n(pillW)}" height="44" rx="22" fill="${t.background}" opacity="0.92"/>` +
    textLines({
      lines: name.lines,
      x: w - 32 - pillW / 2 + 1.5,
      y: h - 32 - 22 + name.size * 0.36,
      size: name.size,
      font: 'sansBold',
      fill: readableOn(t.background, [t.primary, t.text]),
      anchor: 'middle',
      letterSpacing: 3,
    });
  return svgDoc(w, h, input.name, art + veil + pill);
}
