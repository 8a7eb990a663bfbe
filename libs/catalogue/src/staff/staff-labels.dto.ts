import { BooleanField, listQueryDto, NestedField, RichTextField, SlugField, TextField, type ListQuerySpec } from '@shop/common';
import { ImageField, NameField, VersionField } from './staff-fields';
import { LABEL_CSS_MAX_LENGTH } from './staff-label-css';

/** `GET api/staff/labels/`: search on name and slug, ordering by position, name or last change. */
export const STAFF_LABEL_LIST_SPEC: ListQuerySpec = {
  ordering: { position: 'l.position', name: 'l.name', updated_at: 'l.updated_at' },
  defaultOrdering: ['position'],
  filters: { search: 'string' },
  defaultLimit: 25,
  maxLimit: 100,
};

export class StaffLabelListQuery extends listQueryDto(STAFF_LABEL_LIST_SPEC) {}

export const COLOUR_MESSAGE = 'Saisissez une couleur au format #rrggbb (ou #rgb).';
export const COLOUR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const Colour = (description: string) =>
  TextField({ required: true, maxLength: 7, pattern: COLOUR_PATTERN, patternMessage: COLOUR_MESSAGE, description, example: '#1f3a5f', messages: { type: COLOUR_MESSAGE } });

/** The five colours of a label's theme, each a hex colour (the generated images and the SPA read them). */
export class LabelThemeDto {
  @Colour('Couleur principale (en-tête, boutons).') primary: string;
  @Colour('Couleur secondaire.') secondary: string;
  @Colour('Couleur du fond des pages.') background: string;
  @Colour('Couleur du texte.') text: string;
  @Colour('Couleur d’accent (liens, mises en avant).') accent: string;
}

/** The networks a label links to, and the hosts each page may be on. */
export const SOCIAL_NETWORKS = {
  facebook_page: { name: 'Facebook', hosts: ['facebook.com', 'www.facebook.com', 'fr-fr.facebook.com', 'm.facebook.com'] },
  bluesky_page: { name: 'Bluesky', hosts: ['bsky.app'] },
  linkedin_page: { name: 'LinkedIn', hosts: ['linkedin.com', 'www.linkedin.com', 'fr.linkedin.com'] },
  instagram_page: { name: 'Instagram', hosts: ['instagram.com', 'www.instagram.com'] },
} as const;
export type SocialField = keyof typeof SOCIAL_NETWORKS;

export const socialMessage = (field: SocialField) => `Saisissez l’adresse https d’une page ${SOCIAL_NETWORKS[field].name} (https://${SOCIAL_NETWORKS[field].hosts.at(-1)}/…).`;

/** A page on one network: `https://<its host>/<path>`, '' or null clears it. */
function SocialField(field: SocialField): PropertyDecorator {
  const hosts = SOCIAL_NETWORKS[field].hosts.map((h) => h.replace(/\./g, '\\.')).join('|');
  return TextField({
    maxLength: 300,
    allowBlank: true,
    pattern: new RegExp(`^(|https://(${hosts})/[^\\s"'<>\\\\]+)$`),
    patternMessage: socialMessage(field),
    description: `Page ${SOCIAL_NETWORKS[field].name} (adresse https), vide sans.`,
  });
}

export const FEATURE_FIELDS = [
  'featureAbout',
  'featureProjects',
  'featureLibrary',
  'featureExternals',
  'featureShop',
  'featureEvents',
  'featureAuthors',
  'featureCart',
  'featureBookseller',
  'feature_crowdfunding',
] as const;
export type FeatureField = (typeof FEATURE_FIELDS)[number];

/** The fields of a label's form; each optional in a change. */
class LabelFields {
  @NameField(80, { description: 'Nom de la collection.' }) name?: string;
  @SlugField() slug?: string;
  @NestedField(() => LabelThemeDto, { description: 'Couleurs du thème.' }) theme?: LabelThemeDto;
  @TextField({
    maxLength: LABEL_CSS_MAX_LENGTH,
    allowBlank: true,
    raw: true,
    description: 'CSS propre à la collection : sélecteurs et déclarations seulement (filtré par le serveur).',
  })
  css?: string;
  @ImageField('Logo : null (logo généré), l’adresse actuelle ou celle d’une image envoyée.') logo?: string | null;
  @ImageField('Logo du pied de page : null (généré), l’adresse actuelle ou celle d’une image envoyée.') logo_footer?: string | null;
  @ImageField('Grand logo : null (généré), l’adresse actuelle ou celle d’une image envoyée.') logo_big?: string | null;
  @ImageField('Emblème : null (généré), l’adresse actuelle ou celle d’une image envoyée.') emblem?: string | null;
  @TextField({ maxLength: 200, allowBlank: true, description: 'Phrase d’accroche.' }) catch_phrase?: string;
  @TextField({ maxLength: 600, allowBlank: true, raw: true, description: 'Lignes d’accroche, une par ligne.' }) catch_lines?: string;
  @RichTextField({ description: 'Présentation (HTML de l’éditeur, nettoyé par le serveur).' }) description?: string;
  @SocialField('facebook_page') facebook_page?: string | null;
  @SocialField('bluesky_page') bluesky_page?: string | null;
  @SocialField('linkedin_page') linkedin_page?: string | null;
  @SocialField('instagram_page') instagram_page?: string | null;
  @BooleanField({ description: 'Menu « Qui sommes-nous ? ».' }) featureAbout?: boolean;
  @BooleanField({ description: 'Menu « Projets en cours ».' }) featureProjects?: boolean;
  @BooleanField({ description: 'Menu « Librairie ».' }) featureLibrary?: boolean;
  @BooleanField({ description: 'Menu « Des mêmes auteurices ».' }) featureExternals?: boolean;
  @BooleanField({ description: 'Menu « Boutique ».' }) featureShop?: boolean;
  @BooleanField({ description: 'Menu « Agenda ».' }) featureEvents?: boolean;
  @BooleanField({ description: 'Menu « Nos auteurs.ices ».' }) featureAuthors?: boolean;
  @BooleanField({ description: 'Panier.' }) featureCart?: boolean;
  @BooleanField({ description: 'Boutique des libraires.' }) featureBookseller?: boolean;
  @BooleanField({ description: 'Financement participatif.' }) feature_crowdfunding?: boolean;
  @TextField({ maxLength: 300, allowBlank: true, description: 'Bandeau affiché sur toutes les pages, vide sans.' }) global_message?: string | null;
  @TextField({ maxLength: 600, allowBlank: true, description: 'Message affiché au panier, vide sans.' }) checkout_message?: string | null;
}

/** `PATCH api/staff/labels/{id}/`. */
export class UpdateLabelDto extends LabelFields {
  @VersionField()
  version: number;
}
