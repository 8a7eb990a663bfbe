/** WCAG 2.1 contrast of two colours. */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' → [170, 187, 204]; null for anything else. */
export function parseHex(value: string): [number, number, number] | null {
  const m = HEX.exec(value.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** '#ABC' → '#aabbcc' (what a colour input takes); the value unchanged when it is not a colour. */
export function longHex(value: string): string {
  const rgb = parseHex(value);
  return rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}` : value;
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio (1 to 21) of two hex colours, or null when one is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return null;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (light + 0.05) / (dark + 0.05);
}

/** 4.5:1, the least WCAG AA asks of body text. */
export const AA_TEXT_RATIO = 4.5;

/** '4,52:1' as French writes it. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
