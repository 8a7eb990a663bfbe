import { DEFAULT_THEME, MediaTheme } from './theme';

type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Normalises '#abc' / 'abc' / '#aabbcc' to '#aabbcc'; anything else gives the fallback (themes come from the database). */
export function safeHex(value: unknown, fallback: string): string {
  const m = typeof value === 'string' ? HEX.exec(value.trim()) : null;
  if (!m) return fallback;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${h.toLowerCase()}`;
}

/** A theme whose every colour is safe to put in an SVG attribute. */
export function safeTheme(theme: Partial<MediaTheme> | null | undefined): MediaTheme {
  const t = theme ?? {};
  return {
    primary: safeHex(t.primary, DEFAULT_THEME.primary),
    secondary: safeHex(t.secondary, DEFAULT_THEME.secondary),
    background: safeHex(t.background, DEFAULT_THEME.background),
    text: safeHex(t.text, DEFAULT_THEME.text),
    accent: safeHex(t.accent, DEFAULT_THEME.accent),
  };
}

function toRgb(hex: string): Rgb {
  const h = safeHex(hex, '#000000').slice(1);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear blend: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const lin = toRgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The first candidate legible on `bg` (ratio >= min), else the best one; near-black and near-white
 * are always tried last so text never vanishes whatever colours a label picked.
 */
export function readableOn(bg: string, candidates: string[], min = 4.5): string {
  const all = [...candidates, '#1b1b1f', '#ffffff'];
  return all.find((c) => contrast(c, bg) >= min) ?? all.reduce((a, b) => (contrast(b, bg) > contrast(a, bg) ? b : a));
}

/** Theme colours for patterns, ground first; a blend adds a fifth tone without leaving the label's range. */
export function themePalette(t: MediaTheme): string[] {
  return [t.background, t.primary, t.secondary, t.accent, mix(t.primary, t.secondary, 0.5)];
}
