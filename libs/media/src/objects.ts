import { darken, lighten, readableOn } from './color';

/**
 * Stylised objects for product images, drawn around (400, 330) on the 800×800 canvas.
 * `main` is the object's colour, `detail` a contrasting one for prints and ribbons.
 */
export interface ObjectColors {
  main: string;
  detail: string;
  paper: string;
}

export type ObjectDraw = (c: ObjectColors) => string;

const shade = (c: string) => darken(c, 0.22);

const tote: ObjectDraw = ({ main, detail }) =>
  `<path d="M318 262C318 140 394 140 394 262" fill="none" stroke="${shade(main)}" stroke-width="18" stroke-linecap="round"/>` +
  `<path d="M406 262C406 140 482 140 482 262" fill="none" stroke="${shade(main)}" stroke-width="18" stroke-linecap="round"/>` +
  `<path d="M250 250H550L568 560Q569 572 557 572H243Q231 572 232 560Z" fill="${main}"/>` +
  `<path d="M250 250H550L552 282H248Z" fill="${shade(main)}" opacity="0.5"/>` +
  `<circle cx="400" cy="410" r="78" fill="${detail}"/>` +
  `<path d="M352 392Q376 378 400 392Q424 378 448 392V446Q424 432 400 446Q376 432 352 446Z" fill="${main}"/>` +
  `<path d="M400 392V446" stroke="${detail}" stroke-width="4"/>`;

const mug: ObjectDraw = ({ main, detail, paper }) =>
  `<path d="M360 200q-18-24 0-48t0-48M410 200q-18-24 0-48t0-48M460 200q-18-24 0-48t0-48" fill="none" stroke="${lighten(main, 0.45)}" stroke-width="10" stroke-linecap="round"/>` +
  `<path d="M520 300h24a64 64 0 0 1 0 160h-24" fill="none" stroke="${shade(main)}" stroke-width="30"/>` +
  `<path d="M272 236H528V520Q528 566 482 566H318Q272 566 272 520Z" fill="${main}"/>` +
  `<ellipse cx="400" cy="236" rx="128" ry="20" fill="${shade(main)}"/>` +
  `<rect x="272" y="340" width="256" height="76" fill="${detail}"/>` +
  `<circle cx="400" cy="378" r="22" fill="${paper}"/>`;

const bookmark: ObjectDraw = ({ main, detail }) =>
  `<g transform="rotate(-8 400 360)">` +
  `<path d="M400 130q30-60 4-110" fill="none" stroke="${detail}" stroke-width="6"/>` +
  `<path d="M330 130H470V590L400 540L330 590Z" fill="${main}"/>` +
  `<circle cx="400" cy="172" r="14" fill="${lighten(main, 0.85)}"/>` +
  [0, 1, 2, 3].map((i) => `<rect x="330" y="${250 + i * 64}" width="140" height="22" fill="${detail}" opacity="${1 - i * 0.2}"/>`).join('') +
  `</g>`;

const notebook: ObjectDraw = ({ main, detail, paper }) =>
  `<rect x="272" y="140" width="272" height="400" rx="16" fill="${paper}" stroke="${shade(main)}" stroke-width="4"/>` +
  `<rect x="256" y="130" width="276" height="400" rx="16" fill="${main}"/>` +
  `<rect x="256" y="130" width="34" height="400" rx="12" fill="${shade(main)}"/>` +
  `<rect x="486" y="130" width="16" height="400" fill="${detail}"/>` +
  `<rect x="320" y="210" width="140" height="64" rx="6" fill="${paper}"/>` +
  `<rect x="336" y="232" width="108" height="6" rx="3" fill="${main}"/><rect x="336" y="248" width="72" height="6" rx="3" fill="${main}"/>`;

const badge: ObjectDraw = ({ main, detail, paper }) =>
  `<circle cx="408" cy="348" r="170" fill="#000" opacity="0.12"/>` +
  `<circle cx="400" cy="340" r="170" fill="${main}"/>` +
  `<circle cx="400" cy="340" r="136" fill="none" stroke="${paper}" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>` +
  `<path d="M400 248L425 308L490 312L440 354L456 418L400 383L344 418L360 354L310 312L375 308Z" fill="${detail}"/>`;

const giftBox: ObjectDraw = ({ main, detail }) =>
  `<path d="M400 282C340 210 300 230 322 262C340 286 392 284 400 282C408 284 460 286 478 262C500 230 460 210 400 282Z" fill="${detail}"/>` +
  `<rect x="262" y="346" width="276" height="222" fill="${main}"/>` +
  `<rect x="244" y="282" width="312" height="76" rx="6" fill="${shade(main)}"/>` +
  `<rect x="376" y="282" width="48" height="286" fill="${detail}"/>` +
  `<rect x="262" y="358" width="276" height="12" fill="#000" opacity="0.1"/>`;

const envelope: ObjectDraw = ({ main, detail, paper }) =>
  `<g transform="rotate(-4 400 360)">` +
  `<rect x="196" y="220" width="408" height="280" rx="10" fill="${main}"/>` +
  `<path d="M196 230L400 380L604 230" fill="none" stroke="${shade(main)}" stroke-width="8" stroke-linejoin="round"/>` +
  `<path d="M196 500L340 340M604 500L460 340" stroke="${shade(main)}" stroke-width="4" opacity="0.6"/>` +
  `<rect x="236" y="180" width="328" height="60" rx="4" fill="${paper}" opacity="0.9"/>` +
  `<circle cx="400" cy="380" r="40" fill="${detail}"/><circle cx="400" cy="380" r="26" fill="none" stroke="${shade(detail)}" stroke-width="4"/>` +
  `</g>`;

const bookStack: ObjectDraw = ({ main, detail, paper }) => {
  const book = (y: number, w: number, dx: number, color: string) =>
    `<rect x="${400 - w / 2 + dx}" y="${y}" width="${w}" height="64" rx="6" fill="${color}"/>` +
    `<rect x="${400 - w / 2 + dx + 12}" y="${y + 10}" width="${w - 24}" height="44" fill="${paper}"/>` +
    `<rect x="${400 - w / 2 + dx}" y="${y}" width="${w}" height="14" rx="6" fill="${color}"/>` +
    `<rect x="${400 - w / 2 + dx + w - 90}" y="${y + 20}" width="46" height="24" fill="${shade(color)}" opacity="0.4"/>`;
  return book(486, 360, 0, main) + book(416, 330, -18, detail) + book(346, 300, 14, shade(main)) + book(276, 280, -6, detail);
};

const giftCard: ObjectDraw = ({ main, detail, paper }) => {
  const ink = readableOn(main, [paper, '#ffffff']);
  return (
    `<g transform="rotate(-6 400 350)">` +
    `<rect x="176" y="214" width="448" height="284" rx="26" fill="#000" opacity="0.14" transform="translate(10 12)"/>` +
    `<rect x="176" y="214" width="448" height="284" rx="26" fill="${main}"/>` +
    `<path d="M470 214H530L376 498H316Z" fill="${detail}" opacity="0.9"/>` +
    `<circle cx="548" cy="290" r="42" fill="${detail}"/><circle cx="548" cy="290" r="22" fill="${main}"/>` +
    `<text x="212" y="458" font-family="'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif" font-weight="700" font-size="30" letter-spacing="4" fill="${ink}">CARTE CADEAU</text>` +
    `<rect x="212" y="258" width="76" height="56" rx="10" fill="${lighten(detail, 0.35)}"/>` +
    `</g>`
  );
};

export const GOODIES: ObjectDraw[] = [tote, mug, bookmark, notebook, badge];
export const COMPENSATIONS: ObjectDraw[] = [giftBox, envelope, bookStack];
export const GIFT_CARDS: ObjectDraw[] = [giftCard];
