import { SeededRandom } from './seed';
import { n } from './svg';

/** Geometric, mid-century style fills used behind covers, banners and posters. */
export const PATTERN_KINDS = ['bauhaus', 'stripes', 'arcs', 'dots', 'waves', 'triangles', 'rings'] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Draws `kind` inside `box`, clipped to it; palette[0] is the ground colour.
 * `density` multiplies the number of cells (wide banners want more, smaller tiles).
 */
export function patternSvg(kind: PatternKind, box: Box, palette: string[], rng: SeededRandom, id: string, density = 1): string {
  const body = DRAW[kind](box, palette, rng, density);
  return (
    `<defs><clipPath id="${id}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}"/></clipPath></defs>` +
    `<g clip-path="url(#${id})"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${palette[0]}"/>${body}</g>`
  );
}

type Draw = (b: Box, p: string[], r: SeededRandom, density: number) => string;

/** Any palette colour but `not`, so a shape never disappears into its cell. */
function other(p: string[], r: SeededRandom, not: string): string {
  const choices = p.filter((c) => c !== not);
  return choices.length ? r.pick(choices) : p[0];
}

function grid(b: Box, cols: number, cell: (x: number, y: number, s: number) => string): string {
  const s = b.w / cols;
  const rows = Math.ceil(b.h / s);
  let out = '';
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const [x, y] = [b.x + i * s, b.y + j * s];
      // A nested viewport clips each tile, so discs anchored on a corner do not spill on painted neighbours.
      const vb = `${n(x)} ${n(y)} ${n(s + 0.5)} ${n(s + 0.5)}`;
      out += `<svg x="${n(x)}" y="${n(y)}" width="${n(s + 0.5)}" height="${n(s + 0.5)}" viewBox="${vb}">${cell(x, y, s)}</svg>`;
    }
  }
  return out;
}

const bauhaus: Draw = (b, p, r, d) =>
  grid(b, Math.round(r.pick([3, 4, 4, 5]) * d), (x, y, s) => {
    const bg = r.pick(p);
    const fg = other(p, r, bg);
    const cell = `<rect x="${n(x)}" y="${n(y)}" width="${n(s + 0.5)}" height="${n(s + 0.5)}" fill="${bg}"/>`;
    const cx = x + s / 2;
    const cy = y + s / 2;
    switch (r.int(6)) {
      case 0: {
        // Quarter disc anchored in a corner.
        const [ax, ay] = r.pick([
          [x, y],
          [x + s, y],
          [x, y + s],
          [x + s, y + s],
        ]);
        return `${cell}<circle cx="${n(ax)}" cy="${n(ay)}" r="${n(s)}" fill="${fg}"/>`;
      }
      case 1: {
        // Half disc sitting on one side.
        const side = r.int(4);
        const [ax, ay] = [
          [cx, y + s],
          [cx, y],
          [x, cy],
          [x + s, cy],
        ][side];
        return `${cell}<circle cx="${n(ax)}" cy="${n(ay)}" r="${n(s / 2)}" fill="${fg}"/>`;
      }
      case 2:
        return `${cell}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.38)}" fill="${fg}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.14)}" fill="${bg}"/>`;
      case 3:
        return `${cell}<path d="M${n(x)} ${n(y + s)}L${n(x + s)} ${n(y)}L${n(x + s)} ${n(y + s)}Z" fill="${fg}"/>`;
      case 4:
        return `${cell}<path d="M${n(x)} ${n(y + s)}L${n(cx)} ${n(y + s * 0.12)}L${n(x + s)} ${n(y + s)}Z" fill="${fg}"/>`;
      default:
        return `${cell}<rect x="${n(x + s * 0.2)}" y="${n(y + s * 0.2)}" width="${n(s * 0.6)}" height="${n(s * 0.6)}" fill="${fg}" transform="rotate(45 ${n(cx)} ${n(cy)})"/>`;
    }
  });

const stripes: Draw = (b, p, r) => {
  const angle = r.pick([-35, -20, 20, 35, 90]);
  const diag = Math.hypot(b.w, b.h);
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  let out = '';
  let i = 0;
  for (let off = -diag / 2; off < diag / 2; i++) {
    const w = diag * r.pick([0.03, 0.05, 0.08, 0.12]);
    if (i % 2 === 1) out += `<rect x="${n(cx + off)}" y="${n(cy - diag / 2)}" width="${n(w)}" height="${n(diag)}" fill="${p[1 + (i % (p.length - 1))]}"/>`;
    off += w;
  }
  return `<g transform="rotate(${angle} ${n(cx)} ${n(cy)})">${out}</g>`;
};

const arcs: Draw = (b, p, r, d) =>
  grid(b, Math.round(r.pick([2, 3]) * d), (x, y, s) => {
    const [ax, ay] = r.pick([
      [x, y + s],
      [x + s, y + s],
      [x + s / 2, y + s],
      [x, y],
    ]);
    const bands = 5;
    let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(s + 0.5)}" height="${n(s + 0.5)}" fill="${p[0]}"/>`;
    const shift = r.int(p.length);
    for (let k = bands; k >= 1; k--) {
      out += `<circle cx="${n(ax)}" cy="${n(ay)}" r="${n((s * k) / bands)}" fill="${p[(k + shift) % p.length]}"/>`;
    }
    return out;
  });

const dots: Draw = (b, p, r, d) => {
  const step = b.w / Math.round(r.pick([12, 14, 16]) * d);
  const ink = p[1];
  const sunR = Math.min(b.w, b.h) * r.range(0.28, 0.4);
  const sx = b.x + b.w * r.range(0.3, 0.7);
  const sy = b.y + b.h * r.range(0.3, 0.6);
  let out = `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sunR)}" fill="${p[2 % p.length]}"/>`;
  for (let y = b.y + step / 2; y < b.y + b.h; y += step) {
    for (let x = b.x + step / 2; x < b.x + b.w; x += step) {
      // Halftone: dots grow along the diagonal.
      const t = ((x - b.x) / b.w + (y - b.y) / b.h) / 2;
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(step * (0.08 + 0.34 * t))}" fill="${ink}"/>`;
    }
  }
  return out;
};

const waves: Draw = (b, p, r, d) => {
  const bands = r.pick([4, 5, 6]);
  const amp = (b.h / bands) * 0.3;
  const period = b.w / (r.pick([1.5, 2, 2.5]) * d);
  let out = '';
  for (let k = 1; k <= bands; k++) {
    const y0 = b.y + (b.h * k) / (bands + 1) - amp;
    let x = b.x - r.range(0, period);
    let up = true;
    let d = `M${n(x)} ${n(b.y + b.h)}L${n(x)} ${n(y0)}`;
    for (; x < b.x + b.w; x += period / 2, up = !up) d += `Q${n(x + period / 4)} ${n(y0 + (up ? -amp : amp) * 2)} ${n(x + period / 2)} ${n(y0)}`;
    out += `<path d="${d}L${n(x)} ${n(b.y + b.h)}Z" fill="${p[k % p.length]}"/>`;
  }
  return out;
};

const triangles: Draw = (b, p, r, d) =>
  grid(b, Math.round(r.pick([4, 5, 6]) * d), (x, y, s) => {
    const a = r.pick(p);
    const c = other(p, r, a);
    const d = r.next() < 0.5 ? `M${n(x)} ${n(y)}L${n(x + s)} ${n(y)}L${n(x)} ${n(y + s)}Z` : `M${n(x)} ${n(y)}L${n(x + s)} ${n(y)}L${n(x + s)} ${n(y + s)}Z`;
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(s + 0.5)}" height="${n(s + 0.5)}" fill="${a}"/><path d="${d}" fill="${c}" stroke="${c}" stroke-width="0.8"/>`;
  });

const rings: Draw = (b, p, r) => {
  const cx = b.x + b.w * r.pick([0, 0.5, 1]);
  const cy = b.y + b.h * r.pick([0, 1, 0.5]);
  const max = Math.hypot(b.w, b.h);
  const step = max / r.pick([8, 10, 12]);
  let out = '';
  let k = 0;
  for (let rad = max; rad > 0; rad -= step, k++) out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${p[k % p.length]}"/>`;
  return out;
};

const DRAW: Record<PatternKind, Draw> = { bauhaus, stripes, arcs, dots, waves, triangles, rings };
