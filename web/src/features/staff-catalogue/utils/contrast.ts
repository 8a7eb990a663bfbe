import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** The colours a label's theme takes: `#rgb` or `#rrggbb` (what the server accepts). */
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' → [170, 187, 204]; null for anything else. */
export function parseHex(value: string): [number, number, number] | null {
  if (!HEX.test(value.trim())) return null;
  const { r, g, b } = colord(value.trim()).toRgb();
  return [r, g, b];
}

/** '#ABC' → '#aabbcc' (what a colour input takes); the value unchanged when it is not a colour. */
export const longHex = (value: string): string => (parseHex(value) ? colord(value.trim()).toHex() : value);

/** The WCAG 2.1 contrast ratio (1 to 21, rounded down to two decimals) of two hex colours, or null when one is not a colour. */
export const contrastRatio = (a: string, b: string): number | null => (parseHex(a) && parseHex(b) ? colord(a.trim()).contrast(b.trim()) : null);

/** 4.5:1, the least WCAG AA asks of body text. */
export const AA_TEXT_RATIO = 4.5;

/** '4,52:1' as French writes it. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
