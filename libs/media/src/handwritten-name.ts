import { readableOn, safeTheme } from './color';
import { n, svgDoc, textLines } from './svg';
import { blockHeight, fitText, measureText, wrapText } from './text';
import { MediaTheme } from './theme';

export interface HandwrittenNameInput {
  name: string;
  theme: MediaTheme;
}

const W = 800;
const H = 160;
const LH = 1.05;

/** An 800×160 signature: the name in a script font (system fonts only) over a brush swash, transparent ground. */
export function handwrittenNameSvg(input: HandwrittenNameInput): string {
  const t = safeTheme(input.theme);
  const ink = readableOn(t.background, [t.primary, t.text]);
  // One line while it stays large enough; longer names go on two lines rather than end in « … ».
  const oneLine = wrapText(input.name, 660, 44, 'script').length <= 1;
  const text = oneLine
    ? fitText(input.name, { maxWidth: 660, maxLines: 1, maxSize: 84, minSize: 44, font: 'script' })
    : fitText(input.name, { maxWidth: 660, maxLines: 2, maxSize: 60, minSize: 28, font: 'script', lineHeight: LH, maxHeight: 104 });
  const last = text.lines[text.lines.length - 1] ?? '';
  const width = Math.min(680, measureText(last, text.size, 'script'));
  const height = blockHeight(text.lines.length, text.size, LH);
  const top = (H - 16 - height) / 2;
  const lastBaseline = top + height;
  // A thin crescent pointed at both ends, rising to the right, under the last line.
  const x0 = W / 2 - width / 2 - 6;
  const x1 = W / 2 + width / 2 + 24;
  const mid = (x0 + x1) / 2;
  const y = lastBaseline + 14;
  const swash = `M${n(x0)} ${n(y)}Q${n(mid)} ${n(y + 12)} ${n(x1)} ${n(y - 16)}Q${n(mid)} ${n(y + 20)} ${n(x0)} ${n(y)}Z`;
  return svgDoc(
    W,
    H,
    input.name,
    `<g transform="rotate(-3 400 80)">` +
      textLines({ lines: text.lines, x: W / 2, y: top + text.size * 0.75, size: text.size, font: 'script', fill: ink, anchor: 'middle', lineHeight: LH }) +
      `<path d="${swash}" fill="${ink}" opacity="0.85"/></g>`,
  );
}
