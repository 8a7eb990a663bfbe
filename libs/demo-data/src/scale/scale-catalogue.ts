import { deName } from '@shop/typography';
import { authorRows as demoAuthorRows } from '../authors';
import { bookProductRows, isbn13 } from '../books';
import { rewardProductRows } from '../rewards';
import { dayFrom, daysFrom, isoDay } from '../dates';
import { ATTRIBUTE, goodieProductRows } from '../goodies';
import { labelRows } from '../labels';
import { productRow } from '../products';
import { Prng } from '../prng';
import type { Row } from '../sql';
import { html, plain, slugify } from '../text';
import { SCALE_HISTORY_DAYS, SCALE_IDS, type ScaleSizes } from './scale-sizes';
import { BOOK_SENTENCES, FIRST_NAMES, GOODIE_KINDS, GOODIE_MOTTOS, LAST_NAMES, PUBLISHERS, TITLE_COMPLEMENTS, TITLE_NOUNS } from './words';

/** The seven labels beside the demo's three: each a collection of its own, in the demo's shape. */
const EXTRA_LABELS: { slug: string; name: string; catchPhrase: string; theme: Record<string, string> }[] = [
  {
    slug: 'noir-brumaire',
    name: 'Noir Brumaire',
    catchPhrase: 'Des romans noirs ancrés dans des territoires rudes.',
    theme: { primary: '#2B2D42', secondary: '#8D99AE', background: '#F4F4F6', text: '#1B1B1E', accent: '#D90429' },
  },
  {
    slug: 'les-cartographes',
    name: 'Les Cartographes',
    catchPhrase: 'Des essais pour habiter autrement les paysages.',
    theme: { primary: '#3D5A40', secondary: '#C9B79C', background: '#FBF8F1', text: '#1F2A20', accent: '#A44A3F' },
  },
  {
    slug: 'petite-ourse',
    name: 'Petite Ourse',
    catchPhrase: 'Des albums à lire à deux voix, le soir.',
    theme: { primary: '#F28F3B', secondary: '#FFD5C2', background: '#FFFBF5', text: '#2D1E12', accent: '#588B8B' },
  },
  {
    slug: 'bulles-d-encre',
    name: 'Bulles d’encre',
    catchPhrase: 'Des romans graphiques dessinés à la main.',
    theme: { primary: '#0B3954', secondary: '#BFD7EA', background: '#F7FBFF', text: '#0B1A24', accent: '#FF5A5F' },
  },
  {
    slug: 'terres-lointaines',
    name: 'Terres lointaines',
    catchPhrase: 'Des récits de voyage, à pied et au long cours.',
    theme: { primary: '#7F4F24', secondary: '#DDB892', background: '#FDF8F2', text: '#2E1E10', accent: '#386641' },
  },
  {
    slug: 'atelier-des-sciences',
    name: 'L’Atelier des sciences',
    catchPhrase: 'La science racontée sans équations, ou presque.',
    theme: { primary: '#1D3557', secondary: '#A8DADC', background: '#F1FAEE', text: '#14213D', accent: '#E63946' },
  },
  {
    slug: 'fourneaux',
    name: 'Fourneaux',
    catchPhrase: 'Des livres de cuisine qui racontent des histoires.',
    theme: { primary: '#9C2C2C', secondary: '#F3D9B1', background: '#FFF9F0', text: '#2A1515', accent: '#6A994E' },
  },
];

/** What the order generator needs to know of a product to put it in a cart (the catalogue's facts). */
export interface ScaleProduct {
  id: number;
  type: 'book' | 'goodie';
  labelId: number;
  name: string;
  priceCents: number;
  vatRateBp: number;
  outOfStock: boolean;
  variants: { id: number; stock: number }[];
  /** YYYY-MM-DD for books. */
  release: string | null;
  /** From when it was on sale. */
  onSaleFrom: Date;
}

export interface ScaleCatalogue {
  labels: Row[];
  authors: Row[];
  products: Row[];
  books: Row[];
  variants: Row[];
  variantAttributes: Row[];
  productAttributes: Row[];
  /** Books and goodies, as the orders see them. */
  sellable: ScaleProduct[];
  /** Product slugs taken so far (the rewards' come next). */
  slugs: UniqueSlugs;
  /** Author ids by label. */
  authorsByLabel: Map<number, number[]>;
  /** Every label's id, the demo's first. */
  labelIds: number[];
}

/** Every label of the scale data set: the demo's three, then the seven above. */
export const SCALE_LABEL_IDS = [1, 2, 3, ...EXTRA_LABELS.map((_, i) => SCALE_IDS.label + i)];

function extraLabelRows(): Row[] {
  const template = labelRows()[1];
  return EXTRA_LABELS.map((l, i) => ({
    ...template,
    id: SCALE_IDS.label + i,
    slug: l.slug,
    name: l.name,
    position: 3 + i,
    catch_phrase: l.catchPhrase,
    catch_lines: [l.catchPhrase, 'Une collection Exemplaire'].join('\n'),
    description: html([`${l.name} est une collection d’Exemplaire. ${l.catchPhrase}`]),
    theme: l.theme,
    checkout_message: null,
    facebook_page: null,
    instagram_page: null,
  }));
}

/** Unique names: a second draw of the same one gets a number, as a second volume would. */
export class UniqueSlugs {
  constructor(private readonly taken = new Set<string>()) {}

  isFree(name: string): boolean {
    return !this.taken.has(slugify(name));
  }

  claim(name: string, suffix: (n: number) => string): { name: string; slug: string } {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${name}${suffix(n)}`;
      const slug = slugify(candidate);
      if (!this.taken.has(slug)) {
        this.taken.add(slug);
        return { name: candidate, slug };
      }
    }
  }
}

function authorRows(rng: Prng, sizes: ScaleSizes, labelIds: number[]): { rows: Row[]; byLabel: Map<number, number[]> } {
  const slugs = new UniqueSlugs(new Set(demoAuthorRows().map((a) => String(a.slug))));
  const rows: Row[] = [];
  const byLabel = new Map<number, number[]>();
  for (let i = 0; i < sizes.authors; i++) {
    const id = SCALE_IDS.author + i;
    const labelId = labelIds[i % labelIds.length];
    const { name, slug } = slugs.claim(`${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`, (n) => ` ${'I'.repeat(Math.min(n, 3))}${n > 3 ? n : ''}`);
    const biography = [`${name} écrit depuis une quinzaine d’années.`, rng.pick(BOOK_SENTENCES)];
    rows.push({
      id,
      slug,
      name,
      label_id: labelId,
      biography: html(biography),
      biography_text: plain(biography),
      avatar: `authors/${slug}/avatar.svg`,
      banner: `authors/${slug}/banner.svg`,
    });
    byLabel.set(labelId, [...(byLabel.get(labelId) ?? []), id]);
  }
  return { rows, byLabel };
}

/** A French title in the demo's manner: 'Le Jardin de Titan', 'Les Lettres de Rosalind', 'Camille sous la neige'. */
function bookTitle(rng: Prng): string {
  const [article, noun] = rng.pick(TITLE_NOUNS);
  const head = `${article}${article === '' || article.endsWith('’') ? '' : ' '}${noun}`;
  const draw = rng.next();
  if (draw < 0.55) return `${head} ${rng.pick(TITLE_COMPLEMENTS)}`;
  if (draw < 0.8) return `${head} ${deName(rng.pick(FIRST_NAMES))}`;
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(TITLE_COMPLEMENTS)}`;
}

/** A book's release, relative to now in days: mostly out already, some in production. */
function releaseInDays(rng: Prng): number {
  return rng.chance(0.08) ? rng.int(5, 180) : -rng.int(1, SCALE_HISTORY_DAYS + 200);
}

/**
 * The catalogue at scale: the demo's shapes (productRow, ISBNs, slugs, the demo's attributes),
 * drawn from a seeded generator. `campaignBooks`: the books campaigns fund (their label, author
 * and release), written first so that campaigns can point to them.
 */
export function scaleCatalogue(sizes: ScaleSizes, now: Date, campaignBooks: { labelId: number; release: string }[]): ScaleCatalogue {
  const rng = new Prng(0x5ca1e);
  const labels = extraLabelRows();
  const labelIds = SCALE_LABEL_IDS;
  const authors = authorRows(rng, sizes, labelIds);
  // The demo's products are in the same table: their slugs are taken.
  const slugs = new UniqueSlugs(new Set([...bookProductRows(now), ...goodieProductRows(), ...rewardProductRows()].map((p) => String(p.slug))));
  const products: Row[] = [];
  const books: Row[] = [];
  const sellable: ScaleProduct[] = [];
  let productId: number = SCALE_IDS.product;

  const bookCount = Math.max(sizes.books, campaignBooks.length);
  for (let i = 0; i < bookCount; i++) {
    const funded = campaignBooks[i];
    const labelId = funded?.labelId ?? rng.pick(labelIds);
    const authorId = rng.pick(authors.byLabel.get(labelId) ?? [SCALE_IDS.author]);
    // A title nobody has yet, in a few draws; else the series goes on ('tome 2').
    let drawn = bookTitle(rng);
    for (let tries = 0; tries < 8 && !slugs.isFree(drawn); tries++) drawn = bookTitle(rng);
    const { name, slug } = slugs.claim(drawn, (n) => `, tome ${n}`);
    const release = funded?.release ?? dayFrom(now, releaseInDays(rng));
    const external = !funded && rng.chance(0.1);
    const outOfStock = release <= isoDay(now) && rng.chance(0.04);
    const priceCents = rng.int(14, 32) * 100 + rng.pick([0, 50, 90]);
    const description = [rng.pick(BOOK_SENTENCES), rng.pick(BOOK_SENTENCES)];
    const id = productId++;
    products.push({
      ...productRow({ id, type: 'book', slug, labelId, name, description, priceCents, reducedVat: true, authorId, outOfStock, position: i }),
      created_at: daysFrom(new Date(`${release}T09:00:00Z`), -90),
    });
    books.push({
      product_id: id,
      isbn: isbn13(`9782${String(10_000_000 + i).padStart(8, '0')}`),
      nb_pages: rng.int(90, 480),
      release,
      publisher: external ? rng.pick(PUBLISHERS) : 'Exemplaire',
      is_external: external,
      published: release <= isoDay(now),
    });
    sellable.push({
      id,
      type: 'book',
      labelId,
      name,
      priceCents,
      vatRateBp: Number(products[products.length - 1].vat_rate_bp),
      outOfStock,
      variants: [],
      release,
      onSaleFrom: daysFrom(new Date(`${release}T09:00:00Z`), -90),
    });
  }

  const variants: Row[] = [];
  const variantAttributes: Row[] = [];
  const productAttributes: Row[] = [];
  let variantId: number = SCALE_IDS.variant;
  const sizeAttributes = [ATTRIBUTE.S, ATTRIBUTE.M, ATTRIBUTE.L, ATTRIBUTE.XL];
  const colourAttributes = [ATTRIBUTE.corail, ATTRIBUTE.bleuNuit, ATTRIBUTE.vertSauge, ATTRIBUTE.moutarde];
  const choiceNames = { taille: ['Taille S', 'Taille M', 'Taille L', 'Taille XL'], couleur: ['Rouge corail', 'Bleu nuit', 'Vert sauge', 'Jaune moutarde'] };
  for (let i = 0; i < sizes.goodies; i++) {
    const kind = rng.pick(GOODIE_KINDS);
    const labelId = rng.pick(labelIds);
    const { name, slug } = slugs.claim(`${kind.name} « ${rng.pick(GOODIE_MOTTOS)} »`, (n) => ` n° ${n}`);
    const id = productId++;
    const onSaleFrom = daysFrom(now, -rng.int(1, SCALE_HISTORY_DAYS + 100));
    const row = productRow({ id, type: 'goodie', slug, labelId, name, description: [kind.description], priceCents: kind.priceCents, reducedVat: false, position: bookCount + i });
    products.push({ ...row, created_at: onSaleFrom });
    const own: { id: number; stock: number }[] = [];
    if (kind.choice) {
      const attributes = kind.choice === 'taille' ? sizeAttributes : colourAttributes;
      attributes.forEach((attributeId, position) => {
        const stock = rng.chance(0.1) ? 0 : rng.int(20, 400);
        variants.push({ id: variantId, product_id: id, name: choiceNames[kind.choice!][position], stock, position });
        variantAttributes.push({ variant_id: variantId, attribute_id: attributeId });
        productAttributes.push({ product_id: id, attribute_id: attributeId });
        own.push({ id: variantId++, stock });
      });
    }
    sellable.push({
      id,
      type: 'goodie',
      labelId,
      name,
      priceCents: kind.priceCents,
      vatRateBp: Number(row.vat_rate_bp),
      outOfStock: false,
      variants: own,
      release: null,
      onSaleFrom,
    });
  }
  return { slugs, labels, authors: authors.rows, products, books, variants, variantAttributes, productAttributes, sellable, authorsByLabel: authors.byLabel, labelIds };
}
