import { ApiProperty } from '@nestjs/swagger';
import { AddressResponse } from '@shop/auth';
import { DateTime, Flag, Integer, Text } from '@shop/common';

/** Documentation only: an account in staff's list of customers. */
export class CustomerSummaryResponse {
  @Integer('Identifiant du compte.') id: number;
  @Text('Adresse e-mail du compte.') email: string;
  @Text('Pseudonyme, null sans.', { nullable: true }) nickname: string | null;
  @Text('Nom de sa première adresse, null sans adresse.', { nullable: true }) name: string | null;
  @Text('Code postal de sa première adresse.', { nullable: true }) postal_code: string | null;
  @Text('Ville de sa première adresse.', { nullable: true }) city: string | null;
  @Flag('Membre de l’équipe.') is_staff: boolean;
  @Flag('Compte libraire.') is_bookseller: boolean;
  @ApiProperty({
    enum: ['active', 'unconfirmed', 'deactivated', 'erased'],
    description: 'active ; unconfirmed : lien de confirmation jamais utilisé ; deactivated : désactivé par l’équipe ; erased : effacé (RGPD).',
  })
  state: string;
  @DateTime('Création du compte.') joined_at: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Dernière connexion, null si jamais.' }) last_login_at: string | null;
}

export class CustomerBooksellerResponse {
  @Text('Raison sociale.', { nullable: true }) company_name: string | null;
  @ApiProperty({ type: 'number', description: 'Remise sur les livres, en pourcentage.' }) discount: number;
  @Text('Moyen de paiement.', { nullable: true }) payment_mean: string | null;
  @Integer('Délai du prélèvement, en jours.', { nullable: true }) sepa_term: number | null;
  @Text('Référence unique du mandat SEPA (RUM).', { nullable: true }) mandate_reference: string | null;
}

/** Documentation only: a customer's page. */
export class CustomerDetailResponse extends CustomerSummaryResponse {
  @Flag('Abonné·e à la lettre d’information.') subscribed: boolean;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Désactivé par l’équipe ce jour-là, null sinon.' }) deactivated_at: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Adresse e-mail confirmée ce jour-là.' }) email_confirmed_at: string | null;
  @ApiProperty({ type: [AddressResponse], description: 'Son carnet d’adresses (sans les adresses cachées).' }) addresses: AddressResponse[];
  @ApiProperty({ type: CustomerBooksellerResponse, nullable: true, description: 'Ses conditions de libraire, null pour un·e lecteur·ice.' })
  bookseller: CustomerBooksellerResponse | null;
}
