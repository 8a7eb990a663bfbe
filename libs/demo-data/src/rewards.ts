import { campaign, CAMPAIGNS } from './campaigns';
import { ATTRIBUTE } from './goodies';
import { CAMPAIGN } from './ids';
import { productRow } from './products';
import type { Row } from './sql';

/** A campaign reward: a 'compensation' product plus its compensations row (same id). */
export interface RewardSeed {
  id: number;
  campaignId: number;
  key: string;
  name: string;
  priceCents: number;
  booksCount: number;
  description: string[];
  /** How often the backer generator picks it; 0: never picked at random. */
  weight: number;
  limitedQuantity?: number;
  /** Every unit taken by backers (the generator fills it exactly). */
  soldOut?: boolean;
  dedication?: boolean;
  donation?: boolean;
  booksellerOnly?: boolean;
  lockedByVoucher?: boolean;
  /** Sizes with their stock, for rewards that need a choice. */
  sizes?: number[];
  /** A composite reward's share of the price due to its book (5,5 %; the rest at 20 %). */
  bookShareCents?: number;
}

const A = CAMPAIGN.satellite;
const B = CAMPAIGN.balCoeursFauves;
const C = CAMPAIGN.lucioles;
const D = CAMPAIGN.sentinelles;
const E = CAMPAIGN.oiseauxTombouctou;
const F = CAMPAIGN.villesEnglouties;

const donation = (id: number, campaignId: number): RewardSeed => ({
  id, campaignId, key: 'don', name: 'Don de soutien (1 €)', priceCents: 100, booksCount: 0, weight: 6, donation: true,
  description: ['Un coup de pouce sans contrepartie : choisissez la quantité pour donner autant d’euros que vous le souhaitez.'],
});
const booksellerLot = (id: number, campaignId: number, books: number, priceCents: number): RewardSeed => ({
  id, campaignId, key: `lot-libraire-${books}`, name: `Lot libraire : ${books} exemplaires`, priceCents, booksCount: books,
  weight: 3, booksellerOnly: true,
  description: [`${books} exemplaires au prix libraire (remise de 25 %), livrés en un seul colis à la sortie du livre.`, 'Réservé aux comptes libraires.'],
});

export const REWARDS: RewardSeed[] = [
  { id: 411, campaignId: A, key: 'le-livre', name: 'Le livre', priceCents: 2200, booksCount: 1, weight: 40,
    description: ['Un exemplaire de <em>Mémoires d’un satellite</em>, envoyé dès sa sortie, avec votre nom dans les remerciements.'] },
  { id: 412, campaignId: A, key: 'livre-dedicace', name: 'Le livre dédicacé', priceCents: 2500, booksCount: 1, weight: 20, dedication: true,
    description: ['Le livre, dédicacé par Yanis Belkacem au prénom de votre choix.'] },
  { id: 413, campaignId: A, key: 'livre-collector', name: 'Le livre + l’édition collector', priceCents: 4500, booksCount: 2, weight: 12,
    description: ['L’édition courante et l’édition collector sous jaquette en papier calque, avec le carnet de bord d’Argos-7 en fin d’ouvrage.'] },
  { id: 414, campaignId: A, key: 'tirage-de-tete', name: 'Tirage de tête numéroté et signé', priceCents: 9000, booksCount: 1, weight: 0,
    limitedQuantity: 25, soldOut: true,
    description: ['Vingt-cinq exemplaires numérotés, reliés à la main, signés par l’auteur et accompagnés d’une sérigraphie originale.'] },
  { id: 415, campaignId: A, key: 't-shirt-argos-7', name: 'T-shirt « Argos-7 »', priceCents: 2500, booksCount: 0, weight: 8,
    sizes: [30, 40, 40, 20], description: ['Le t-shirt officiel de la mission Argos-7, en coton bio. Précisez votre taille.'] },
  booksellerLot(416, A, 5, 8250),
  donation(417, A),

  { id: 421, campaignId: B, key: 'le-roman', name: 'Le roman', priceCents: 1900, booksCount: 1, weight: 40,
    description: ['Un exemplaire du <em>Bal des cœurs fauves</em> et son marque-page illustré.'] },
  { id: 422, campaignId: B, key: 'roman-dedicace', name: 'Le roman dédicacé + marque-page', priceCents: 2300, booksCount: 1, weight: 20, dedication: true,
    description: ['Le roman dédicacé par Noa Kerjean, avec un marque-page doré à chaud.'] },
  { id: 423, campaignId: B, key: 'edition-reliee', name: 'Édition reliée limitée', priceCents: 3900, booksCount: 1, weight: 10, limitedQuantity: 50,
    description: ['Une édition reliée toile, tranches dorées, limitée à cinquante exemplaires.'] },
  { id: 424, campaignId: B, key: 'duo', name: 'Duo : un roman pour vous, un à offrir', priceCents: 3600, booksCount: 2, weight: 14,
    description: ['Deux exemplaires, dont un sous papier cadeau avec une carte à écrire.'] },
  booksellerLot(425, B, 10, 14250),
  { id: 426, campaignId: B, key: 'club', name: 'Offre Club Cœurs Vaillants', priceCents: 1500, booksCount: 1, weight: 4, lockedByVoucher: true,
    description: ['Le roman à prix réduit pour les membres du club de lecture : un bon d’achat vous a été envoyé par courriel.'] },
  donation(427, B),

  { id: 431, campaignId: C, key: 'le-livre', name: 'Le livre', priceCents: 2200, booksCount: 1, weight: 40,
    description: ['Un exemplaire de <em>L’Année des lucioles</em>, envoyé dès sa sortie.'] },
  { id: 432, campaignId: C, key: 'livre-tote-bag', name: 'Le livre + le tote bag « Lire debout »', priceCents: 3500, booksCount: 1, weight: 15, bookShareCents: 2000,
    description: ['Le livre et notre tote bag en coton bio sérigraphié à Lyon.'] },
  { id: 433, campaignId: C, key: 'livre-dedicace', name: 'Le livre dédicacé + carte postale', priceCents: 2500, booksCount: 1, weight: 20, dedication: true,
    description: ['Le livre dédicacé par Clémence Aubrac, avec une carte postale des lucioles.'] },
  booksellerLot(434, C, 5, 8250),
  donation(435, C),

  { id: 441, campaignId: D, key: 'le-livre', name: 'Le livre', priceCents: 2000, booksCount: 1, weight: 40,
    description: ['Un exemplaire des <em>Sentinelles du Vercors</em>.'] },
  { id: 442, campaignId: D, key: 'livre-carte', name: 'Le livre + la carte du Vercors illustrée', priceCents: 2800, booksCount: 1, weight: 15,
    description: ['Le livre et une carte dépliante des lieux du roman, dessinée par Margaux Le Bihan.'] },
  { id: 443, campaignId: D, key: 'livre-dedicace', name: 'Le livre dédicacé', priceCents: 2300, booksCount: 1, weight: 20, dedication: true,
    description: ['Le livre dédicacé par Théo Vasseur.'] },
  { id: 444, campaignId: D, key: 'duo-polar', name: 'Duo polar : Les Sentinelles + Brume sur l’Étang-Neuf', priceCents: 3800, booksCount: 2, weight: 12,
    description: ['Le nouveau roman et le premier, réimprimé pour l’occasion.'] },
  donation(445, D),

  { id: 451, campaignId: E, key: 'le-livre', name: 'Le livre', priceCents: 2200, booksCount: 1, weight: 40,
    description: ['Un exemplaire des <em>Oiseaux de Tombouctou</em>, livré avant Noël.'] },
  { id: 452, campaignId: E, key: 'livre-dedicace', name: 'Le livre dédicacé', priceCents: 2500, booksCount: 1, weight: 20, dedication: true,
    description: ['Le livre dédicacé par Awa Diallo-Fournier, idéal à glisser sous le sapin.'] },
  { id: 453, campaignId: E, key: 'livre-affiche', name: 'Le livre + l’affiche', priceCents: 3400, booksCount: 1, weight: 10,
    description: ['Le livre et l’affiche de couverture en risographie, format 30 × 40 cm.'] },
  { id: 454, campaignId: E, key: 'club', name: 'Offre Club Exemplaire', priceCents: 1900, booksCount: 1, weight: 4, lockedByVoucher: true,
    description: ['Le livre à prix réduit pour les abonné·es du Club Exemplaire, sur présentation de votre bon d’achat.'] },
  booksellerLot(455, E, 5, 8250),

  { id: 461, campaignId: F, key: 'le-livre', name: 'Le livre', priceCents: 2900, booksCount: 1, weight: 40,
    description: ['Un exemplaire de l’<em>Atlas des villes englouties</em>, grand format, à la française.'] },
  { id: 462, campaignId: F, key: 'livre-dedicace', name: 'Le livre dédicacé', priceCents: 3200, booksCount: 1, weight: 20, dedication: true,
    description: ['L’atlas dédicacé par Odile Marchetti.'] },
  { id: 463, campaignId: F, key: 'tirage-art', name: 'Tirage d’art A3 de la carte de Tignes', priceCents: 2000, booksCount: 0, weight: 10, limitedQuantity: 50,
    description: ['Un tirage d’art numéroté sur papier Hahnemühle de la carte de l’ancien village de Tignes.'] },
  donation(464, F),
];

/** The sizes offered by rewards with variants; variant ids start at 21 (1–20 are goodies'). */
const SIZE_NAMES = ['S', 'M', 'L', 'XL'];
const SIZE_ATTRIBUTES = [ATTRIBUTE.S, ATTRIBUTE.M, ATTRIBUTE.L, ATTRIBUTE.XL];

export interface RewardVariant {
  id: number;
  rewardId: number;
  name: string;
  stock: number;
  attributeId: number;
  position: number;
}

export function rewardVariants(): RewardVariant[] {
  let nextId = 21;
  return REWARDS.flatMap((r) =>
    (r.sizes ?? []).map((stock, i) => ({
      id: nextId++, rewardId: r.id, name: `Taille ${SIZE_NAMES[i]}`, stock, attributeId: SIZE_ATTRIBUTES[i], position: i,
    })),
  );
}

/** Order of a reward inside its own campaign. */
const positionInCampaign = (r: RewardSeed) => REWARDS.filter((x) => x.campaignId === r.campaignId).indexOf(r);

export function rewardProductRows(): Row[] {
  return REWARDS.map((r) => {
    const c = campaign(r.campaignId);
    return productRow({
      id: r.id, type: 'compensation', slug: `${c.slug}-${r.key}`, labelId: c.labelId, name: r.name,
      description: r.description, priceCents: r.priceCents,
      reducedVat: r.booksCount > 0, // A reward holding a book is sold at the book rate.
      authorId: c.authorId, lockedByVoucher: r.lockedByVoucher, booksellerOnly: r.booksellerOnly, position: positionInCampaign(r),
    });
  });
}

export function compensationRows(now: Date): Row[] {
  const releases = new Map(CAMPAIGNS.map((c) => [c.id, c.timing(now).release]));
  return REWARDS.map((r) => ({
    product_id: r.id,
    crowdfunding_id: r.campaignId,
    limited: r.limitedQuantity !== undefined,
    limited_quantity: r.limitedQuantity ?? null,
    release_date: r.donation ? null : releases.get(r.campaignId) ?? null,
    dedication: r.dedication ?? false,
    donation: r.donation ?? false,
    books_count: r.booksCount,
    book_share_cents: r.bookShareCents ?? null,
    position: positionInCampaign(r),
  }));
}

export function rewardVariantRows(): Row[] {
  return rewardVariants().map((v) => ({ id: v.id, product_id: v.rewardId, name: v.name, stock: v.stock, position: v.position }));
}

export function rewardVariantAttributeRows(): Row[] {
  return rewardVariants().map((v) => ({ variant_id: v.id, attribute_id: v.attributeId }));
}

export function rewardProductAttributeRows(): Row[] {
  return rewardVariants().map((v) => ({ product_id: v.rewardId, attribute_id: v.attributeId }));
}
