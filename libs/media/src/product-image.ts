import { lighten, mix, readableOn, safeTheme } from './color';
import { COMPENSATIONS, GIFT_CARDS, GOODIES, ObjectDraw } from './objects';
import { hashString } from './seed';
import { svgDoc, textLines } from './svg';
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
}

const SIZE = 800;
const OBJECTS: Record<ProductKind, ObjectDraw[]> = { goodie: GOODIES, compensation: COMPENSATIONS, giftcard: GIFT_CARDS };
const KIND_LABEL: Record<ProductKind, string> = { goodie: 'Goodie', compensation: 'Contrepartie', giftcard: 'Carte cadeau' };

/** An 800×800 product shot: a stylised object on a soft backdrop, the product name below. */
export function productImageSvg(input: ProductImageInput): string {
  const t = safeTheme(input.theme);
  const h = hashString(`product:${input.seed}`);
  const variant = Math.max(0, Math.floor(input.variantIndex ?? 0));
  const objects = OBJECTS[input.kind] ?? GOODIES;
  const draw = objects[h % objects.length];
  // The object stays the same across a product's images; its colours turn with the variant.
  const colors = [t.primary, t.secondary, t.accent];
  const main = colors[((h >>> 8) + variant) % 3];
  const detail = colors[((h >>> 8) + variant + 1 + ((h >>> 16) % 2)) % 3];
  const paper = lighten(t.background, 0.3);
  const backdrop = mix(t.background, [t.secondary, t.primary, t.accent][variant % 3], 0.18);
  const disc = mix(t.background, main, 0.16);

  const ink = readableOn(t.background, [t.primary, t.text]);
  const name = fitText(input.name, { maxWidth: 640, maxLines: 2, maxSize: 46, minSize: 26, font: 'serif', lineHeight: 1.12 });
  const nameY = name.lines.length > 1 ? 706 : 728;
  const tag = KIND_LABEL[input.kind] ?? KIND_LABEL.goodie;
  const tagW = tag.length * 14 + 52;

  return svgDoc(
    SIZE,
    SIZE,
    input.name,
    `<rect width="${SIZE}" height="${SIZE}" fill="${backdrop}"/>` +
      `<circle cx="400" cy="350" r="272" fill="${disc}"/>` +
      `<ellipse cx="400" cy="592" rx="220" ry="20" fill="#000" opacity="0.1"/>` +
      draw({ main, detail, paper }) +
      `<rect x="0" y="632" width="${SIZE}" height="168" fill="${t.background}"/>` +
      `<rect x="${400 - tagW / 2}" y="610" width="${tagW}" height="44" rx="22" fill="${t.accent}"/>` +
      textLines({
        lines: [tag.toLocaleUpperCase('fr-FR')],
        x: 400,
        y: 639,
        size: 19,
        font: 'sansBold',
        fill: readableOn(t.accent, [t.text, '#ffffff']),
        anchor: 'middle',
        letterSpacing: 2,
      }) +
      textLines({ lines: name.lines, x: 400, y: nameY, size: name.size, font: 'serif', fill: ink, anchor: 'middle', lineHeight: 1.12 }),
  );
}
