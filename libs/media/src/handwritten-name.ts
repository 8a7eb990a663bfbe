import { readableOn, safeTheme } from './color';
import { n, svgDoc, textLines } from './svg';
import { fitText, measureText } from './text';
import { MediaTheme } from './theme';

export interface HandwrittenNameInput {
  name: string;
  theme: MediaTheme;
}

const W = 800;
const H = 160;

/** An 800×160 signature: the name in a script font (system fonts only) over a pen flourish, transparent ground. */
export function handwrittenNameSvg(input: HandwrittenNameInput): string {
  const t = safeTheme(input.theme);
  const ink = readableOn(t.background, [t.primary, t.text]);
  const text = fitText(input.name, { maxWidth: 660, maxLines: 1, maxSize: 84, minSize: 34, font: 'script' });
  const width = Math.min(680, measureText(text.lines[0] ?? '', text.size, 'script'));
  const baseline = 96;
  // A brush swash under the name: a thin crescent, pointed at both ends, rising to the right.
  const x0 = W / 2 - width / 2 - 6;
  const x1 = W / 2 + width / 2 + 24;
  const mid = (x0 + x1) / 2;
  const y = baseline + 18;
  const swash = `M${n(x0)} ${y}Q${n(mid)} ${y + 12} ${n(x1)} ${y - 16}Q${n(mid)} ${y + 20} ${n(x0)} ${y}Z`;
  return svgDoc(
    W,
    H,
    input.name,
    `<g transform="rotate(-3 400 80)">` +
      textLines({ lines: text.lines, x: W / 2, y: baseline, size: text.size, font: 'script', fill: ink, anchor: 'middle' }) +
      `<path d="${swash}" fill="${ink}" opacity="0.85"/></g>`,
  );
}
