import { ApiProperty } from '@nestjs/swagger';
import { DateOnly, DateTime, Flag, Integer, Money, Text } from '@shop/common';
import { CAMPAIGN_STATES } from './campaign-rules';

/** Documentation only: the records of the campaigns' staff routes (docs/back-office.md, 'Crowdfunding'). */

const Html = (description: string) => ApiProperty({ type: 'string', format: 'html', description });
const Image = (description: string) =>
  ApiProperty({ type: 'string', format: 'uri-reference', nullable: true, description, example: '/media/uploads/3f1c2a9e-8d7b-4c1e-9f2a-1b2c3d4e5f60.webp' });
const Version = () => Integer('Version : 1 à la création, +1 à chaque modification.', { minimum: 1, example: 3 });

export class StaffCampaignResponse {
  @Integer('Identifiant.', { example: 3 }) id: number;
  @Text('Identifiant dans les adresses.', { example: 'les-marees-d-hiver' }) slug: string;
  @ApiProperty({ type: 'string', isArray: true, description: 'Anciens identifiants d’adresse, toujours valables (le plus récent d’abord).', example: ['marees-d-hiver'] })
  old_slugs: string[];
  @Text('Titre.', { example: 'Les Marées d’hiver' }) title: string;
  @Integer('Collection (identifiant).', { example: 1 }) label: number;
  @Integer('Livre prévendu (identifiant du produit), null sans.', { nullable: true, example: 12 }) book: number | null;
  @Integer('Auteur·ice (identifiant), null sans.', { nullable: true, example: 4 }) author: number | null;
  @DateTime('Début.') start_date: string;
  @DateTime('Fin.') end_date: string;
  @DateOnly('Sortie prévue du livre.', true) release_date: string | null;
  @ApiProperty({ type: 'number', description: 'Objectif : euros (type 1) ou livres (type 2).', example: 5000 }) goal: number;
  @ApiProperty({ type: 'integer', enum: [1, 2], description: '1 montant collecté, 2 livres prévendus.' }) goal_type: 1 | 2;
  @Image('Couverture (même origine), null sans image.') cover: string | null;
  @Text('Vidéo YouTube ou Vimeo, null sans.', { nullable: true, example: 'https://vimeo.com/76979871' }) video: string | null;
  @Html('Présentation, HTML nettoyé.') description: string;
  @Text('Présentation en texte brut (dérivée).') description_text: string;
  @Flag('Campagne de Noël.') christmas: boolean;
  @Text('Pixel Facebook, null sans.', { nullable: true, example: '123456789012345' }) facebook_pixel_id: string | null;
  @Flag('Désactivée par l’équipe.') disabled: boolean;
  @Flag('Brouillon : visible de l’équipe seule, dans aucune liste publique, fermé aux contributions.') draft: boolean;
  @ApiProperty({ type: 'string', enum: [...CAMPAIGN_STATES], description: 'État : à venir, en cours, terminée, désactivée.' }) state: string;
  @Integer('Nombre de contreparties.', { minimum: 0, example: 4 }) rewards_count: number;
  @Version() version: number;
  @DateTime('Dernière modification.') updated_at: string;
}

export class BulkCampaignsResponse {
  @Integer('Campagnes modifiées (celles déjà dans l’état demandé ne comptent pas).', { minimum: 0, example: 3 }) updated: number;
}

export class StaffRewardVariantResponse {
  @Integer('Identifiant.', { example: 21 }) id: number;
  @Text('Nom.', { example: 'Taille M' }) name: string;
  @Integer('Stock.', { minimum: 0, example: 10 }) stock: number;
}

export class StaffRewardResponse {
  @Integer('Identifiant (celui du produit).', { example: 40 }) id: number;
  @Integer('Campagne (identifiant).', { example: 3 }) campaign: number;
  @Text('Identifiant dans les adresses.', { example: 'les-marees-d-hiver-livre-dedicace' }) slug: string;
  @Text('Nom.', { example: 'Le livre dédicacé' }) name: string;
  @Money('Prix TTC en euros.') price: string;
  @ApiProperty({ type: 'string', enum: ['5.5', '20'], description: 'Taux de TVA en pourcentage.' }) vat_rate: string;
  @Html('Présentation, HTML nettoyé.') description: string;
  @Text('Présentation en texte brut (dérivée).') description_text: string;
  @Image('Image (même origine), null sans.') image: string | null;
  @Flag('Quantité limitée.') limited: boolean;
  @Integer('Quantité disponible, null sans limite.', { nullable: true, minimum: 0, example: 50 }) limited_quantity: number | null;
  @Flag('Réservée aux libraires.') bookseller_only: boolean;
  @Flag('Débloquée par un bon d’achat.') locked_by_voucher: boolean;
  @Flag('Dédicace demandée par exemplaire.') dedication: boolean;
  @Flag('Don pur.') donation: boolean;
  @Integer('Livres contenus.', { minimum: 0, example: 1 }) books_count: number;
  @Money('Part du prix due aux livres d’une contrepartie composite (5,5 %, le reste à 20 %), null sans.', { nullable: true }) book_share: string | null;
  @DateOnly('Envoi prévu.', true) release_date: string | null;
  @ApiProperty({ type: StaffRewardVariantResponse, isArray: true, description: 'Déclinaisons, dans leur ordre.' }) variants: StaffRewardVariantResponse[];
  @Integer('Rang dans la campagne.', { minimum: 0, example: 0 }) position: number;
  @Flag('Fermée : plus proposée.') closed: boolean;
  @Integer('Exemplaires payés : au-dessus de 0, le prix est figé et la contrepartie ne peut que fermer.', { minimum: 0, example: 0 }) paid_quantity: number;
  @Version() version: number;
  @DateTime('Dernière modification.') updated_at: string;
}
