import { escapeXml, FontKind, measureText } from './text';

/**
 * System font stacks only: nothing is fetched. The script stack names the usual Windows and macOS
 * script faces; where none exists, an italic Times reads more like a hand than the sans that
 * Linux often maps `cursive` to.
 */
export const FONT_ATTRS: Record<FontKind, string> = {
  serif: `font-family="Georgia, 'Times New Roman', 'DejaVu Serif', serif" font-weight="700"`,
  sans: `font-family="'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif"`,
  sansBold: `font-family="'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif" font-weight="700"`,
  script: `font-family="'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'Apple Chancery', 'URW Chancery L', 'Times New Roman', cursive" font-style="italic"`,
};

/** Rounds coordinates so the markup stays short and stable. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

/** The root element, with an accessible title. */
export function svgDoc(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` + `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

export interface TextLinesOptions {
  lines: string[];
  x: number;
  /** Baseline of the first line. */
  y: number;
  size: number;
  font: FontKind;
  fill: string;
  lineHeight?: number;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  /** Extra raw attributes (opacity, transform…), written by our code only. */
  extra?: string;
}

/** A multi-line <text>, one <tspan> per line, every line escaped. */
export function textLines(o: TextLinesOptions): string {
  const lh = o.lineHeight ?? 1.15;
  const spans = o.lines.map((line, i) => `<tspan x="${n(o.x)}" y="${n(o.y + i * o.size * lh)}">${escapeXml(line)}</tspan>`).join('');
  const ls = o.letterSpacing ? ` letter-spacing="${n(o.letterSpacing)}"` : '';
  return `<text ${FONT_ATTRS[o.font]} font-size="${n(o.size)}" fill="${o.fill}" text-anchor="${o.anchor ?? 'start'}"` + `${ls}${o.extra ? ` ${o.extra}` : ''}>${spans}</text>`;
}

/**
 * The same lines as rounded bars instead of letters: a thumbnail of a layout (a book cover drawn small
 * inside a reward's picture) keeps its look without text too small to read.
 */
export function textBars(o: TextLinesOptions): string {
  const lh = o.lineHeight ?? 1.15;
  const h = o.size * 0.5;
  return o.lines
    .map((line, i) => {
      const w = measureText(line, o.size, o.font, o.letterSpacing ?? 0);
      const x = o.anchor === 'middle' ? o.x - w / 2 : o.anchor === 'end' ? o.x - w : o.x;
      const top = o.y + i * o.size * lh - o.size * 0.62;
      return `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${o.fill}"${o.extra ? ` ${o.extra}` : ''}/>`;
    })
    .join('');
}
