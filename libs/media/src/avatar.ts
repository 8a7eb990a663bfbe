import { mix, readableOn, safeTheme } from './color';
import { hashString, SeededRandom } from './seed';
import { svgDoc, textLines } from './svg';
import { fitText, initials } from './text';
import { MediaTheme } from './theme';

export interface AvatarInput {
  name: string;
  theme: MediaTheme;
  seed: string;
}

/** A 400×400 round avatar (transparent corners) with the person's initials. */
export function avatarSvg(input: AvatarInput): string {
  const t = safeTheme(input.theme);
  const rng = new SeededRandom(`avatar:${input.seed}`);
  const id = `a${hashString(input.seed).toString(36)}`;
  // Authors of one label share its colours but not the same pairing.
  const [ground, deco] = rng.pick([
    [t.primary, t.secondary],
    [t.primary, t.accent],
    [t.secondary, t.primary],
    [t.accent, t.primary],
  ]);
  const ink = readableOn(ground, [t.background, '#ffffff', t.text], 3);
  const text = fitText(initials(input.name), { maxWidth: 240, maxLines: 1, maxSize: 164, minSize: 80, font: 'serif' });
  const shapes = [
    `<circle cx="400" cy="400" r="170" fill="${deco}"/><circle cx="400" cy="400" r="110" fill="${mix(deco, ground, 0.5)}"/>`,
    `<path d="M0 300L300 400L0 400Z" fill="${deco}"/><circle cx="330" cy="70" r="60" fill="${mix(deco, ground, 0.45)}"/>`,
    `<rect x="-40" y="290" width="480" height="48" fill="${deco}" transform="rotate(-24 200 314)"/><rect x="-40" y="352" width="480" height="24" fill="${mix(deco, ground, 0.5)}" transform="rotate(-24 200 364)"/>`,
  ];
  return svgDoc(
    400,
    400,
    input.name,
    `<defs><clipPath id="${id}"><circle cx="200" cy="200" r="200"/></clipPath></defs>` +
      `<g clip-path="url(#${id})"><rect width="400" height="400" fill="${ground}"/>${rng.pick(shapes)}</g>` +
      `<circle cx="200" cy="200" r="186" fill="none" stroke="${ink}" stroke-width="3" opacity="0.35"/>` +
      textLines({ lines: text.lines, x: 200, y: 200 + text.size * 0.36, size: text.size, font: 'serif', fill: ink, anchor: 'middle' }),
  );
}
