import { ApiProperty } from '@nestjs/swagger';
import { DateTime, Flag, Integer, Text } from '@shop/common';

/** Documentation only: a label as staff edit it (docs/back-office.md). */

const Image = (description: string) => ApiProperty({ type: 'string', format: 'uri-reference', description, example: '/media/uploads/3f1c2a9e-8d7b-4c1e-9f2a-1b2c3d4e5f60.webp' });
const Colour = (description: string) => ApiProperty({ type: 'string', pattern: '^#[0-9a-f]{6}$', description, example: '#1f3a5f' });

export class StaffLabelThemeResponse {
  @Colour('Couleur principale.') primary: string;
  @Colour('Couleur secondaire.') secondary: string;
  @Colour('Fond des pages.') background: string;
  @Colour('Texte.') text: string;
  @Colour('Accent.') accent: string;
}

export class StaffLabelResponse {
  @Integer('Identifiant.', { example: 1 }) id: number;
  @Text('Identifiant dans les adresses.', { example: 'exemplaire' }) slug: string;
  @ApiProperty({ type: 'string', isArray: true, description: 'Anciens identifiants d’adresse, toujours valables (le plus récent d’abord).' }) old_slugs: string[];
  @Text('Nom.', { example: 'Exemplaire' }) name: string;
  @Integer('Rang dans les menus.', { example: 0 }) position: number;
  @ApiProperty({ type: StaffLabelThemeResponse, description: 'Couleurs du thème.' }) theme: StaffLabelThemeResponse;
  @Text('CSS propre à la collection (filtré).') css: string;
  @Image('Logo (même origine) : l’image envoyée, sinon le logo généré.') logo: string;
  @Image('Logo du pied de page.') logo_footer: string;
  @Image('Grand logo.') logo_big: string;
  @Image('Emblème.') emblem: string;
  @Image('Logo en PNG, tel que les courriels le montrent.') logo_png: string;
  @Text('Phrase d’accroche.') catch_phrase: string;
  @Text('Lignes d’accroche, une par ligne.') catch_lines: string;
  @ApiProperty({ type: 'string', format: 'html', description: 'Présentation, HTML nettoyé.' }) description: string;
  @Text('Page Facebook.', { nullable: true }) facebook_page: string | null;
  @Text('Page Bluesky.', { nullable: true }) bluesky_page: string | null;
  @Text('Page LinkedIn.', { nullable: true }) linkedin_page: string | null;
  @Text('Page Instagram.', { nullable: true }) instagram_page: string | null;
  @Flag('Menu « Qui sommes-nous ? ».') featureAbout: boolean;
  @Flag('Menu « Projets en cours ».') featureProjects: boolean;
  @Flag('Menu « Librairie ».') featureLibrary: boolean;
  @Flag('Menu « Des mêmes auteurices ».') featureExternals: boolean;
  @Flag('Menu « Boutique ».') featureShop: boolean;
  @Flag('Menu « Agenda ».') featureEvents: boolean;
  @Flag('Menu « Nos auteurs.ices ».') featureAuthors: boolean;
  @Flag('Panier.') featureCart: boolean;
  @Flag('Boutique des libraires.') featureBookseller: boolean;
  @Flag('Financement participatif.') feature_crowdfunding: boolean;
  @Text('Bandeau de toutes les pages.', { nullable: true }) global_message: string | null;
  @Text('Message du panier.', { nullable: true }) checkout_message: string | null;
  @Integer('Version : +1 à chaque modification.', { minimum: 1, example: 3 }) version: number;
  @DateTime('Dernière modification.') updated_at: string;
}
