import { BookCoverInput } from './book-cover';
import { lighten, mix, readableOn, safeTheme, themePalette } from './color';
import { DrawContext, Drawing, giftBox, GOODIE_DRAWINGS, placeDrawing } from './goodie-drawings';
import { goodieKindOf } from './goodie-kind';
import { emblemSymbol } from './label-emblem';
import { RewardFacts, rewardContents } from './reward-contents';
import { rewardSceneSvg } from './reward-picture';
import { hashString } from './seed';
import { n, svgDoc, textLines } from './svg';
import { fitText } from './text';
import { MediaTheme } from './theme';

export type ProductKind = 'goodie' | 'compensation' | 'giftcard';

export interface ProductImageInput {
  name: string;
  kind: ProductKind;
  theme: MediaTheme;
  seed: string;
  /** Gallery position: same object, another colourway. */
  variantIndex?: number;
  /** The label's name: the house's emblem is printed on its goodies. */
  labelName?: string;
  /** A reward: what crowdfunding records of it and the cover of its book; missing facts are read from its name. */
  reward?: RewardFacts & { cover?: Omit<BookCoverInput, 'theme'> };
}

const SIZE = 800;

/**
 * An 800×800 product picture that shows the thing: a goodie drawn as what its name says (a T-shirt,
 * a mug…), a reward as what it holds (the book's cover, the goodies, a dedication card), a gift card
 * with its amount. No small print: the name is beside the picture wherever it is shown.
 */
export function productImageSvg(input: ProductImageInput): string {
  const t = safeTheme(input.theme);
  const h = hashString(`product:${input.seed}`);
  const variant = Math.max(0, Math.floor(input.variantIndex ?? 0));
  const colours = [t.primary, t.secondary, t.accent];
  // Colours turn with the picture's position; each thing of a bundle takes the next pair.
  const context = (i: number): DrawContext => {
    const main = colours[((h >>> 8) + variant + i) % 3];
    const detail = colours[((h >>> 8) + variant + i + 1 + ((h >>> 16) % 2)) % 3];
    return {
      main,
      detail: detail === main ? t.accent : detail,
      paper: lighten(t.background, 0.55),
      palette: themePalette(t),
      emblem: emblemSymbol(input.labelName ?? input.seed),
      id: `g${i}`,
      seed: input.seed,
    };
  };
  const backdrop = mix(t.background, [t.secondary, t.primary, t.accent][variant % 3], 0.18);
  const disc = mix(t.background, context(0).main, 0.16);
  const scene =
    input.kind === 'compensation'
      ? rewardSceneSvg({
          contents: rewardContents(input.name, input.reward),
          cover: input.reward?.cover ?? { title: input.name, author: '', labelName: input.labelName ?? '', seed: input.seed },
          theme: t,
          context,
        })
      : { body: input.kind === 'giftcard' ? placeDrawing('giftcard', giftCard(input.name, t)(context(0)), 100, 100) : goodie(input.name, context(0)), floor: 680 };
  return svgDoc(
    SIZE,
    SIZE,
    input.name,
    `<rect width="${SIZE}" height="${SIZE}" fill="${backdrop}"/>` +
      `<circle cx="400" cy="400" r="300" fill="${disc}"/>` +
      `<ellipse cx="400" cy="${n(scene.floor + 6)}" rx="${n(Math.min(300, scene.floor - 400 + 40) * 0.9)}" ry="22" fill="#000" opacity="0.1"/>` +
      scene.body,
  );
}

/** The goodie its name says; a wrapped present when the name says nothing known. */
function goodie(name: string, c: DrawContext): string {
  const kind = goodieKindOf(name);
  const draw: Drawing = kind ? GOODIE_DRAWINGS[kind] : giftBox;
  return placeDrawing(`goodie-${kind ?? 'other'}`, draw(c), 100, 100);
}

/** « Carte cadeau de 25 € » gives « 25 € ». */
function amountOf(name: string): string | null {
  const m = /(\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?)\s*€/.exec(name);
  return m ? `${m[1].replace(/[\s\u00a0\u202f]/g, '')}\u00a0€` : null;
}

/** A gift card with a bow and, when the name gives one, its amount in large type. */
function giftCard(name: string, t: MediaTheme): Drawing {
  const amount = amountOf(name);
  return (c) => {
    const ink = readableOn(c.main, [c.paper, '#ffffff', t.text]);
    const size = amount ? fitText(amount, { maxWidth: 340, maxLines: 1, maxSize: 150, minSize: 72, font: 'serif' }).size : 0;
    return (
      `<g transform="translate(0 70) rotate(-6 300 300)">` +
      `<rect x="50" y="140" width="500" height="316" rx="28" fill="#000" opacity="0.16" transform="translate(10 14)"/>` +
      `<rect x="50" y="140" width="500" height="316" rx="28" fill="${c.main}"/>` +
      `<path d="M446 140H502V456H446Z" fill="${c.detail}"/>` +
      // The bow where the ribbon crosses the top edge.
      `<path d="M474 148C417 70 377 96 401 128C419 152 467 150 474 148C481 150 529 152 547 128C571 96 531 70 474 148Z" fill="${lighten(c.detail, 0.25)}"/>` +
      `<circle cx="474" cy="146" r="16" fill="${c.detail}"/>` +
      `<path d="${c.emblem}" fill="${ink}" fill-rule="evenodd" opacity="0.8" transform="translate(84 170) scale(0.56)"/>` +
      (amount ? textLines({ lines: [amount], x: 84, y: 330 + size * 0.36, size, font: 'serif', fill: ink }) : '') +
      `<rect x="84" y="${n(amount ? 330 + size * 0.36 + 34 : 380)}" width="160" height="14" rx="7" fill="${ink}" opacity="0.45"/>` +
      `</g>`
    );
  };
}
