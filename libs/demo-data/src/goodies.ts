import { AUTHOR } from './authors';
import { ATTRIBUTE_TYPE, BOOK, GIFT_CARD, GIFT_CARD_100, GIFT_CARD_50, GOODIE } from './ids';
import { LABEL } from './labels';
import { productRow, type ProductSeed } from './products';
import type { Row } from './sql';

/** Attribute values; ids 1–4 are sizes, 5–8 colours. */
export const ATTRIBUTE = {
  S: 1, M: 2, L: 3, XL: 4,
  corail: 5, bleuNuit: 6, vertSauge: 7, moutarde: 8,
} as const;

const SIZES = [
  { attributeId: ATTRIBUTE.S, value: 'S' },
  { attributeId: ATTRIBUTE.M, value: 'M' },
  { attributeId: ATTRIBUTE.L, value: 'L' },
  { attributeId: ATTRIBUTE.XL, value: 'XL' },
];
const COLOURS = [
  { attributeId: ATTRIBUTE.corail, value: 'Rouge corail' },
  { attributeId: ATTRIBUTE.bleuNuit, value: 'Bleu nuit' },
  { attributeId: ATTRIBUTE.vertSauge, value: 'Vert sauge' },
  { attributeId: ATTRIBUTE.moutarde, value: 'Jaune moutarde' },
];

export function attributeTypeRows(): Row[] {
  return [
    { id: ATTRIBUTE_TYPE.taille, slug: 'taille', name: 'Taille' },
    { id: ATTRIBUTE_TYPE.couleur, slug: 'couleur', name: 'Couleur' },
  ];
}

export function attributeRows(): Row[] {
  return [
    ...SIZES.map((s, i) => ({ id: s.attributeId, attribute_type_id: ATTRIBUTE_TYPE.taille, value: s.value, position: i })),
    ...COLOURS.map((c, i) => ({ id: c.attributeId, attribute_type_id: ATTRIBUTE_TYPE.couleur, value: c.value, position: i })),
  ];
}

const L1 = LABEL.exemplaire;
const GOODIES: ProductSeed[] = [
  {
    id: GOODIE.toteBag, type: 'goodie', slug: 'tote-bag-lire-debout', labelId: L1, name: 'Tote bag « Lire debout »',
    priceCents: 1500, reducedVat: false, position: 0,
    description: ['Un grand sac en coton bio épais, sérigraphié à Lyon, qui tient trois romans, un carnet et un pique-nique.', 'Anses longues, 38 × 42 cm.'],
  },
  {
    id: GOODIE.tshirt, type: 'goodie', slug: 't-shirt-exemplaire', labelId: L1, name: 'T-shirt « Exemplaire »',
    priceCents: 2200, reducedVat: false, position: 1,
    description: ['Le t-shirt de la maison, en coton bio, coupe unisexe, avec notre emblème brodé sur le cœur.', 'La taille L est en cours de réassort.'],
  },
  {
    id: GOODIE.mug, type: 'goodie', slug: 'mug-encore-un-chapitre', labelId: L1, name: 'Mug « Encore un chapitre »',
    priceCents: 1400, reducedVat: false, position: 2,
    description: ['Un mug en grès émaillé fabriqué dans la Drôme, pour le thé de la dernière page avant d’éteindre.', 'Contenance 33 cl, passe au lave-vaisselle.'],
  },
  {
    id: GOODIE.posterTitan, type: 'goodie', slug: 'affiche-les-jardins-de-titan', labelId: L1, name: 'Affiche « Les Jardins de Titan »',
    priceCents: 1200, reducedVat: false, authorId: AUTHOR.yanis, position: 3,
    description: ['L’illustration de couverture des <em>Jardins de Titan</em>, imprimée en risographie sur papier 150 g.', 'Format 30 × 40 cm, expédiée roulée dans un tube.'],
  },
  {
    id: GOODIE.marquePages, type: 'goodie', slug: 'marque-pages-illustres', labelId: L1, name: 'Set de cinq marque-pages illustrés',
    priceCents: 800, reducedVat: false, authorId: AUTHOR.margaux, position: 4,
    description: ['Cinq marque-pages dessinés par Margaux Le Bihan : phares, sardinières et goélands.', 'Papier recyclé 350 g, coins arrondis.'],
  },
  {
    id: GOODIE.badges, type: 'goodie', slug: 'badges-exemplaire', labelId: L1, name: 'Pack de quatre badges',
    priceCents: 600, reducedVat: false, position: 5,
    description: ['Quatre badges de 38 mm aux couleurs de la maison : « Lire debout », « Encore un chapitre », « Team marque-page » et notre emblème.', 'Choisissez la couleur de fond du pack.'],
  },
  {
    id: GOODIE.toteCoeurs, type: 'goodie', slug: 'tote-bag-aimer-fort', labelId: LABEL.queerRomance, name: 'Tote bag « Aimer fort »',
    priceCents: 1500, reducedVat: false, position: 6,
    description: ['Le tote bag de Cœurs Vaillants, rose poudré, pour porter fièrement ses romances.', 'Coton bio, 38 × 42 cm.'],
  },
  {
    id: GIFT_CARD, type: 'giftcard', slug: 'carte-cadeau', labelId: L1, name: 'Carte cadeau de 25 €',
    // The schema only allows 5.5 % or 20 %; a gift card is not a sale of goods, the rate is never applied to it.
    priceCents: 2500, reducedVat: false, position: 7,
    description: ['Une carte cadeau de 25 € valable un an sur toute la librairie, la boutique et les financements participatifs.', 'Le code est envoyé par courriel dès le paiement, à imprimer ou à transférer.'],
  },
  // One product per amount: the price stays the catalogue's, never a figure the browser sends.
  {
    id: GIFT_CARD_50, type: 'giftcard', slug: 'carte-cadeau-50', labelId: L1, name: 'Carte cadeau de 50 €',
    priceCents: 5000, reducedVat: false, position: 8,
    description: ['Une carte cadeau de 50 € valable un an sur toute la librairie, la boutique et les financements participatifs.', 'Le code est envoyé par courriel dès le paiement, à imprimer ou à transférer.'],
  },
  {
    id: GIFT_CARD_100, type: 'giftcard', slug: 'carte-cadeau-100', labelId: L1, name: 'Carte cadeau de 100 €',
    priceCents: 10000, reducedVat: false, position: 9,
    description: ['Une carte cadeau de 100 € valable un an sur toute la librairie, la boutique et les financements participatifs.', 'Le code est envoyé par courriel dès le paiement, à imprimer ou à transférer.'],
  },
];

export function goodieProductRows(): Row[] {
  return GOODIES.map(productRow);
}

/** Variant ids 1–20 belong to goodies; reward variants start at 21 (see rewards). */
export function goodieVariantRows(): Row[] {
  const tshirtStock = [12, 25, 0, 8]; // L at 0: shows a disabled option.
  const badgeStock = [40, 35, 18, 22];
  return [
    ...SIZES.map((s, i) => ({ id: 1 + i, product_id: GOODIE.tshirt, name: `Taille ${s.value}`, stock: tshirtStock[i], position: i })),
    ...COLOURS.map((c, i) => ({ id: 5 + i, product_id: GOODIE.badges, name: c.value, stock: badgeStock[i], position: i })),
  ];
}

export function goodieVariantAttributeRows(): Row[] {
  return [
    ...SIZES.map((s, i) => ({ variant_id: 1 + i, attribute_id: s.attributeId })),
    ...COLOURS.map((c, i) => ({ variant_id: 5 + i, attribute_id: c.attributeId })),
  ];
}

export function goodieProductAttributeRows(): Row[] {
  return [
    ...SIZES.map((s) => ({ product_id: GOODIE.tshirt, attribute_id: s.attributeId })),
    ...COLOURS.map((c) => ({ product_id: GOODIE.badges, attribute_id: c.attributeId })),
  ];
}

/** 'Produits associés': some both ways (book ↔ goodie), some one way only. */
export function productLinkRows(): Row[] {
  const pairs: [number, number][] = [
    [BOOK.jardinsDeTitan, GOODIE.posterTitan],
    [GOODIE.posterTitan, BOOK.jardinsDeTitan],
    [BOOK.carnetsMaree, GOODIE.marquePages],
    [GOODIE.marquePages, BOOK.carnetsMaree],
    [BOOK.lettresRosalind, GOODIE.toteCoeurs],
    [GOODIE.toteCoeurs, BOOK.lettresRosalind],
    [BOOK.maisonVoletsBleus, GOODIE.toteBag],
    [BOOK.heuresBlanches, GOODIE.mug],
    [BOOK.orbiteBasse, GOODIE.tshirt],
  ];
  return pairs.map(([product_id, linked_product_id]) => ({ product_id, linked_product_id }));
}
