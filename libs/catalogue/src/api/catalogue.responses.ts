import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { DateOnly, DateTime, Flag, Integer, Money, Text, Uri } from '@shop/common';

/**
 * The catalogue's answers as the serializers write them (libs/catalogue/src/serializers), for the
 * OpenAPI document only: nothing here is instantiated or validated. Field names are the
 * serializers' own (the labels mix camelCase and snake_case, as the SPA reads them). `fields=` and
 * `omit=` can leave any field out; every field documented as required is there without them.
 */

/* ----------------------------------------------------------------- labels */

/** Colours of a label's theme (CSS variables of the SPA). */
export class LabelThemeResponse {
  @Text('Couleur principale.', { example: '#1F3A5F' }) primary: string;
  @Text('Couleur secondaire.', { example: '#E8B04B' }) secondary: string;
  @Text('Couleur de fond.', { example: '#FAF7F2' }) background: string;
  @Text('Couleur du texte.', { example: '#1C1C1C' }) text: string;
  @Text('Couleur d’accent.', { example: '#C8553D' }) accent: string;
}

const step = (n: number) => Uri(`Image du palier ${n} %.`, { example: `http://localhost:3000/media/labels/exemplaire/emblem-${n}.svg` });

/** One SVG per completion step of ten percent, keyed by the step ("10" … "100"). */
export class LabelStepImagesResponse {
  @step(10) '10': string;
  @step(20) '20': string;
  @step(30) '30': string;
  @step(40) '40': string;
  @step(50) '50': string;
  @step(60) '60': string;
  @step(70) '70': string;
  @step(80) '80': string;
  @step(90) '90': string;
  @step(100) '100': string;
}

/** Said of every top-level representation: `fields=` and `omit=` trim it. */
export const SPARSE_FIELDS = 'Sans `fields=` ni `omit=`, tous les champs requis sont présents ; ces paramètres en retirent.';

/** A label (collection): names, images, texts, theme, links and feature switches. */
@ApiSchema({ description: `Une collection : images, textes, thème, liens et fonctionnalités. ${SPARSE_FIELDS}` })
export class LabelResponse {
  @Integer('Identifiant.') id: number;
  @Text('Nom de la collection.', { example: 'Exemplaire' }) name: string;
  @Text('Identifiant dans les adresses.', { example: 'exemplaire' }) slug: string;
  @Uri('Logo (SVG).') logo: string;
  @Uri('Logo (WebP).') logoWebp: string;
  @Uri('Logo du pied de page (SVG).') logoFooter: string;
  @Uri('Logo du pied de page (WebP).') logoFooterWebp: string;
  @Uri('Grand logo (SVG).') logoBig: string;
  @Uri('Emblème (SVG).') emblem: string;
  @Uri('Emblème (WebP).') emblemWebp: string;
  @ApiProperty({ type: () => LabelStepImagesResponse, description: 'Emblème par palier de 10 % (SVG).' }) emblems: LabelStepImagesResponse;
  @ApiProperty({ type: () => LabelStepImagesResponse, description: 'Icône par palier de 10 % (SVG).' }) icons: LabelStepImagesResponse;
  @Text('Phrase d’accroche.') catchPhrase: string;
  @Text('Lignes d’accroche, séparées par des retours à la ligne.') catchLines: string;
  @Text('Présentation (HTML).') description: string;
  @Text('Feuille de style propre à la collection (peut être vide).') css: string;
  @ApiProperty({ type: () => LabelThemeResponse, description: 'Couleurs du thème.' }) theme: LabelThemeResponse;
  @Text('Message affiché sur tout le site.', { nullable: true }) globalMessage: string | null;
  @Text('Message affiché lors de la commande.', { nullable: true }) checkout_message: string | null;
  @Uri('Page Facebook.', { nullable: true }) facebookPage: string | null;
  @Uri('Page Bluesky.', { nullable: true }) blueskyPage: string | null;
  @Uri('Page LinkedIn.', { nullable: true }) linkedinPage: string | null;
  @Uri('Page Instagram.', { nullable: true }) instagramPage: string | null;
  @Flag('Pages « Qui sommes-nous ? ».') featureAbout: boolean;
  @Flag('Pages des projets.') featureProjects: boolean;
  @Flag('Librairie (livres de la collection).') featureLibrary: boolean;
  @Flag('Livres parus ailleurs.') featureExternals: boolean;
  @Flag('Boutique (objets).') featureShop: boolean;
  @Flag('Agenda.') featureEvents: boolean;
  @Flag('Pages des auteur·ices.') featureAuthors: boolean;
  @Flag('Panier et commande.') featureCart: boolean;
  @Flag('Espace libraire.') featureBookseller: boolean;
  @Flag('Financement participatif.') feature_crowdfunding: boolean;
}

/* ---------------------------------------------------------------- authors */

/** The few author fields shown beside a book, an event or a campaign. */
export class AuthorSummaryResponse {
  @Integer('Identifiant.') id: number;
  @Text('Identifiant dans les adresses.') slug: string;
  @Text('Nom.') name: string;
  @Uri('Portrait (SVG).', { nullable: true }) avatar: string | null;
  @Uri('Portrait (WebP).', { nullable: true }) avatar_webp: string | null;
}

/** An agenda entry with its authors. */
@ApiSchema({ description: `Un événement de l’agenda. ${SPARSE_FIELDS}` })
export class EventResponse {
  @Integer('Identifiant.') id: number;
  @Text('Identifiant dans les adresses.') slug: string;
  @Text('Titre.') title: string;
  @Text('Description.') description: string;
  @Text('Lieu.') location: string;
  @Integer('Identifiant de la collection.') label: number;
  @Text('Collection (slug).') label_slug: string;
  @DateTime('Début.') start_date: string;
  @DateTime('Fin.') end_date: string;
  @Uri('Affiche (SVG).', { nullable: true }) poster: string | null;
  @Uri('Affiche (WebP).', { nullable: true }) poster_webp: string | null;
  @ApiProperty({ type: () => AuthorSummaryResponse, isArray: true, description: 'Auteur·ices présent·es, par nom.' }) authors: AuthorSummaryResponse[];
}

/** The author page. */
@ApiSchema({ description: `Un·e auteur·ice. ${SPARSE_FIELDS}` })
export class AuthorResponse extends AuthorSummaryResponse {
  @Uri('Bannière (SVG).', { nullable: true }) banner: string | null;
  @Uri('Bannière (WebP).', { nullable: true }) banner_webp: string | null;
  @Uri('Bannière pour mobile (SVG).', { nullable: true }) banner_mobile: string | null;
  @Uri('Bannière pour mobile (WebP).', { nullable: true }) banner_mobile_webp: string | null;
  @Uri('Nom manuscrit (SVG).') name_handwritten: string;
  @Text('Biographie (HTML).') biography: string;
  @Text('Biographie en texte brut.') biography_text: string;
  @Text('Collection (slug).') label_slug: string;
  @ApiProperty({
    type: () => EventResponse,
    isArray: true,
    description: 'Événements à venir ou en cours, les plus proches d’abord (page d’un·e auteur·ice ; toujours vide ailleurs).',
  })
  future_events: EventResponse[];
}

/* --------------------------------------------------------------- products */

export class ProductImageResponse {
  @Uri('Image (SVG).', { nullable: true }) image: string | null;
  @Uri('Image (WebP).', { nullable: true }) image_webp: string | null;
}

export class ProductAttributeTypeResponse {
  @Integer('Identifiant.') id: number;
  @Text('Identifiant dans les adresses.', { example: 'taille' }) slug: string;
  @Text('Nom.', { example: 'Taille' }) name: string;
}

export class ProductAttributeResponse {
  @Integer('Identifiant.') id: number;
  @Text('Valeur.', { example: 'M' }) value: string;
  @Integer('Type d’attribut (identifiant).') attribute_type: number;
}

export class ProductVariantResponse {
  @Integer('Identifiant.') id: number;
  @Text('Nom.', { example: 'Taille M' }) name: string;
  @Integer('Exemplaires en stock (0 au plus bas).', { minimum: 0 }) remaining_quantity: number;
  @ApiProperty({ type: 'integer', isArray: true, description: 'Attributs de la déclinaison (identifiants).' }) attributes: number[];
}

/** What only a book has, under `book` in `products/` (a book of `books/` has the same fields at its top level). */
export class ProductBookResponse {
  @Text('ISBN.', { nullable: true }) isbn: string | null;
  @Integer('Nombre de pages.', { nullable: true }) nb_pages: number | null;
  @DateOnly('Date de parution.', true) release: string | null;
  @Text('Éditeur (livres parus ailleurs).', { nullable: true }) publisher: string | null;
  @Flag('Paru chez un autre éditeur.') is_external: boolean;
  @Flag('Paru.') published: boolean;
  @Flag('Paru depuis 14 jours au plus.') is_new: boolean;
  @Money('Prix hors taxe ; pour un·e libraire connecté·e, son prix d’achat hors taxe (remise libraire).') discounted_price_no_vat: string;
  @Money('Prix TTC ; pour un·e libraire connecté·e, son prix d’achat TTC (remise libraire), celui du panier.') discounted_price: string;
}

const AUTHOR_FIELD = {
  description: 'Auteur·ice : le résumé, ou la fiche complète avec `expand=author` ; null sans auteur·ice.',
  nullable: true,
  oneOf: [{ $ref: getSchemaPath('AuthorSummaryResponse') }, { $ref: getSchemaPath('AuthorResponse') }],
};

const LINKED_FIELD = {
  description: 'Produits liés : leurs identifiants, ou les produits avec `expand=linked_products`.',
  isArray: true,
  oneOf: [{ type: 'integer' }, { $ref: getSchemaPath('ProductResponse') }],
};

/** Fields every shop product has, book or not. */
abstract class ProductFields {
  @Integer('Identifiant.') id: number;
  @Text('Identifiant dans les adresses.') slug: string;
  abstract type: string;
  @Text('Nom.') name: string;
  @Text('Nom suivi de l’auteur·ice (« Titre — Auteur »).') full_name: string;
  @Money('Prix TTC.') price: string;
  @Money('Prix hors taxe.') price_no_vat: string;
  @ApiProperty({ type: 'number', description: 'Taux de TVA en pour cent.', example: 5.5 }) vat_rate: number;
  @Text('Description (HTML).') description: string;
  @Text('Description en texte brut.') description_text: string;
  @Uri('Image principale (SVG).', { nullable: true }) image: string | null;
  @Uri('Image principale (WebP).', { nullable: true }) image_webp: string | null;
  @ApiProperty({ type: () => ProductImageResponse, isArray: true, description: 'Autres images.' }) images: ProductImageResponse[];
  @Flag('Réservé aux détenteur·ices d’un bon.') locked_by_voucher: boolean;
  @Flag('Réservé aux libraires.') bookseller_only: boolean;
  @Flag('En rupture de stock.') out_of_stock: boolean;
  @Flag('Brouillon : seule l’équipe le voit (un aperçu) ; toujours faux pour les autres, à qui un brouillon n’est jamais montré.') draft: boolean;
  @DateOnly('Date de réassort.', true) restocking_date: string | null;
  @Text('Collection (slug).', { nullable: true }) label_slug: string | null;
  @ApiProperty(AUTHOR_FIELD) author: AuthorSummaryResponse | AuthorResponse | null;
  @ApiProperty(LINKED_FIELD) linked_products: (number | ProductResponse)[];
  @ApiProperty({ type: () => ProductAttributeTypeResponse, isArray: true, description: 'Types d’attributs des déclinaisons.' })
  attribute_types: ProductAttributeTypeResponse[];
  @ApiProperty({ type: () => ProductAttributeResponse, isArray: true, description: 'Valeurs d’attributs du produit.' }) attributes: ProductAttributeResponse[];
  @ApiProperty({ type: () => ProductVariantResponse, isArray: true, description: 'Déclinaisons, dans l’ordre d’affichage.' }) variants: ProductVariantResponse[];
}

/** A shop product (`products/`): a book's own fields under `book`. */
@ApiSchema({ description: `Un produit (livre, objet, contrepartie, carte cadeau). ${SPARSE_FIELDS}` })
export class ProductResponse extends ProductFields {
  @ApiProperty({ type: 'string', enum: ['book', 'goodie', 'compensation', 'giftcard'], description: 'Type de produit.' }) type: string;
  @ApiProperty({ type: () => ProductBookResponse, nullable: true, description: 'Champs du livre ; null pour un autre produit.' })
  book: ProductBookResponse | null;
}

export class BookProjectResponse {
  @DateOnly('Date de parution.', true) release: string | null;
}

/** A book (`books/`): the product fields with the book's fields at the top level. */
@ApiSchema({ description: `Un livre : les champs d’un produit et ceux du livre au même niveau. ${SPARSE_FIELDS}` })
export class BookResponse extends ProductFields {
  @ApiProperty({ type: 'string', enum: ['book'], description: 'Type de produit.' }) type: string;
  @Text('ISBN.', { nullable: true }) isbn: string | null;
  @Integer('Nombre de pages.', { nullable: true }) nb_pages: number | null;
  @DateOnly('Date de parution.', true) release: string | null;
  @Text('Éditeur (livres parus ailleurs).', { nullable: true }) publisher: string | null;
  @Flag('Paru chez un autre éditeur.') is_external: boolean;
  @Flag('Paru.') published: boolean;
  @Flag('Paru depuis 14 jours au plus.') is_new: boolean;
  @Money('Prix hors taxe ; pour un·e libraire connecté·e, son prix d’achat hors taxe (remise libraire).') discounted_price_no_vat: string;
  @Money('Prix TTC ; pour un·e libraire connecté·e, son prix d’achat TTC (remise libraire), celui du panier.') discounted_price: string;
  @ApiProperty({ type: () => BookProjectResponse, description: 'Le projet du livre (sa parution).' }) project: BookProjectResponse;
}
