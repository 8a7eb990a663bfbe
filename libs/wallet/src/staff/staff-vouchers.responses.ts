import { ApiProperty } from '@nestjs/swagger';
import { DateOnly, DateTime, Integer, Money, Text } from '@shop/common';

/** Documentation only: the record of the vouchers' staff routes (docs/back-office.md). */

class VoucherOwnerResponse {
  @Integer('Compte (identifiant).', { example: 12 }) id: number;
  @Text('Adresse du compte.', { example: 'jeanne@exemple.fr' }) email: string;
}

export class StaffVoucherResponse {
  @Integer('Identifiant.', { example: 41 }) id: number;
  @Text('Code (8 capitales et chiffres).', { example: 'K7Q2M9ZD' }) code: string;
  @Money('Valeur en euros.') value: string;
  @Money('Reste à utiliser, en euros.') remaining: string;
  @DateOnly('Dernier jour de validité (inclus), null : sans date limite.', true) expiration_date: string | null;
  @ApiProperty({ type: 'string', enum: ['usable', 'used', 'expired'], description: 'Utilisable, entièrement utilisé ou expiré.' }) status: string;
  @Text('Adresse à qui le bon a été envoyé ou de l’acheteur·se, null sans.', { nullable: true, example: 'jeanne@exemple.fr' }) email: string | null;
  @ApiProperty({ type: VoucherOwnerResponse, nullable: true, description: 'Compte auquel le bon est rattaché, null sans.' }) owner: VoucherOwnerResponse | null;
  @Text('Note de l’équipe.') note: string;
  @Integer('Membre de l’équipe qui a émis le bon, null pour une carte cadeau achetée.', { nullable: true, example: 3 }) issued_by: number | null;
  @DateTime('Émission.') created_at: string;
  @Integer('Version : 1 à la création, +1 à chaque modification.', { minimum: 1, example: 2 }) version: number;
  @DateTime('Dernière modification.') updated_at: string;
}
