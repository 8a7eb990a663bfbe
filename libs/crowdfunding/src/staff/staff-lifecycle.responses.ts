import { ApiProperty } from '@nestjs/swagger';
import { DateTime, Flag, Integer, Money, Text } from '@shop/common';

/** Documentation only: the answers of a campaign's end in the back office (docs/back-office.md). */

const NullableDateTime = (description: string) => ApiProperty({ type: 'string', format: 'date-time', nullable: true, description, example: '2026-11-21T18:00:00.000Z' });

export class StaffPersonResponse {
  @Integer('Compte (identifiant).', { example: 12 }) id: number;
  @Text('Adresse du compte.', { example: 'jeanne@exemple.fr' }) email: string;
}

export class StaffCreditNoteRefResponse {
  @Text('Avoir (identifiant).', { example: '0b6f3c1e-6a53-4d8e-9a4e-2f4a8c1d9e01' }) id: string;
  @Text('Numéro de l’avoir.', { example: 'A2026-000004' }) number: string;
}

export class StaffContributionResponse {
  @Integer('Contribution (identifiant).', { example: 40 }) id: number;
  @ApiProperty({ type: StaffPersonResponse, nullable: true, description: 'Le compte de la contribution (null sans compte).' }) backer: StaffPersonResponse | null;
  @Text('Pseudonyme choisi.', { example: 'Jeanne' }) nickname: string;
  @Money('Montant payé.') amount: string;
  @DateTime('Payée le.') paid_at: string;
  @Text('Référence de la commande.', { nullable: true, example: 'K7Q2M9XA4B1C' }) order_reference: string | null;
  @Flag('Remboursée.') refunded: boolean;
  @NullableDateTime('Remboursée le (null sinon).') refunded_at: string | null;
  @ApiProperty({ type: StaffPersonResponse, nullable: true, description: 'Qui l’a remboursée.' }) refunded_by: StaffPersonResponse | null;
  @ApiProperty({ type: 'string', enum: ['credit_note', 'elsewhere'], nullable: true, description: 'credit_note : par un avoir ; elsewhere : ailleurs.' })
  refund_method: 'credit_note' | 'elsewhere' | null;
  @ApiProperty({ type: StaffCreditNoteRefResponse, nullable: true, description: 'L’avoir émis (credit_note).' }) credit_note: StaffCreditNoteRefResponse | null;
}

export class StaffContributionCountsResponse {
  @Integer('Contributions payées, pas encore remboursées.', { minimum: 0 }) paid: number;
  @Integer('Contributions remboursées.', { minimum: 0 }) refunded: number;
}

export class StaffCampaignOutcomeResponse {
  @Integer('Campagne (identifiant).', { example: 2 }) campaign: number;
  @DateTime('Fin de la campagne.') end_date: string;
  @ApiProperty({
    type: 'string',
    enum: ['succeeded', 'failed'],
    nullable: true,
    description: 'Issue : succeeded (objectif atteint), failed ; null tant qu’elle n’est pas terminée.',
  })
  outcome: 'succeeded' | 'failed' | null;
  @NullableDateTime('Issue enregistrée le.') outcome_recorded_at: string | null;
  @Integer('1 : objectif en euros ; 2 : en livres.', { minimum: 1, maximum: 2 }) goal_type: number;
  @Text('Objectif (euros « 1500.00 » ou nombre de livres).', { example: '1500.00' }) goal: string;
  @Money('Collecté (à la fin, ou jusqu’ici).') collected: string;
  @Integer('Livres prévendus.', { minimum: 0 }) books: number;
  @Integer('Avancement en pour cent (arrondi à l’entier inférieur).', { minimum: 0 }) completion_percent: number;
  @ApiProperty({ type: StaffContributionCountsResponse }) contributions: StaffContributionCountsResponse;
  @Integer('Adresses qui recevraient une actualité : les contributeur·ices qui ont demandé les nouvelles de la campagne (elles sont refusées par défaut).', { minimum: 0 })
  news_recipients: number;
  @Integer('Adresses des contributeur·ices (avec un compte), toutes prévenues de l’issue et de leur remboursement quel que soit leur choix pour les nouvelles.', { minimum: 0 })
  backer_addresses: number;
}

export class StaffRefundResultResponse {
  @Integer('Contribution (identifiant).') id: number;
  @ApiProperty({ type: 'string', enum: ['credit_note', 'elsewhere'] }) refund_method: 'credit_note' | 'elsewhere';
  @ApiProperty({ type: StaffCreditNoteRefResponse, nullable: true, description: 'L’avoir émis (credit_note), null sinon.' }) credit_note: StaffCreditNoteRefResponse | null;
  @Flag('Un courriel de remboursement part au compte de la contribution (false : contribution sans compte).') backer_mailed: boolean;
}

export class StaffRefundsResponse {
  @Integer('Contributions remboursées.', { minimum: 1 }) refunded: number;
  @ApiProperty({ type: StaffRefundResultResponse, isArray: true }) results: StaffRefundResultResponse[];
}

export class StaffNewsNotificationResponse {
  @Integer('Actualité (identifiant).') news: number;
  @DateTime('Envoyée le.') notified_at: string;
  @Integer('Courriels écrits (un par adresse).', { minimum: 0 }) recipients: number;
}
