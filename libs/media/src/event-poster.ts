import { readableOn, safeTheme, themePalette } from './color';
import { frenchDate } from './french-date';
import { PATTERN_KINDS, patternSvg } from './patterns';
import { hashString, SeededRandom } from './seed';
import { n, svgDoc, textLines } from './svg';
import { blockHeight, fitText } from './text';
import { MediaTheme } from './theme';

export interface EventPosterInput {
  title: string;
  date: Date;
  location: string;
  theme: MediaTheme;
  seed: string;
}

const W = 600;
const H = 850;
const M = 52;

/** A 600×850 event poster: pattern header with a date tab, then the title, the French date and the place. */
export function eventPosterSvg(input: EventPosterInput): string {
  const t = safeTheme(input.theme);
  const rng = new SeededRandom(`event:${input.seed}`);
  const id = `e${hashString(input.seed).toString(36)}`;
  const art = patternSvg(rng.pick(PATTERN_KINDS), { x: 0, y: 0, w: W, h: 340 }, themePalette(t), rng, `${id}p`);
  const d = frenchDate(input.date);

  const tabInk = readableOn(t.primary, [t.background, '#ffffff']);
  const tab =
    `<rect x="${M}" y="236" width="150" height="164" fill="${t.primary}"/>` +
    `<rect x="${M}" y="236" width="150" height="8" fill="${t.accent}"/>` +
    textLines({ lines: [d?.day ?? '?'], x: M + 75, y: 330, size: d && d.day.length > 2 ? 64 : 80, font: 'serif', fill: tabInk, anchor: 'middle' }) +
    textLines({ lines: [d ? abbreviate(d.month) : ''], x: M + 75, y: 372, size: 22, font: 'sansBold', fill: tabInk, anchor: 'middle', letterSpacing: 2 });

  const ink = readableOn(t.background, [t.primary, t.text]);
  const soft = readableOn(t.background, [t.text]);
  const title = fitText(input.title, { maxWidth: W - 2 * M, maxLines: 4, maxSize: 50, minSize: 26, font: 'serif', lineHeight: 1.1, maxHeight: 180 });
  const titleTop = 448;
  const titleH = blockHeight(title.lines.length, title.size, 1.1);
  const when = d ? (d.time ? `${d.long} · ${d.time}` : d.long) : 'Date à venir';
  const whenText = fitText(when, { maxWidth: W - 2 * M, maxLines: 2, maxSize: 24, minSize: 17, font: 'sansBold' });
  const place = fitText(input.location, { maxWidth: W - 2 * M - 36, maxLines: 2, maxSize: 22, minSize: 16, font: 'sans' });
  const whenH = blockHeight(whenText.lines.length, whenText.size, 1.25);
  const placeH = blockHeight(place.lines.length, place.size, 1.25);
  // Date and place sit at the foot of the poster, under a thin rule, whatever the title's length.
  const placeY = H - 64 - placeH + place.size * 0.75;
  const whenY = placeY - place.size * 0.75 - 26 - whenH;
  const ruleY = Math.max(whenY - 34, titleTop + titleH + 24);
  return svgDoc(
    W,
    H,
    `${input.title} — ${when}`,
    `<rect width="${W}" height="${H}" fill="${t.background}"/>${art}${tab}` +
      textLines({ lines: [d?.year ?? ''], x: M + 176, y: 394, size: 20, font: 'sansBold', fill: soft, letterSpacing: 3 }) +
      textLines({ lines: title.lines, x: M, y: titleTop + title.size * 0.75, size: title.size, font: 'serif', fill: ink, lineHeight: 1.1 }) +
      `<rect x="${M}" y="${n(ruleY)}" width="${W - 2 * M}" height="2" fill="${soft}" opacity="0.25"/>` +
      textLines({ lines: whenText.lines, x: M, y: whenY + whenText.size * 0.75, size: whenText.size, font: 'sansBold', fill: soft, lineHeight: 1.25 }) +
      pin(M, placeY - place.size * 0.75 - 2, t.accent) +
      textLines({ lines: place.lines, x: M + 36, y: placeY, size: place.size, font: 'sans', fill: soft, lineHeight: 1.25 }) +
      `<rect x="0" y="${H - 14}" width="${W}" height="14" fill="${t.accent}"/>`,
  );
}

/** « décembre » gives « DÉC. », short months stay whole (« MAI »). */
function abbreviate(month: string): string {
  const m = month.toLocaleUpperCase('fr-FR');
  if (m.length <= 4) return m;
  return m.startsWith('JUIL') ? 'JUIL.' : `${m.slice(0, 3)}.`;
}

/** A map pin whose tip sits at the bottom of a 24×30 box starting at (x, y). */
function pin(x: number, y: number, color: string): string {
  return `<path d="M${n(x + 12)} ${n(y + 30)}C${n(x + 4)} ${n(y + 20)} ${n(x)} ${n(y + 15)} ${n(x)} ${n(y + 11)}A12 12 0 0 1 ${n(x + 24)} ${n(y + 11)}C${n(x + 24)} ${n(y + 15)} ${n(x + 20)} ${n(y + 20)} ${n(x + 12)} ${n(y + 30)}Z" fill="${color}"/><circle cx="${n(x + 12)}" cy="${n(y + 11)}" r="4.5" fill="#fff"/>`;
}
