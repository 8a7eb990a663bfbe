import { readableOn, safeTheme } from './color';
import { emblemBody, EMBLEM_SIZE } from './label-emblem';
import { n, svgDoc, textLines } from './svg';
import { blockHeight, fitText } from './text';
import { MediaTheme } from './theme';

export type LabelLogoVariant = 'logo' | 'logo-footer' | 'logo-big';

export interface LabelLogoInput {
  name: string;
  theme: MediaTheme;
  variant: LabelLogoVariant;
}

/**
 * A label's logo on a transparent ground: 'logo' 520×160 (emblem then name, for the light header),
 * 'logo-footer' 440×120 (same, light ink for a dark or primary-coloured footer), 'logo-big' 600×520 (stacked).
 */
export function labelLogoSvg(input: LabelLogoInput): string {
  const t = safeTheme(input.theme);
  if (input.variant === 'logo-big') return big(input.name, t);
  const footer = input.variant === 'logo-footer';
  const [w, h] = footer ? [440, 120] : [520, 160];
  const ink = footer ? readableOn(t.text, [t.background, '#ffffff']) : readableOn(t.background, [t.primary, t.text]);
  const e = h - 16;
  const x = 8 + e + 22;
  const name = fitText(input.name, { maxWidth: w - x - 8, maxLines: 2, maxSize: footer ? 40 : 52, minSize: 18, font: 'serif', lineHeight: 1.05, maxHeight: h - 24 });
  const top = (h - blockHeight(name.lines.length, name.size, 1.05)) / 2;
  return svgDoc(
    w,
    h,
    input.name,
    `<g transform="translate(8 8) scale(${n(e / EMBLEM_SIZE)})">${emblemBody(input.name, t, 100, 'l')}</g>` +
      textLines({ lines: name.lines, x, y: top + name.size * 0.75, size: name.size, font: 'serif', fill: ink, lineHeight: 1.05 }),
  );
}

function big(label: string, t: MediaTheme): string {
  const [w, h] = [600, 520];
  const ink = readableOn(t.background, [t.primary, t.text]);
  const name = fitText(label, { maxWidth: w - 60, maxLines: 2, maxSize: 64, minSize: 26, font: 'serif', lineHeight: 1.05 });
  return svgDoc(
    w,
    h,
    label,
    `<g transform="translate(${(w - 280) / 2} 20) scale(${n(280 / EMBLEM_SIZE)})">${emblemBody(label, t, 100, 'b')}</g>` +
      textLines({ lines: name.lines, x: w / 2, y: 340 + name.size * 0.75, size: name.size, font: 'serif', fill: ink, anchor: 'middle', lineHeight: 1.05 }) +
      `<rect x="${w / 2 - 36}" y="${n(340 + blockHeight(name.lines.length, name.size, 1.05) + 34)}" width="72" height="6" fill="${t.accent}"/>`,
  );
}
