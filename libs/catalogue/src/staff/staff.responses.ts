import { ApiProperty } from '@nestjs/swagger';
import { DateOnly, DateTime, Flag, Integer, Money, Text } from '@shop/common';

/** Documentation only: the records of the catalogue's staff routes (docs/back-office.md). */

const Html = (description: string) => ApiProperty({ type: 'string', format: 'html', description });
/** The slugs a record had: their addresses still lead to it. */
export const OldSlugs = () =>
  ApiProperty({
    type: 'string',
    isArray: true,
    description: 'Identifiants d’adresse qu’elle a eus, du plus récent au plus ancien : ces adresses y mènent encore.',
    example: ['ancien-titre'],
  });
const Image = (description: string) =>
  ApiProperty({ type: 'string', format: 'uri-reference', nullable: true, description, example: '/media/uploads/3f1c2a9e-8d7b-4c1e-9f2a-1b2c3d4e5f60.webp' });

export class StaffAuthorResponse {
  @Integer('Identifiant.', { example: 4 }) id: number;
  @Text('Identifiant dans les adresses.', { example: 'lea-marchand' }) slug: string;
  @OldSlugs() old_slugs: string[];
  @Text('Nom affiché.', { example: 'Léa Marchand' }) name: string;
  @Integer('Collection (identifiant).', { example: 1 }) label: number;
  @Html('Biographie, HTML nettoyé.') biography: string;
  @Text('Biographie en texte brut (dérivée).') biography_text: string;
  @Image('Portrait (même origine), null sans image.') avatar: string | null;
  @Image('Bannière (même origine), null sans image.') banner: string | null;
  @Integer('Version : 1 à la création, +1 à chaque modification.', { minimum: 1, example: 3 }) version: number;
  @DateTime('Dernière modification.') updated_at: string;
}

export class StaffBookResponse {
  @Integer('Identifiant.', { example: 12 }) id: number;
  @Text('Identifiant dans les adresses.', { example: 'les-marees-d-hiver' }) slug: string;
  @OldSlugs() old_slugs: string[];
  @Text('Titre.', { example: 'Les Marées d’hiver' }) title: string;
  @Integer('Collection (identifiant).', { example: 1 }) label: number;
  @Integer('Auteur·ice (identifiant), null sans.', { nullable: true, example: 4 }) author: number | null;
  @Text('ISBN-13 (13 chiffres), null sans.', { nullable: true, example: '9782070368228' }) isbn: string | null;
  @Money('Prix TTC en euros.') price: string;
  @ApiProperty({ type: 'string', enum: ['5.5', '20'], description: 'Taux de TVA en pourcentage.' }) vat_rate: string;
  @Integer('Nombre de pages.', { nullable: true, example: 312 }) nb_pages: number | null;
  @Text('Éditeur (livres d’autres maisons).', { nullable: true }) publisher: string | null;
  @Flag('Livre d’une autre maison.') is_external: boolean;
  @DateOnly('Date de parution.', true) release: string | null;
  @Flag('Paru (sinon : en production, en prévente).') published: boolean;
  @Flag('Brouillon : visible de l’équipe seulement, ni dans les listes ni dans le panier.') draft: boolean;
  @Flag('En rupture de stock.') out_of_stock: boolean;
  @DateOnly('Date de réassort.', true) restocking_date: string | null;
  @Image('Couverture (même origine), null sans image.') image: string | null;
  @Html('Présentation, HTML nettoyé.') description: string;
  @Text('Présentation en texte brut (dérivée).') description_text: string;
  @Integer('Version : 1 à la création, +1 à chaque modification.', { minimum: 1, example: 3 }) version: number;
  @DateTime('Dernière modification.') updated_at: string;
}

export class BulkBooksResponse {
  @Integer('Livres modifiés (ceux déjà dans l’état demandé ne comptent pas).', { minimum: 0, example: 3 }) updated: number;
}
