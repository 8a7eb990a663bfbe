/**
 * Text helpers. SVG has no text wrapping, so lines are cut here with glyph widths measured on
 * DejaVu (the widest common fallback, the one the server renders with): a line that fits
 * here also fits with the narrower fonts browsers usually pick.
 */

export type FontKind = 'serif' | 'sans' | 'sansBold' | 'script';

/** Advance widths in thousandths of an em for a-z, then A-Z. */
const WIDTHS: Record<FontKind, { lower: number[]; upper: number[]; digit: number; space: number; other: number }> = {
  sans: {
    lower: [613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 395, 521, 392, 634, 592, 818, 592, 592, 525],
    upper: [709, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 595, 732, 684, 989, 685, 611, 685],
    digit: 636,
    space: 318,
    other: 600,
  },
  sansBold: {
    lower: [675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582],
    upper: [774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 680, 703, 812, 774, 1103, 771, 724, 725],
    digit: 696,
    space: 348,
    other: 660,
  },
  serif: {
    lower: [648, 699, 609, 699, 636, 430, 699, 727, 380, 362, 693, 380, 1058, 727, 667, 699, 699, 527, 563, 462, 727, 581, 861, 596, 581, 568],
    upper: [776, 845, 796, 867, 762, 710, 854, 945, 468, 473, 869, 703, 1107, 914, 871, 752, 871, 831, 703, 712, 872, 776, 1123, 776, 714, 730],
    digit: 696,
    space: 348,
    other: 680,
  },
  script: {
    lower: [596, 640, 560, 640, 592, 370, 640, 644, 320, 310, 606, 320, 948, 644, 602, 640, 640, 478, 513, 402, 644, 565, 856, 564, 565, 527],
    upper: [722, 735, 765, 802, 730, 694, 799, 872, 395, 401, 747, 664, 1024, 875, 820, 673, 820, 753, 669, 684, 843, 722, 1028, 712, 660, 695],
    digit: 636,
    space: 318,
    other: 620,
  },
};

const NARROW = new Set(['.', ',', ':', ';', "'", '’', '!', '|', '(', ')', '-']);
const WIDE = new Set(['œ', 'Œ', 'æ', 'Æ', '—', '…', '%', '@']);

// Characters XML 1.0 forbids: they would make the whole image unparsable.
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes text for element content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function charWidth(ch: string, font: FontKind): number {
  const w = WIDTHS[font];
  if (ch === ' ' || ch === '\u00a0') return w.space;
  if (NARROW.has(ch)) return w.space + 20;
  if (WIDE.has(ch)) return 1000;
  const base = ch.normalize('NFD')[0] ?? ch; // 'é' measures as 'e'
  const code = base.charCodeAt(0);
  if (code >= 97 && code <= 122) return w.lower[code - 97];
  if (code >= 65 && code <= 90) return w.upper[code - 65];
  if (code >= 48 && code <= 57) return w.digit;
  return w.other;
}

/** Estimated width in px of `text` at `size` px. */
export function measureText(text: string, size: number, font: FontKind, letterSpacing = 0): number {
  let total = 0;
  for (const ch of text) total += charWidth(ch, font);
  return (total / 1000) * size + letterSpacing * [...text].length;
}

/**
 * Collapses whitespace, turns l'apostrophe into the typographic one and glues French punctuation to its
 * word (« a », b ?, c !) so it never starts a line.
 */
export function normaliseFrench(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(/ ([:;!?»%])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0');
}

/** Splits one word too wide for a line, preferring its own hyphens (« peut-être »). */
function breakWord(word: string, fits: (s: string) => boolean): string[] {
  const parts: string[] = [];
  let rest = word;
  while (rest && !fits(rest)) {
    let cut = rest.lastIndexOf('-', rest.length - 2);
    while (cut > 0 && !fits(rest.slice(0, cut + 1))) cut = rest.lastIndexOf('-', cut - 1);
    if (cut > 0) {
      parts.push(rest.slice(0, cut + 1));
      rest = rest.slice(cut + 1);
      continue;
    }
    const chars = [...rest];
    let n = chars.length - 1;
    while (n > 1 && !fits(chars.slice(0, n).join('') + '-')) n--;
    parts.push(chars.slice(0, n).join('') + '-');
    rest = chars.slice(n).join('');
  }
  if (rest) parts.push(rest);
  return parts;
}

/** Greedy wrapping of `text` into lines no wider than `maxWidth` px. */
export function wrapText(text: string, maxWidth: number, size: number, font: FontKind, letterSpacing = 0): string[] {
  const fits = (s: string) => measureText(s, size, font, letterSpacing) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of normaliseFrench(text).split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = fits(word) ? [word] : breakWord(word, fits);
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1];
  }
  if (line) lines.push(line);
  return lines;
}

export interface FitOptions {
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  font: FontKind;
  letterSpacing?: number;
  /** Optional limit on the block height (see blockHeight), with this line height. */
  maxHeight?: number;
  lineHeight?: number;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/** The largest size (down to minSize) at which the text holds in maxLines; past that, the last line ends with « … ». */
export function fitText(text: string, o: FitOptions): FittedText {
  const ls = o.letterSpacing ?? 0;
  const words = normaliseFrench(text).split(' ');
  const sizes: number[] = [];
  for (let size = o.maxSize; size > o.minSize; size -= Math.max(1, Math.round(size * 0.06))) sizes.push(size);
  for (const size of [...sizes, o.minSize]) {
    const lines = wrapText(text, o.maxWidth, size, o.font, ls);
    const tall = o.maxHeight !== undefined && blockHeight(lines.length, size, o.lineHeight) > o.maxHeight;
    // A smaller size is better than a word cut in two, until the smallest size.
    const cut = size > o.minSize && words.some((w) => measureText(w, size, o.font, ls) > o.maxWidth);
    if (lines.length <= o.maxLines && !tall && !cut) return { lines, size };
  }
  const size = o.minSize;
  const byHeight = o.maxHeight === undefined ? o.maxLines : Math.floor((o.maxHeight - size * 0.75) / (size * (o.lineHeight ?? 1.15))) + 1;
  const lines = wrapText(text, o.maxWidth, size, o.font, ls).slice(0, Math.max(1, Math.min(o.maxLines, byHeight)));
  let last = lines[lines.length - 1] ?? '';
  while (last && measureText(`${last}…`, size, o.font, ls) > o.maxWidth) last = [...last].slice(0, -1).join('');
  lines[lines.length - 1] = `${last.replace(/[\s\u00a0,;:.-]+$/, '')}…`;
  return { lines, size };
}

/** Height of `count` lines from the cap top of the first to the baseline of the last. */
export function blockHeight(count: number, size: number, lineHeight = 1.15): number {
  return count <= 0 ? 0 : size * 0.75 + (count - 1) * size * lineHeight;
}

const ELISION = /^(?:[dlj]|qu)['’]/i;
const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'van', 'von', 'da', 'di', 'et']);

/** « Élise de La Rochefoucauld » gives « ÉR », « Jean d'Ormesson » gives « JO ». */
export function initials(name: string): string {
  const all = name
    .split(/[\s\u00a0]+/)
    .map((w) => w.replace(ELISION, '').replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const named = all.filter((w) => !PARTICLES.has(w.toLowerCase()));
  const words = named.length > 0 ? named : all;
  if (words.length === 0) return '?';
  const first = [...words[0]][0];
  const last = words.length > 1 ? [...words[words.length - 1]][0] : '';
  return (first + last).toLocaleUpperCase('fr-FR');
}
