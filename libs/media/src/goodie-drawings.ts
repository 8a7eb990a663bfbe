import { darken, lighten, mix, readableOn } from './color';
import { GoodieKind } from './goodie-kind';
import { PATTERN_KINDS, PatternKind, patternSvg } from './patterns';
import { SeededRandom } from './seed';
import { n } from './svg';

/**
 * Flat drawings of the goodies, each on a 600×600 frame with its own margin, so a product picture
 * and a bundle's picture place them alike. No text: the thing is recognised by its shape.
 */
export interface DrawContext {
  /** The object's colour (fabric, glaze, cover). */
  main: string;
  /** A contrasting label colour for prints, bands and ribbons. */
  detail: string;
  /** Off-white paper from the label's background. */
  paper: string;
  /** The label's colours, background first, for illustrations. */
  palette: string[];
  /** The label's emblem symbol (a path on a 100×100 grid): what the house prints on its goodies. */
  emblem: string;
  /** Prefix of clip ids, unique in the document. */
  id: string;
  /** Seed of the illustrations (posters, postcards, bookmarks). */
  seed: string;
}

export type Drawing = (c: DrawContext) => string;

export const DRAWING_SIZE = 600;

const shade = (c: string, t = 0.22) => darken(c, t);

/** The emblem symbol centred on (cx, cy), `size` px wide. */
function emblemAt(c: DrawContext, cx: number, cy: number, size: number, fill: string): string {
  const k = size / 100;
  return `<path d="${c.emblem}" fill="${fill}" fill-rule="evenodd" transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${Math.round(k * 1000) / 1000})"/>`;
}

/** An illustration (a pattern in the label's colours) filling a box. */
function art(c: DrawContext, box: { x: number; y: number; w: number; h: number }, key: string, kind?: PatternKind): string {
  const rng = new SeededRandom(`${key}:${c.seed}`);
  const k = kind ?? rng.pick(PATTERN_KINDS.filter((p) => p !== 'stripes'));
  return patternSvg(k, box, c.palette, rng, `${c.id}${key}`);
}

const tshirt: Drawing = (c) => {
  const body = 'M226 76Q300 132 374 76L470 104Q502 114 518 140L580 238L500 292L460 240V530Q460 548 442 548H158Q140 548 140 530V240L100 292L20 238L82 140Q98 114 130 104Z';
  return (
    `<path d="${body}" fill="${c.main}"/>` +
    // The back of the collar, seen through the neck.
    `<path d="M226 76Q300 132 374 76Q300 96 226 76Z" fill="${shade(c.main, 0.38)}"/>` +
    `<path d="M226 76Q300 132 374 76" fill="none" stroke="${shade(c.main)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M565 226L493 275M35 226L107 275" stroke="${shade(c.main)}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>` +
    `<path d="M146 522H454" stroke="${shade(c.main)}" stroke-width="5" opacity="0.5"/>` +
    `<path d="M214 330Q232 430 216 534" fill="none" stroke="${shade(c.main)}" stroke-width="6" opacity="0.18"/>` +
    // The house's emblem, embroidered over the heart.
    `<circle cx="378" cy="214" r="52" fill="${c.detail}"/>` +
    emblemAt(c, 378, 214, 72, readableOn(c.detail, [c.paper, '#ffffff'], 3))
  );
};

const mug: Drawing = (c) => {
  const steam = lighten(c.main, 0.55);
  return (
    `<path d="M196 138q-22-26 0-52t0-52M266 138q-22-26 0-52t0-52M336 138q-22-26 0-52t0-52" fill="none" stroke="${steam}" stroke-width="12" stroke-linecap="round" opacity="0.9"/>` +
    `<path d="M444 236C560 226 574 420 444 416" fill="none" stroke="${shade(c.main)}" stroke-width="40" stroke-linecap="round"/>` +
    `<path d="M96 180H456V478Q456 542 392 542H160Q96 542 96 478Z" fill="${c.main}"/>` +
    `<path d="M126 214V470Q126 500 150 510" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.25"/>` +
    `<ellipse cx="276" cy="180" rx="180" ry="34" fill="${shade(c.main)}"/>` +
    `<ellipse cx="276" cy="184" rx="160" ry="24" fill="${mix('#4a2c1d', c.main, 0.15)}"/>` +
    `<circle cx="276" cy="360" r="96" fill="${c.paper}"/>` +
    emblemAt(c, 276, 360, 128, c.detail)
  );
};

const tote: Drawing = (c) => {
  const strap = shade(c.main, 0.3);
  return (
    `<path d="M214 236C214 40 386 40 386 236" fill="none" stroke="${shade(c.main, 0.45)}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M184 236C184 14 416 14 416 236" fill="none" stroke="${strap}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M112 222H488L514 546Q516 564 498 564H102Q84 564 86 546Z" fill="${c.main}"/>` +
    `<path d="M112 222H488L491 258H109Z" fill="${shade(c.main)}" opacity="0.45"/>` +
    `<path d="M113 266H487" stroke="${shade(c.main)}" stroke-width="3" stroke-dasharray="10 8" opacity="0.6"/>` +
    `<rect x="172" y="222" width="24" height="40" fill="${strap}"/><rect x="404" y="222" width="24" height="40" fill="${strap}"/>` +
    `<circle cx="300" cy="410" r="112" fill="${c.detail}"/>` +
    emblemAt(c, 300, 410, 150, readableOn(c.detail, [c.paper, '#ffffff'], 3))
  );
};

const poster: Drawing = (c) => {
  const tape = (x: number, y: number, angle: number) =>
    `<rect x="${x - 46}" y="${y - 16}" width="92" height="32" fill="${lighten(c.detail, 0.55)}" opacity="0.85" transform="rotate(${angle} ${x} ${y})"/>`;
  return (
    `<rect x="132" y="52" width="360" height="480" fill="#000" opacity="0.14"/>` +
    `<rect x="118" y="40" width="364" height="484" fill="${c.paper}"/>` +
    art(c, { x: 142, y: 64, w: 316, h: 330 }, 'poster') +
    `<rect x="142" y="420" width="220" height="30" rx="6" fill="${shade(c.main, 0.1)}"/>` +
    `<rect x="142" y="466" width="150" height="18" rx="5" fill="${c.detail}"/>` +
    // The corner curling off the wall.
    `<path d="M482 466L482 524L424 524Q470 512 482 466Z" fill="${shade(c.paper, 0.12)}"/>` +
    tape(130, 46, -32) +
    tape(470, 46, 32)
  );
};

const badges: Drawing = (c) => {
  const colours = [c.main, c.detail, c.palette[1], c.palette[3] ?? c.main];
  const motifs = [
    (x: number, y: number, r: number, ink: string) => emblemAt(c, x, y, r * 1.25, ink),
    (x: number, y: number, r: number, ink: string) =>
      `<path d="M${x} ${y + r * 0.5}C${x - r * 0.9} ${y - r * 0.05} ${x - r * 0.5} ${y - r * 0.75} ${x} ${y - r * 0.28}C${x + r * 0.5} ${y - r * 0.75} ${x + r * 0.9} ${y - r * 0.05} ${x} ${y + r * 0.5}Z" fill="${ink}"/>`,
    (x: number, y: number, r: number, ink: string) =>
      `<path d="M${x} ${y - r * 0.6}L${x + r * 0.17} ${y - r * 0.18}L${x + r * 0.6} ${y - r * 0.16}L${x + r * 0.26} ${y + r * 0.12}L${x + r * 0.38} ${y + r * 0.56}L${x} ${y + r * 0.3}L${x - r * 0.38} ${y + r * 0.56}L${x - r * 0.26} ${y + r * 0.12}L${x - r * 0.6} ${y - r * 0.16}L${x - r * 0.17} ${y - r * 0.18}Z" fill="${ink}"/>`,
    (x: number, y: number, r: number, ink: string) =>
      `<circle cx="${x}" cy="${y}" r="${r * 0.5}" fill="none" stroke="${ink}" stroke-width="${r * 0.16}"/><circle cx="${x}" cy="${y}" r="${r * 0.16}" fill="${ink}"/>`,
  ];
  const pins: Array<[number, number, number]> = [
    [196, 214, 126],
    [408, 200, 112],
    [226, 420, 118],
    [420, 414, 128],
  ];
  return pins
    .map(([x, y, r], i) => {
      const fill = colours[i % colours.length];
      const ink = readableOn(fill, [c.paper, '#ffffff'], 3);
      return (
        `<circle cx="${x + 8}" cy="${y + 12}" r="${r}" fill="#000" opacity="0.16"/>` +
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>` +
        `<circle cx="${x}" cy="${y}" r="${r - 9}" fill="none" stroke="${shade(fill, 0.16)}" stroke-width="6"/>` +
        motifs[i](x, y, r, ink) +
        `<path d="M${x - r * 0.72} ${y - r * 0.18}A${r * 0.74} ${r * 0.74} 0 0 1 ${x - r * 0.2} ${y - r * 0.72}" fill="none" stroke="#ffffff" stroke-width="${n(r * 0.1)}" stroke-linecap="round" opacity="0.4"/>`
      );
    })
    .join('');
};

const notebook: Drawing = (c) =>
  `<rect x="158" y="62" width="318" height="476" rx="20" fill="${c.paper}" stroke="${shade(c.paper, 0.18)}" stroke-width="4"/>` +
  `<path d="M470 90V510M462 84V516" stroke="${shade(c.paper, 0.12)}" stroke-width="3"/>` +
  `<rect x="134" y="50" width="324" height="480" rx="20" fill="${c.main}"/>` +
  `<rect x="134" y="50" width="44" height="480" rx="16" fill="${shade(c.main)}"/>` +
  emblemAt(c, 318, 236, 150, shade(c.main, 0.28)) +
  `<rect x="206" y="380" width="224" height="6" rx="3" fill="${shade(c.main, 0.28)}"/>` +
  // The elastic band and the ribbon marker.
  `<rect x="404" y="50" width="20" height="480" fill="${c.detail}"/>` +
  `<path d="M272 526H300V588L286 572L272 588Z" fill="${c.detail}"/>`;

const bookmarks: Drawing = (c) => {
  const kinds: PatternKind[] = ['bauhaus', 'arcs', 'waves'];
  const one = (angle: number, i: number) => {
    const x = 240;
    const y = 70;
    const w = 120;
    const h = 460;
    return (
      `<g transform="rotate(${angle} 300 540)">` +
      `<rect x="${x + 6}" y="${y + 8}" width="${w}" height="${h}" rx="12" fill="#000" opacity="0.14"/>` +
      art(c, { x, y, w, h }, `bm${i}`, kinds[i]) +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="none" stroke="${c.paper}" stroke-width="10"/>` +
      `<circle cx="300" cy="${y + 34}" r="10" fill="${c.paper}"/>` +
      `</g>`
    );
  };
  return (
    one(-18, 0) +
    one(18, 1) +
    one(0, 2) +
    // The front one's tassel, out of its hole.
    `<path d="M300 104C300 40 250 20 214 44" fill="none" stroke="${c.detail}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M204 50H224L234 124H194Z" fill="${c.detail}"/><circle cx="214" cy="48" r="12" fill="${shade(c.detail)}"/>`
  );
};

/** Lines of handwriting (loops and gaps), from (x, y), `width` px long. */
export function handwriting(x: number, y: number, width: number, stroke: string, seed: string, weight = 5): string {
  const rng = new SeededRandom(`hand:${seed}`);
  let d = `M${n(x)} ${n(y)}`;
  let at = x;
  while (at < x + width - 24) {
    const letters = 2 + rng.int(5);
    for (let i = 0; i < letters && at < x + width - 12; i++) {
      const w = 10 + rng.int(8);
      const h = 10 + rng.int(2) * 12;
      d += `c${n(w * 0.2)} ${-h} ${n(w * 0.9)} ${-h} ${n(w * 0.6)} 0s${n(w * 0.1)} 6 ${n(w * 0.4)} 2`;
      at += w;
    }
    at += 14 + rng.int(10);
    d += `M${n(at)} ${n(y)}`;
  }
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const postcard: Drawing = (c) => {
  const ink = shade(c.main, 0.35);
  return (
    // The back: stamp, postmark, address lines and a few words.
    `<g transform="rotate(8 300 300)">` +
    `<rect x="118" y="96" width="440" height="290" rx="8" fill="#000" opacity="0.12" transform="translate(6 8)"/>` +
    `<rect x="118" y="96" width="440" height="290" rx="8" fill="${c.paper}"/>` +
    `<path d="M352 130V352" stroke="${shade(c.paper, 0.25)}" stroke-width="3"/>` +
    `<rect x="462" y="118" width="72" height="86" fill="${c.detail}" stroke="${c.paper}" stroke-width="6" stroke-dasharray="6 5"/>` +
    emblemAt(c, 498, 161, 50, readableOn(c.detail, [c.paper, '#ffffff'], 3)) +
    `<path d="M420 170q14-10 28 0t28 0t28 0t28 0M420 190q14-10 28 0t28 0t28 0t28 0" fill="none" stroke="${ink}" stroke-width="3" opacity="0.7"/>` +
    `<path d="M374 262H534M374 298H534M374 334H480" stroke="${shade(c.paper, 0.3)}" stroke-width="4"/>` +
    handwriting(146, 170, 180, ink, `${c.seed}a`, 4) +
    handwriting(146, 214, 170, ink, `${c.seed}b`, 4) +
    `</g>` +
    // The picture side, in front.
    `<g transform="rotate(-7 300 300)">` +
    `<rect x="54" y="268" width="400" height="270" rx="8" fill="#000" opacity="0.16" transform="translate(8 10)"/>` +
    `<rect x="54" y="268" width="400" height="270" rx="8" fill="${c.paper}"/>` +
    art(c, { x: 70, y: 284, w: 368, h: 238 }, 'card') +
    `</g>`
  );
};

const artPrint: Drawing = (c) => {
  const [sky, far, near, sun] = [lighten(c.palette[2] ?? c.detail, 0.45), mix(c.main, c.paper, 0.35), c.main, c.palette[3] ?? c.detail];
  return (
    `<path d="M300 22L168 86M300 22L432 86" stroke="${shade(c.paper, 0.45)}" stroke-width="4"/><circle cx="300" cy="22" r="8" fill="${shade(c.paper, 0.5)}"/>` +
    `<rect x="116" y="86" width="380" height="480" fill="#000" opacity="0.16"/>` +
    `<rect x="104" y="74" width="392" height="484" fill="${shade(c.main, 0.5)}"/>` +
    `<rect x="128" y="98" width="344" height="436" fill="${c.paper}"/>` +
    `<svg x="176" y="146" width="248" height="316" viewBox="0 0 248 316">` +
    `<rect width="248" height="316" fill="${sky}"/><circle cx="176" cy="98" r="40" fill="${sun}"/>` +
    `<path d="M0 230L70 120L126 200L170 146L248 236V316H0Z" fill="${far}"/>` +
    `<path d="M0 262L60 214L120 262L190 206L248 258V316H0Z" fill="${near}"/>` +
    `<path d="M0 290H248V316H0Z" fill="${shade(near)}"/>` +
    `</svg>` +
    `<rect x="176" y="146" width="248" height="316" fill="none" stroke="${shade(c.paper, 0.15)}" stroke-width="2"/>` +
    // Numbered and signed in pencil, under the picture.
    `<path d="M336 496q10-16 18 0t18 0q6-12 16-2t22-6" fill="none" stroke="${shade(c.paper, 0.45)}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M186 494H226" stroke="${shade(c.paper, 0.45)}" stroke-width="4" stroke-linecap="round"/>`
  );
};

const foldedMap: Drawing = (c) => {
  const xs = [76, 188, 300, 412, 524];
  const tops = [120, 96, 120, 96, 120];
  const bottoms = [500, 476, 500, 476, 500];
  const outline = `M${xs.map((x, i) => `${x} ${tops[i]}`).join('L')}L${xs
    .map((x, i) => `${x} ${bottoms[i]}`)
    .reverse()
    .join('L')}Z`;
  const water = mix(c.paper, c.palette[1], 0.4);
  const land = mix(c.paper, c.palette[2] ?? c.detail, 0.18);
  const contour = shade(land, 0.22);
  const panels = xs
    .slice(0, -1)
    .map((x, i) => (i % 2 ? `<path d="M${x} ${tops[i]}L${xs[i + 1]} ${tops[i + 1]}L${xs[i + 1]} ${bottoms[i + 1]}L${x} ${bottoms[i]}Z" fill="#000" opacity="0.1"/>` : ''))
    .join('');
  return (
    `<defs><clipPath id="${c.id}map"><path d="${outline}"/></clipPath></defs>` +
    `<path d="${outline}" fill="#000" opacity="0.14" transform="translate(8 12)"/>` +
    `<g clip-path="url(#${c.id}map)">` +
    `<rect x="60" y="80" width="480" height="440" fill="${land}"/>` +
    `<path d="M60 390C160 360 190 430 290 400S450 300 540 330V520H60Z" fill="${water}"/>` +
    [70, 110, 150].map((r) => `<ellipse cx="210" cy="230" rx="${r}" ry="${r * 0.7}" fill="none" stroke="${contour}" stroke-width="4"/>`).join('') +
    [50, 90].map((r) => `<ellipse cx="430" cy="200" rx="${r}" ry="${r * 0.8}" fill="none" stroke="${contour}" stroke-width="4"/>`).join('') +
    `<path d="M110 460C170 420 200 330 260 300S380 300 420 220" fill="none" stroke="${c.detail}" stroke-width="8" stroke-dasharray="16 12" stroke-linecap="round"/>` +
    panels +
    `</g>` +
    // The pin where the story happens.
    `<path d="M420 232C382 176 380 150 380 140A40 40 0 0 1 460 140C460 150 458 176 420 232Z" fill="${c.main}"/>` +
    `<circle cx="420" cy="140" r="15" fill="${c.paper}"/>`
  );
};

/** A wrapped present: what a goodie whose name says nothing known is drawn as. */
export const giftBox: Drawing = (c) =>
  `<path d="M300 214C240 142 200 162 222 194C240 218 292 216 300 214C308 216 360 218 378 194C400 162 360 142 300 214Z" fill="${c.detail}"/>` +
  `<rect x="150" y="290" width="300" height="250" fill="${c.main}"/>` +
  `<rect x="128" y="214" width="344" height="86" rx="6" fill="${shade(c.main)}"/>` +
  `<rect x="272" y="214" width="56" height="326" fill="${c.detail}"/>` +
  `<rect x="150" y="300" width="300" height="14" fill="#000" opacity="0.1"/>`;

export const GOODIE_DRAWINGS: Record<GoodieKind, Drawing> = {
  tshirt,
  mug,
  tote,
  poster,
  badge: badges,
  notebook,
  bookmark: bookmarks,
  postcard,
  print: artPrint,
  map: foldedMap,
};

/** A drawing wrapped in a group named after what it shows (`goodie-mug`…), placed and scaled. */
export function placeDrawing(name: string, drawing: string, x: number, y: number, scale = 1): string {
  const transform = scale === 1 ? `translate(${n(x)} ${n(y)})` : `translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1000) / 1000})`;
  return `<g id="${name}" transform="${transform}">${drawing}</g>`;
}
