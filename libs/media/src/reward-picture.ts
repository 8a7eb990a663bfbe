import { bookCoverBody, BookCoverInput, COVER_HEIGHT, COVER_WIDTH } from './book-cover';
import { darken, readableOn } from './color';
import { DrawContext, Drawing, DRAWING_SIZE, giftBox, GOODIE_DRAWINGS, handwriting, placeDrawing } from './goodie-drawings';
import { GoodieKind } from './goodie-kind';
import { RewardContents } from './reward-contents';
import { n, textLines } from './svg';
import { MediaTheme } from './theme';

/** The book a reward holds, as its own cover draws it (same seed: same art and colours). */
export type RewardCover = Omit<BookCoverInput, 'theme'>;

/** What a reward's scene needs: its contents, the book's cover, and one drawing context per item (colours turn). */
export interface RewardScene {
  contents: RewardContents;
  cover: RewardCover;
  theme: MediaTheme;
  /** Drawing context of the item at position i. */
  context: (i: number) => DrawContext;
}

/** The things of a reward stand on a floor, centred on the picture's disc. */
const CENTRE = 400;
const ROW_WIDTH = 700;
const MAX_SCALE = 0.95;
/** Copies of the book drawn fanned; more are counted on a badge. */
const MAX_COPIES = 3;
const COPY_SHIFT = 44;

type Item = { kind: 'books'; copies: number } | { kind: 'goodie'; goodie: GoodieKind } | { kind: 'donation' } | { kind: 'dedication' } | { kind: 'box' };

/** The things to show, left to right: the book first, then the goodies. */
function itemsOf(c: RewardContents): Item[] {
  if (c.donation) return [{ kind: 'donation' }];
  const items: Item[] = [];
  if (c.books > 0) items.push({ kind: 'books', copies: Math.min(c.books, MAX_COPIES) });
  // Without the book, the dedication is a card of its own; with it, a card slipped in front of the book.
  else if (c.dedication) items.push({ kind: 'dedication' });
  items.push(...c.goodies.map((goodie): Item => ({ kind: 'goodie', goodie })));
  return items.length ? items : [{ kind: 'box' }];
}

/** Width of an item on the 600-high frame every item is drawn on. */
function widthOf(item: Item): number {
  if (item.kind === 'books') return (COVER_WIDTH * DRAWING_SIZE) / COVER_HEIGHT + COPY_SHIFT * (item.copies - 1);
  return item.kind === 'goodie' ? 560 : DRAWING_SIZE;
}

/**
 * A reward drawn from what it holds: the book's cover (fanned copies, a count past three), the goodies
 * beside it, a dedication card, a heart for a donation. Text only where it is large: the count badge.
 */
export function rewardSceneSvg(scene: RewardScene): { body: string; floor: number } {
  const items = itemsOf(scene.contents);
  const widths = items.map(widthOf);
  const total = widths.reduce((a, b) => a + b, 0);
  const scale = Math.min(ROW_WIDTH / total, MAX_SCALE);
  const floor = CENTRE + (DRAWING_SIZE / 2) * scale;
  const top = floor - DRAWING_SIZE * scale;
  let x = 400 - (total * scale) / 2;
  let out = '';
  let overlay = '';
  items.forEach((item, i) => {
    const w = widths[i] * scale;
    const c = scene.context(i);
    if (item.kind === 'books') {
      out += books(scene, item.copies, x, top, scale);
      const coverW = (COVER_WIDTH * DRAWING_SIZE * scale) / COVER_HEIGHT;
      if (scene.contents.books > MAX_COPIES) overlay += countBadge(scene.contents.books, x + coverW, top, scene.theme);
      if (scene.contents.dedication) overlay += dedicationOver(c, x, coverW, floor);
    } else if (item.kind === 'goodie') {
      // Goodies are drawn with a margin: they stand a little lower and closer to their neighbours.
      out += placeDrawing(`goodie-${item.goodie}`, GOODIE_DRAWINGS[item.goodie](c), x - 20 * scale, top + 20 * scale, scale);
    } else {
      const [name, draw] = SINGLE[item.kind];
      out += placeDrawing(name, draw(c), x, top, scale);
    }
    x += w;
  });
  return { body: out + overlay, floor };
}

/** The book's cover, copies fanned behind it, standing on the floor. */
function books(scene: RewardScene, copies: number, x: number, top: number, scale: number): string {
  const h = DRAWING_SIZE * scale;
  const w = (h * COVER_WIDTH) / COVER_HEIGHT;
  let out = '';
  for (let k = copies - 1; k >= 0; k--) {
    const dx = x + k * COPY_SHIFT * scale;
    const dy = top - k * 10 * scale;
    const cover = bookCoverBody({ ...scene.cover, theme: scene.theme }, { textless: true, id: `rb${k}` });
    out +=
      `<rect x="${n(dx + 10)}" y="${n(dy + 12)}" width="${n(w)}" height="${n(h)}" rx="6" fill="#000" opacity="0.18"/>` +
      `<svg x="${n(dx)}" y="${n(dy)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">${cover}</svg>` +
      (k > 0 ? `<rect x="${n(dx)}" y="${n(dy)}" width="${n(w)}" height="${n(h)}" fill="#000" opacity="${n(0.1 + 0.06 * k)}"/>` : '');
  }
  return `<g id="reward-book">${out}</g>`;
}

/** « ×10 » on a disc at the cover's corner, for more copies than are drawn. */
function countBadge(count: number, right: number, top: number, theme: MediaTheme): string {
  const r = 66;
  const cx = Math.min(right, 800 - r - 16);
  const cy = Math.max(top + 20, r + 16);
  const ink = readableOn(theme.accent, [theme.text, '#ffffff']);
  return (
    `<g id="reward-count"><circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${theme.accent}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r - 8}" fill="none" stroke="${ink}" stroke-width="3" opacity="0.5"/>` +
    textLines({ lines: [`×${count}`], x: cx, y: cy + 20, size: count > 9 ? 50 : 58, font: 'sansBold', fill: ink, anchor: 'middle' }) +
    `</g>`
  );
}

/** A handwritten card with its pen, on a 600 frame: the card spans x 40–560, y 150–450. */
const dedication: Drawing = (c) => {
  const ink = darken(c.main, 0.35);
  return (
    `<g transform="rotate(-5 300 300)">` +
    `<rect x="48" y="160" width="520" height="300" rx="10" fill="#000" opacity="0.16"/>` +
    `<rect x="40" y="150" width="520" height="300" rx="10" fill="${c.paper}"/>` +
    `<rect x="58" y="168" width="484" height="264" rx="6" fill="none" stroke="${c.detail}" stroke-width="6"/>` +
    handwriting(96, 240, 300, ink, `${c.seed}d1`, 7) +
    handwriting(96, 300, 380, ink, `${c.seed}d2`, 7) +
    handwriting(96, 360, 220, ink, `${c.seed}d3`, 7) +
    // The signature's flourish.
    `<path d="M330 400c20-50 50-50 40-10s30-30 50-20 40 10 80-14" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>` +
    `</g>` +
    // A fountain pen across the corner.
    `<g transform="rotate(-38 470 420)">` +
    `<rect x="352" y="404" width="230" height="36" rx="18" fill="${c.main}"/>` +
    `<rect x="500" y="404" width="82" height="36" rx="18" fill="${darken(c.main, 0.3)}"/>` +
    `<rect x="498" y="398" width="10" height="48" rx="3" fill="${c.detail}"/>` +
    `<path d="M352 408L296 422L352 436Z" fill="${darken(c.main, 0.55)}"/>` +
    `</g>`
  );
};

/** The dedication card slipped in front of the book's lower half. */
function dedicationOver(c: DrawContext, coverX: number, coverW: number, floor: number): string {
  const scale = (coverW * 1.1) / 520;
  const x = coverX + coverW / 2 - 300 * scale;
  const y = floor + 12 - 460 * scale;
  return placeDrawing('reward-dedication', dedication(c), x, y, scale);
}

/** A heart and a coin: a gift of money, nothing delivered. */
const donation: Drawing = (c) => {
  const coin = c.detail;
  const ink = readableOn(coin, [c.paper, '#ffffff', '#1b1b1f'], 3);
  return (
    `<path d="M300 530C120 410 58 318 84 214C110 120 234 104 300 196C366 104 490 120 516 214C542 318 480 410 300 530Z" fill="${c.main}"/>` +
    `<path d="M150 200C160 160 200 146 230 156" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.35"/>` +
    `<circle cx="436" cy="446" r="104" fill="#000" opacity="0.15"/>` +
    `<circle cx="428" cy="436" r="104" fill="${coin}"/>` +
    `<circle cx="428" cy="436" r="84" fill="none" stroke="${ink}" stroke-width="6" opacity="0.5"/>` +
    textLines({ lines: ['€'], x: 428, y: 480, size: 124, font: 'sansBold', fill: ink, anchor: 'middle' })
  );
};

const SINGLE: Record<'donation' | 'dedication' | 'box', [string, Drawing]> = {
  donation: ['reward-donation', donation],
  dedication: ['reward-dedication', dedication],
  box: ['reward-box', giftBox],
};
