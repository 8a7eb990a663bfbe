import { mix, readableOn, safeTheme } from './color';
import { EMBLEM_SYMBOLS } from './emblem-shapes';
import { hashString } from './seed';
import { n, svgDoc } from './svg';
import { MediaTheme } from './theme';

export interface LabelEmblemInput {
  name: string;
  theme: MediaTheme;
  /** 10..100 (multiples of 10): how far the emblem is drawn; omitted means complete. */
  step?: number;
}

export const EMBLEM_SIZE = 240;
const C = EMBLEM_SIZE / 2;
const DISC = 92;
const RING = 110;

/** 10, 20 … 100; anything else is rounded and clamped so a URL can never produce a broken image. */
export function normaliseStep(step: number | undefined): number {
  if (step === undefined || !Number.isFinite(step)) return 100;
  return Math.min(100, Math.max(10, Math.round(step / 10) * 10));
}

/**
 * A label's round emblem (240×240, transparent ground). With a step it fills like a glass from the
 * bottom while a ring is drawn clockwise, so stepping 10..100 animates a loader.
 */
export function labelEmblemSvg(input: LabelEmblemInput): string {
  return svgDoc(EMBLEM_SIZE, EMBLEM_SIZE, input.name, emblemBody(input.name, input.theme, normaliseStep(input.step), 'm'));
}

/** The symbol of a label's emblem (a path on a 100×100 grid), for the goodies that carry it. */
export function emblemSymbol(labelName: string): string {
  return EMBLEM_SYMBOLS[hashString(`emblem:${labelName}`) % EMBLEM_SYMBOLS.length];
}

/** The emblem's markup at (0,0)-(240,240), reused inside the logos; `id` keeps clip ids unique per document. */
export function emblemBody(name: string, theme: MediaTheme, step: number, id: string): string {
  const t = safeTheme(theme);
  const symbol = emblemSymbol(name);
  const ink = readableOn(t.primary, [t.background, '#ffffff'], 3);
  const faint = mix(t.primary, t.background, 0.78);
  const place = `transform="translate(${C - 60} ${C - 60}) scale(1.2)"`;
  const full = `<circle cx="${C}" cy="${C}" r="${DISC}" fill="${t.primary}"/><path d="${symbol}" fill="${ink}" fill-rule="evenodd" ${place}/>`;
  const ring = (color: string, dash?: string) =>
    `<circle cx="${C}" cy="${C}" r="${RING}" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round"${dash ?? ''} transform="rotate(-90 ${C} ${C})"/>`;

  if (step >= 100) return full + ring(t.accent);

  // A wavy water line at `step` percent of the disc's height.
  const level = C + DISC - (2 * DISC * step) / 100;
  const wave = `M0 ${n(level)}Q30 ${n(level - 7)} 60 ${n(level)}T120 ${n(level)}T180 ${n(level)}T240 ${n(level)}V240H0Z`;
  const arc = 2 * Math.PI * RING;
  return (
    `<defs><clipPath id="${id}f"><path d="${wave}"/></clipPath></defs>` +
    `<circle cx="${C}" cy="${C}" r="${DISC}" fill="${faint}"/><path d="${symbol}" fill="${t.primary}" fill-rule="evenodd" opacity="0.25" ${place}/>` +
    `<g clip-path="url(#${id}f)">${full}</g>` +
    ring(faint) +
    ring(t.accent, ` stroke-dasharray="${n((arc * step) / 100)} ${n(arc)}"`)
  );
}
