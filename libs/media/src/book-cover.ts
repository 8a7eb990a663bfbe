import { readableOn, safeTheme, themePalette } from './color';
import { PATTERN_KINDS, patternSvg } from './patterns';
import { hashString, SeededRandom } from './seed';
import { n, svgDoc, textBars, textLines, TextLinesOptions } from './svg';
import { blockHeight, fitText } from './text';
import { MediaTheme } from './theme';

export interface BookCoverInput {
  title: string;
  author: string;
  labelName: string;
  theme: MediaTheme;
  seed: string;
}

export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 900;
const W = COVER_WIDTH;
const H = COVER_HEIGHT;
const M = 56;

/** A 600×900 book cover: a geometric pattern, the title, the author and the label, in one of three layouts. */
export function bookCoverSvg(input: BookCoverInput): string {
  return svgDoc(W, H, `${input.title} — ${input.author}`, bookCoverBody(input));
}

export interface CoverBodyOptions {
  /** Lines drawn as bars: the cover shown small inside another picture, where its text could not be read. */
  textless?: boolean;
  /** Prefix of the cover's clip and gradient ids, unique in the document that holds it. */
  id?: string;
}

/** The cover's markup on a 600×900 frame; the same seed gives the same art, layout and colours with or without its text. */
export function bookCoverBody(input: BookCoverInput, options: CoverBodyOptions = {}): string {
  const t = safeTheme(input.theme);
  const rng = new SeededRandom(`cover:${input.seed}`);
  const id = options.id ?? `c${hashString(input.seed).toString(36)}`;
  const kind = rng.pick(PATTERN_KINDS);
  const layout = rng.pick([panel, card, band]);
  const palette = themePalette(t);
  const art = (y: number, h: number) => patternSvg(kind, { x: 0, y, w: W, h }, palette, rng, `${id}p`);
  const write = options.textless ? textBars : textLines;
  return `${layout(input, t, art, write)}${spine(id)}`;
}

type Write = (o: TextLinesOptions) => string;
type Layout = (i: BookCoverInput, t: MediaTheme, art: (y: number, h: number) => string, write: Write) => string;

/** Pattern on top, plain lower part with the text aligned left. */
const panel: Layout = (i, t, art, write) => {
  const ink = readableOn(t.background, [t.primary, t.text]);
  const soft = readableOn(t.background, [t.text]);
  const author = fitText(i.author, { maxWidth: W - 2 * M, maxLines: 2, maxSize: 24, minSize: 16, font: 'sans', letterSpacing: 1 });
  const authorH = blockHeight(author.lines.length, author.size, 1.3);
  const top = 588;
  const titleMax = 800 - authorH - 28 - top;
  const title = fitText(i.title, { maxWidth: W - 2 * M, maxLines: 4, maxSize: 58, minSize: 26, font: 'serif', maxHeight: titleMax, lineHeight: 1.08 });
  const titleY = top + title.size * 0.75;
  const authorY = top + blockHeight(title.lines.length, title.size, 1.08) + 28 + author.size * 0.75;
  return (
    `<rect width="${W}" height="${H}" fill="${t.background}"/>${art(0, 520)}` +
    `<rect x="0" y="520" width="${W}" height="8" fill="${t.accent}"/>` +
    write({ lines: title.lines, x: M, y: titleY, size: title.size, font: 'serif', fill: ink, lineHeight: 1.08 }) +
    write({ lines: author.lines, x: M, y: authorY, size: author.size, font: 'sans', fill: soft, lineHeight: 1.3, letterSpacing: 1 }) +
    labelMark(i.labelName, M, 858, 'start', soft, t.accent, write)
  );
};

/** Full-bleed pattern with a framed card in the middle, text centred. */
const card: Layout = (i, t, art, write) => {
  const ink = readableOn(t.background, [t.primary, t.text]);
  const soft = readableOn(t.background, [t.text]);
  const cw = W - 2 * 64;
  const title = fitText(i.title, { maxWidth: cw - 72, maxLines: 5, maxSize: 52, minSize: 26, font: 'serif', lineHeight: 1.1 });
  const author = fitText(i.author, { maxWidth: cw - 72, maxLines: 2, maxSize: 22, minSize: 15, font: 'sans', letterSpacing: 1 });
  const titleH = blockHeight(title.lines.length, title.size, 1.1);
  const authorH = blockHeight(author.lines.length, author.size, 1.3);
  const ch = 48 + titleH + 30 + 4 + 30 + authorH + 48;
  const cy = Math.round(H / 2 - ch / 2 - 20);
  const ruleY = cy + 48 + titleH + 30;
  return (
    art(0, H) +
    `<rect x="64" y="${n(cy)}" width="${cw}" height="${n(ch)}" fill="${t.background}"/>` +
    `<rect x="74" y="${n(cy + 10)}" width="${cw - 20}" height="${n(ch - 20)}" fill="none" stroke="${t.primary}" stroke-width="2"/>` +
    write({ lines: title.lines, x: W / 2, y: cy + 48 + title.size * 0.75, size: title.size, font: 'serif', fill: ink, anchor: 'middle', lineHeight: 1.1 }) +
    `<rect x="${W / 2 - 28}" y="${n(ruleY)}" width="56" height="4" fill="${t.accent}"/>` +
    write({
      lines: author.lines,
      x: W / 2,
      y: ruleY + 34 + author.size * 0.75,
      size: author.size,
      font: 'sans',
      fill: soft,
      anchor: 'middle',
      lineHeight: 1.3,
      letterSpacing: 1,
    }) +
    `<rect x="150" y="812" width="300" height="48" rx="24" fill="${t.background}"/>` +
    labelMark(i.labelName, W / 2, 843, 'middle', soft, t.accent, write)
  );
};

/** Pattern above and below a solid band in the primary colour that carries the text. */
const band: Layout = (i, t, art, write) => {
  const ink = readableOn(t.primary, [t.background, '#ffffff']);
  const title = fitText(i.title, { maxWidth: W - 2 * M, maxLines: 4, maxSize: 56, minSize: 26, font: 'serif', lineHeight: 1.08 });
  const author = fitText(i.author, { maxWidth: W - 2 * M, maxLines: 2, maxSize: 22, minSize: 15, font: 'sans', letterSpacing: 1 });
  const titleH = blockHeight(title.lines.length, title.size, 1.08);
  const authorH = blockHeight(author.lines.length, author.size, 1.3);
  const bh = 56 + titleH + 30 + authorH + 52;
  const by = 330;
  return (
    art(0, H) +
    `<rect x="0" y="${by}" width="${W}" height="${n(bh)}" fill="${t.primary}"/>` +
    `<rect x="0" y="${n(by + bh)}" width="${W}" height="8" fill="${t.accent}"/>` +
    write({ lines: title.lines, x: M, y: by + 56 + title.size * 0.75, size: title.size, font: 'serif', fill: ink, lineHeight: 1.08 }) +
    write({
      lines: author.lines,
      x: M,
      y: by + 56 + titleH + 30 + author.size * 0.75,
      size: author.size,
      font: 'sans',
      fill: ink,
      lineHeight: 1.3,
      letterSpacing: 1,
      extra: 'opacity="0.9"',
    }) +
    `<rect x="0" y="806" width="${W}" height="94" fill="${t.background}"/>` +
    labelMark(i.labelName, M, 862, 'start', readableOn(t.background, [t.text]), t.accent, write)
  );
};

/** The label's name in small capitals after (or around) a small diamond. */
function labelMark(name: string, x: number, y: number, anchor: 'start' | 'middle', fill: string, accent: string, write: Write): string {
  const fitted = fitText(name.toLocaleUpperCase('fr-FR'), { maxWidth: 400, maxLines: 1, maxSize: 15, minSize: 11, font: 'sansBold', letterSpacing: 3 });
  const diamond = (cx: number) => `<rect x="${n(cx - 5)}" y="${n(y - 11)}" width="10" height="10" fill="${accent}" transform="rotate(45 ${n(cx)} ${n(y - 6)})"/>`;
  if (anchor === 'start') {
    return diamond(x + 5) + write({ lines: fitted.lines, x: x + 22, y, size: fitted.size, font: 'sansBold', fill, letterSpacing: 3 });
  }
  return write({ lines: fitted.lines, x, y, size: fitted.size, font: 'sansBold', fill, anchor: 'middle', letterSpacing: 3 });
}

/** A shaded strip on the left edge so the flat image reads as a book. */
function spine(id: string): string {
  return (
    `<defs><linearGradient id="${id}s" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.28"/>` +
    `<stop offset="0.6" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#fff" stop-opacity="0.12"/></linearGradient></defs>` +
    `<rect width="22" height="${H}" fill="url(#${id}s)"/><rect x="22" width="2" height="${H}" fill="#fff" opacity="0.18"/>`
  );
}
