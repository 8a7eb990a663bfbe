import { mix, safeTheme } from './color';
import { n, svgDoc } from './svg';
import { DEFAULT_THEME, MediaTheme } from './theme';

const SIZE = 120;
const C = SIZE / 2;
const R = 54;

/** A 120×120 pie showing `percentTens` (0..100, rounded to the nearest ten) in the theme's primary colour. */
export function completionPieSvg(percentTens: number, theme: MediaTheme = DEFAULT_THEME): string {
  const t = safeTheme(theme);
  const p = Number.isFinite(percentTens) ? Math.min(100, Math.max(0, Math.round(percentTens / 10) * 10)) : 0;
  const track = `<circle cx="${C}" cy="${C}" r="${R}" fill="${mix(t.primary, t.background, 0.8)}"/>`;
  let slice = '';
  if (p >= 100) {
    slice = `<circle cx="${C}" cy="${C}" r="${R}" fill="${t.primary}"/>`;
  } else if (p > 0) {
    const a = (2 * Math.PI * p) / 100;
    const [x, y] = [C + R * Math.sin(a), C - R * Math.cos(a)];
    slice = `<path d="M${C} ${C}V${C - R}A${R} ${R} 0 ${p > 50 ? 1 : 0} 1 ${n(x)} ${n(y)}Z" fill="${t.primary}"/>`;
  }
  const rim = `<circle cx="${C}" cy="${C}" r="${R}" fill="none" stroke="${t.primary}" stroke-width="3"/>`;
  return svgDoc(SIZE, SIZE, `${p} %`, track + slice + rim);
}
