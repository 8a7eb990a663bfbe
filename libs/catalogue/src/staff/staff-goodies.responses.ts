import { ApiProperty } from '@nestjs/swagger';
import { DateOnly, DateTime, Flag, Integer, Money, Text } from '@shop/common';
import { OldSlugs } from './staff.responses';

/** Documentation only: goodies as staff edit them (docs/back-office.md). */

export class StaffGoodieVariantResponse {
  @Integer('Identifiant.', { example: 31 }) id: number;
  @Text('Nom.', { example: 'Taille M' }) name: string;
  @Integer('Stock.', { minimum: 0, example: 12 }) stock: number;
  @ApiProperty({ type: 'integer', isArray: true, description: 'Attributs (identifiants).' }) attributes: number[];
  @Flag('Faux dès qu’un panier la contient ou l’a achetée : seul son stock peut alors passer à 0.') deletable: boolean;
}

export class StaffGoodieResponse {
  @Integer('Identifiant.', { example: 40 }) id: number;
  @Text('Identifiant dans les adresses.', { example: 'tote-bag-exemplaire' }) slug: string;
  @OldSlugs() old_slugs: string[];
  @Text('Nom.', { example: 'Tote bag Exemplaire' }) name: string;
  @Integer('Collection (identifiant).', { example: 1 }) label: number;
  @Money('Prix TTC en euros.') price: string;
  @ApiProperty({ type: 'string', enum: ['5.5', '20'], description: 'Taux de TVA en pourcentage.' }) vat_rate: string;
  @ApiProperty({ type: 'string', format: 'html', description: 'Présentation, HTML nettoyé.' }) description: string;
  @Text('Présentation en texte brut (dérivée).') description_text: string;
  @ApiProperty({ type: 'string', format: 'uri-reference', isArray: true, description: 'Images dans l’ordre (même origine), la première est la principale.' }) images: string[];
  @Flag('Réservé aux libraires.') bookseller_only: boolean;
  @Flag('Débloqué par un bon d’achat.') locked_by_voucher: boolean;
  @Flag('Brouillon : visible de l’équipe seulement, ni dans les listes ni dans le panier.') draft: boolean;
  @Flag('En rupture de stock.') out_of_stock: boolean;
  @DateOnly('Date de réassort.', true) restocking_date: string | null;
  @ApiProperty({ type: 'integer', isArray: true, description: 'Attributs du produit (identifiants).' }) attributes: number[];
  @ApiProperty({ type: StaffGoodieVariantResponse, isArray: true, description: 'Déclinaisons, dans l’ordre.' }) variants: StaffGoodieVariantResponse[];
  @Integer('Version : 1 à la création, +1 à chaque modification.', { minimum: 1, example: 3 }) version: number;
  @DateTime('Dernière modification.') updated_at: string;
}

class StaffAttributeTypeResponse {
  @Integer('Identifiant.', { example: 1 }) id: number;
  @Text('Identifiant court.', { example: 'taille' }) slug: string;
  @Text('Nom.', { example: 'Taille' }) name: string;
}

export class StaffAttributeResponse {
  @Integer('Identifiant.', { example: 3 }) id: number;
  @Text('Valeur.', { example: 'M' }) value: string;
  @ApiProperty({ type: StaffAttributeTypeResponse, description: 'Type d’attribut.' }) type: StaffAttributeTypeResponse;
}

export class BulkStockResponse {
  @Integer('Déclinaisons dont le stock a changé.', { minimum: 0, example: 3 }) updated: number;
}
