import { CAMPAIGNS } from '../campaigns';
import { daysFrom, isoDay } from '../dates';
import { ATTRIBUTE } from '../goodies';
import { productRow } from '../products';
import { Prng } from '../prng';
import type { Row } from '../sql';
import { html, plain, slugify } from '../text';
import type { UniqueSlugs } from './scale-catalogue';
import { SCALE_HISTORY_DAYS, SCALE_IDS, type ScaleSizes } from './scale-sizes';

/** A campaign's dates and people, drawn before the catalogue (its book is written with the books). */
export interface ScaleCampaign {
  id: number;
  slug: string;
  title: string;
  labelId: number;
  authorId: number;
  bookId: number;
  start: Date;
  end: Date;
  /** YYYY-MM-DD */
  release: string;
  goalType: 1 | 2;
  christmas: boolean;
  description: string[];
}

/** A reward as the orders take it (the crowdfunding module's RewardFacts, plus how often it is picked). */
export interface ScaleReward {
  compensationId: number;
  crowdfundingId: number;
  name: string;
  priceCents: number;
  vatRateBp: number;
  bookShareCents: number | null;
  dedication: boolean;
  donation: boolean;
  lockedByVoucher: boolean;
  booksellerOnly: boolean;
  variantIds: number[];
  limitedQuantity: number | null;
  releaseDate: string | null;
  booksCount: number;
  /** How often a backer picks it; 0: never at random (voucher-locked). */
  weight: number;
}

interface RewardTemplate {
  key: string;
  name: (title: string) => string;
  price: (bookCents: number) => number;
  booksCount: number;
  weight: number;
  description: (title: string) => string;
  dedication?: boolean;
  donation?: boolean;
  booksellerOnly?: boolean;
  lockedByVoucher?: boolean;
  limited?: boolean;
  sizes?: boolean;
}

/** The demo's kinds of rewards (rewards.ts), one of each per campaign. */
const TEMPLATES: RewardTemplate[] = [
  {
    key: 'le-livre',
    name: () => 'Le livre',
    price: (p) => p,
    booksCount: 1,
    weight: 40,
    description: (t) => `Un exemplaire de <em>${t}</em>, envoyé dès sa sortie, avec votre nom dans les remerciements.`,
  },
  {
    key: 'livre-dedicace',
    name: () => 'Le livre dédicacé',
    price: (p) => p + 300,
    booksCount: 1,
    weight: 20,
    dedication: true,
    description: () => 'Le livre, dédicacé au prénom de votre choix.',
  },
  {
    key: 'livre-collector',
    name: () => 'Le livre + l’édition collector',
    price: (p) => 2 * p + 100,
    booksCount: 2,
    weight: 12,
    description: () => 'L’édition courante et l’édition collector sous jaquette en papier calque.',
  },
  {
    key: 'tirage-de-tete',
    name: () => 'Tirage de tête numéroté et signé',
    price: () => 9000,
    booksCount: 1,
    weight: 3,
    limited: true,
    description: () => 'Des exemplaires numérotés, reliés à la main et signés.',
  },
  {
    key: 't-shirt',
    name: (t) => `T-shirt « ${t} »`,
    price: () => 2500,
    booksCount: 0,
    weight: 8,
    sizes: true,
    description: () => 'Le t-shirt de la campagne, en coton bio. Précisez votre taille.',
  },
  {
    key: 'duo',
    name: () => 'Duo : un livre pour vous, un à offrir',
    price: (p) => 2 * p - 200,
    booksCount: 2,
    weight: 14,
    description: () => 'Deux exemplaires, dont un sous papier cadeau avec une carte à écrire.',
  },
  {
    key: 'livre-tote-bag',
    name: () => 'Le livre + le tote bag « Lire debout »',
    price: (p) => p + 1300,
    booksCount: 1,
    weight: 10,
    description: () => 'Le livre et notre tote bag en coton bio sérigraphié à Lyon.',
  },
  {
    key: 'lot-libraire-5',
    name: () => 'Lot libraire : 5 exemplaires',
    price: (p) => Math.round((5 * p * 0.75) / 10) * 10,
    booksCount: 5,
    weight: 3,
    booksellerOnly: true,
    description: () => '5 exemplaires au prix libraire (remise de 25 %), livrés en un seul colis. Réservé aux comptes libraires.',
  },
  {
    key: 'club',
    name: () => 'Offre Club Exemplaire',
    price: (p) => p - 300,
    booksCount: 1,
    weight: 0,
    lockedByVoucher: true,
    description: () => 'Le livre à prix réduit pour les membres du club, sur présentation de votre bon d’achat.',
  },
  {
    key: 'don',
    name: () => 'Don de soutien (1 €)',
    price: () => 100,
    booksCount: 0,
    weight: 6,
    donation: true,
    description: () => 'Un coup de pouce sans contrepartie : choisissez la quantité pour donner autant d’euros que vous le souhaitez.',
  },
];

/**
 * The campaigns of three years, one after another and a few at a time: the oldest ended long ago,
 * some are running at `now`, the last ones are still to come. Each funds a book of its label.
 */
export function scaleCampaignPlans(sizes: ScaleSizes, now: Date, labelIds: number[], firstBookId: number): ScaleCampaign[] {
  const rng = new Prng(0xca3a16);
  const span = SCALE_HISTORY_DAYS + 40;
  return Array.from({ length: sizes.campaigns }, (_, i) => {
    const start = daysFrom(now, -SCALE_HISTORY_DAYS + (span * i) / sizes.campaigns + rng.next() * 3);
    start.setUTCHours(8, 0, 0, 0);
    const end = daysFrom(start, rng.int(30, 60));
    end.setUTCHours(21, 59, 0, 0);
    return {
      id: SCALE_IDS.campaign + i,
      slug: '',
      title: '',
      labelId: labelIds[i % labelIds.length],
      authorId: 0,
      bookId: firstBookId + i,
      start,
      end,
      release: isoDay(daysFrom(end, rng.int(60, 150))),
      goalType: rng.chance(0.2) ? 2 : 1,
      christmas: end.getUTCMonth() >= 8 && end.getUTCMonth() <= 10 && rng.chance(0.5),
      description: [],
    };
  });
}

/** Names the campaign after its book, as the demo's campaigns are (slugs unique among campaigns). */
export function nameCampaigns(campaigns: ScaleCampaign[], books: { name: string; authorId: number }[]): void {
  const taken = new Set(CAMPAIGNS.map((c) => c.slug));
  campaigns.forEach((c, i) => {
    c.title = books[i].name;
    c.authorId = books[i].authorId;
    let slug = slugify(c.title);
    for (let n = 2; taken.has(slug); n++) slug = `${slugify(c.title)}-${n}`;
    taken.add(slug);
    c.slug = slug;
    c.description = [
      `<strong>${c.title}</strong> : un livre que ses lecteurs et lectrices font exister avant sa sortie.`,
      'Votre soutien finance l’impression en France, la rémunération de l’autrice ou de l’auteur, de la correctrice et de l’illustratrice de couverture.',
    ];
  });
}

export interface ScaleRewards {
  products: Row[];
  compensations: Row[];
  variants: Row[];
  variantAttributes: Row[];
  productAttributes: Row[];
  rewards: ScaleReward[];
}

/** The campaigns' rewards: the demo's kinds, priced from the book each campaign funds. */
export function scaleRewards(campaigns: ScaleCampaign[], bookPrice: (bookId: number) => number, firstProductId: number, firstVariantId: number, slugs: UniqueSlugs): ScaleRewards {
  const rng = new Prng(0x4e3a4d);
  const out: ScaleRewards = { products: [], compensations: [], variants: [], variantAttributes: [], productAttributes: [], rewards: [] };
  let productId = firstProductId;
  let variantId = firstVariantId;
  const sizes = [ATTRIBUTE.S, ATTRIBUTE.M, ATTRIBUTE.L, ATTRIBUTE.XL];
  for (const c of campaigns) {
    const bookCents = bookPrice(c.bookId);
    TEMPLATES.forEach((t, position) => {
      const id = productId++;
      const priceCents = t.price(bookCents);
      const limitedQuantity = t.limited ? rng.int(5, 20) * 5 : null;
      const { slug } = slugs.claim(`${c.slug}-${t.key}`, (n) => `-${n}`);
      const row = productRow({
        id,
        type: 'compensation',
        slug,
        labelId: c.labelId,
        name: t.name(c.title),
        description: [t.description(c.title)],
        priceCents,
        reducedVat: t.booksCount > 0,
        authorId: c.authorId,
        lockedByVoucher: t.lockedByVoucher,
        booksellerOnly: t.booksellerOnly,
        position,
      });
      out.products.push({ ...row, created_at: daysFrom(c.start, -10) });
      const releaseDate = t.donation ? null : c.release;
      out.compensations.push({
        product_id: id,
        crowdfunding_id: c.id,
        limited: limitedQuantity !== null,
        limited_quantity: limitedQuantity,
        release_date: releaseDate,
        dedication: t.dedication ?? false,
        donation: t.donation ?? false,
        books_count: t.booksCount,
        position,
      });
      const variantIds: number[] = [];
      if (t.sizes) {
        sizes.forEach((attributeId, i) => {
          out.variants.push({ id: variantId, product_id: id, name: `Taille ${['S', 'M', 'L', 'XL'][i]}`, stock: rng.int(50, 400), position: i });
          out.variantAttributes.push({ variant_id: variantId, attribute_id: attributeId });
          out.productAttributes.push({ product_id: id, attribute_id: attributeId });
          variantIds.push(variantId++);
        });
      }
      out.rewards.push({
        compensationId: id,
        crowdfundingId: c.id,
        name: String(row.name),
        priceCents,
        vatRateBp: Number(row.vat_rate_bp),
        bookShareCents: null,
        dedication: t.dedication ?? false,
        donation: t.donation ?? false,
        lockedByVoucher: t.lockedByVoucher ?? false,
        booksellerOnly: t.booksellerOnly ?? false,
        variantIds,
        limitedQuantity,
        releaseDate,
        booksCount: t.booksCount,
        weight: t.weight,
      });
    });
  }
  return out;
}

/** The `crowdfundings` rows, with the goals chosen once the backers are known (cents for type 1, books for type 2). */
export function scaleCampaignRows(campaigns: ScaleCampaign[], goal: (c: ScaleCampaign) => number): Row[] {
  return campaigns.map((c) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    label_id: c.labelId,
    author_id: c.authorId,
    book_id: c.bookId,
    video: null,
    cover: `crowdfundings/${c.slug}/cover.svg`,
    description: html(c.description),
    description_text: plain(c.description),
    start_date: c.start,
    end_date: c.end,
    release_date: c.release,
    goal_type: c.goalType,
    goal: goal(c),
    christmas: c.christmas,
    disabled: false,
    public: true,
    facebook_pixel_id: null,
    created_at: daysFrom(c.start, -20),
    updated_at: daysFrom(c.start, -20),
  }));
}
