import { darken, readableOn, safeTheme, themePalette } from './color';
import { PATTERN_KINDS, patternSvg } from './patterns';
import { hashString, SeededRandom } from './seed';
import { n, svgDoc, textLines } from './svg';
import { blockHeight, fitText } from './text';
import { MediaTheme } from './theme';

export interface CampaignCoverInput {
  title: string;
  author: string;
  theme: MediaTheme;
  seed: string;
}

const W = 1200;
const H = 675;
const SPLIT = 600;

/** A 1200×675 crowdfunding visual: the book standing on a pattern at left, the pitch at right. */
export function campaignCoverSvg(input: CampaignCoverInput): string {
  const t = safeTheme(input.theme);
  const rng = new SeededRandom(`campaign:${input.seed}`);
  const id = `k${hashString(input.seed).toString(36)}`;
  const art = patternSvg(rng.pick(PATTERN_KINDS), { x: 0, y: 0, w: SPLIT, h: H }, themePalette(t), rng, `${id}p`);

  const ink = readableOn(t.background, [t.primary, t.text]);
  const soft = readableOn(t.background, [t.text]);
  const x = SPLIT + 64;
  const maxWidth = W - x - 64;
  const author = fitText(`par ${input.author}`, { maxWidth, maxLines: 2, maxSize: 28, minSize: 18, font: 'sans' });
  const authorH = blockHeight(author.lines.length, author.size, 1.3);
  const title = fitText(input.title, { maxWidth, maxLines: 5, maxSize: 68, minSize: 28, font: 'serif', lineHeight: 1.08, maxHeight: 330 });
  const titleH = blockHeight(title.lines.length, title.size, 1.08);
  // The text block (kicker, title, rule, author) is centred vertically in the right panel.
  const blockH = 20 + 36 + titleH + 32 + 6 + 32 + authorH;
  const top = Math.max(48, (H - blockH) / 2);
  const titleTop = top + 20 + 36;
  const ruleY = titleTop + titleH + 32;

  return svgDoc(
    W,
    H,
    `${input.title} — ${input.author}`,
    `<rect width="${W}" height="${H}" fill="${t.background}"/>${art}` +
      `<rect x="${SPLIT}" width="10" height="${H}" fill="${t.accent}"/>` +
      book(input.title, t, id) +
      textLines({
        lines: ['FINANCEMENT PARTICIPATIF'],
        x,
        y: top + 15,
        size: 18,
        font: 'sansBold',
        fill: readableOn(t.background, [t.accent, t.primary, t.text]),
        letterSpacing: 3,
      }) +
      textLines({ lines: title.lines, x, y: titleTop + title.size * 0.75, size: title.size, font: 'serif', fill: ink, lineHeight: 1.08 }) +
      `<rect x="${x}" y="${n(ruleY)}" width="72" height="6" fill="${t.accent}"/>` +
      textLines({ lines: author.lines, x, y: ruleY + 38 + author.size * 0.75, size: author.size, font: 'sans', fill: soft, lineHeight: 1.3 }),
  );
}

/** A hardback seen from the front, slightly turned, with the title on its cover. */
function book(title: string, t: MediaTheme, id: string): string {
  const [bx, by, bw, bh] = [190, 120, 260, 390];
  const ink = readableOn(t.primary, [t.background, '#ffffff']);
  const text = fitText(title, { maxWidth: bw - 60, maxLines: 5, maxSize: 36, minSize: 16, font: 'serif', lineHeight: 1.1 });
  return (
    `<defs><linearGradient id="${id}g" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.08" stop-color="#fff" stop-opacity="0.15"/><stop offset="0.14" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<ellipse cx="${bx + bw / 2 + 20}" cy="${by + bh + 18}" rx="${bw * 0.7}" ry="18" fill="#000" opacity="0.22"/>` +
    `<rect x="${bx + 10}" y="${by + 8}" width="${bw}" height="${bh}" rx="4" fill="#fbf8f1"/>` +
    `<rect x="${bx + 10}" y="${by + 8}" width="${bw}" height="${bh}" rx="4" fill="none" stroke="#d8d2c4" stroke-width="2"/>` +
    `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="4" fill="${t.primary}"/>` +
    `<rect x="${bx + 30}" y="${by + 36}" width="${bw - 48}" height="6" fill="${t.accent}"/>` +
    textLines({ lines: text.lines, x: bx + 30, y: by + 84 + text.size * 0.5, size: text.size, font: 'serif', fill: ink, lineHeight: 1.1 }) +
    `<circle cx="${bx + bw - 50}" cy="${by + bh - 50}" r="22" fill="${t.secondary}"/><circle cx="${bx + bw - 50}" cy="${by + bh - 50}" r="9" fill="${darken(t.primary, 0.2)}"/>` +
    `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="4" fill="url(#${id}g)"/>`
  );
}
