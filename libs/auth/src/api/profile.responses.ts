import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_MEANS } from '../domain/bookseller-terms';

/** Documentation only: the profile (§3) as `GET`/`PATCH users/profile/` answer it. */

const MONEY = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' } as const;

/** The trade side of a bookseller account; also what staff get back after changing its terms. */
export class ProfileBooksellerResponse {
  @ApiProperty({ type: 'integer', description: 'Identifiant de la fiche libraire (pas celui de l’utilisateur).', example: 3 })
  id: number;

  @ApiProperty({ type: 'string', description: 'Raison sociale de la librairie.', example: 'Librairie du Port' })
  company_name: string;

  @ApiProperty({ type: 'string', enum: PAYMENT_MEANS, description: 'Moyen de paiement : prélèvement SEPA, virement ou carte.', example: 'sepa-debit' })
  payment_mean: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 365, description: 'Délai du prélèvement, en jours.', example: 90 })
  sepa_term: number;

  @ApiProperty({ type: 'string', description: 'Adresse où envoyer les factures.', example: 'compta@librairie-du-port.fr' })
  invoice_mail: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'IBAN masqué (4 premiers et 4 derniers caractères), null sans IBAN.', example: 'FR76 •••• •••• •••• •••• •••• 189' })
  iban_masked: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Référence unique du mandat de prélèvement SEPA (RUM), quand l’équipe l’a enregistrée.', example: 'RUM-2026-0042' })
  sepa_mandate_reference: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    pattern: '^\\d{14}$',
    description: 'SIRET de la librairie (14 chiffres), null tant qu’il n’est pas donné.',
    example: '44123456400017',
  })
  siret: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    pattern: '^FR\\d{11}$',
    description: 'Numéro de TVA intracommunautaire (FR, clé, SIREN), null tant qu’il n’est pas donné.',
    example: 'FR91441234564',
  })
  vat_number: string | null;

  @ApiProperty({ type: 'boolean', description: 'Membre du réseau Prisme.' })
  prisme_member: boolean;

  @ApiProperty({ type: 'number', minimum: 0, maximum: 100, description: 'Remise libraire sur les livres, en pour cent (deux décimales au plus).', example: 32.5 })
  discount: number;
}

/** §3 User profile, field for field. */
export class ProfileResponse {
  @ApiProperty({ type: 'integer', example: 42 })
  id: number;

  @ApiProperty({ type: 'string', format: 'email', description: 'Adresse du compte (une nouvelle adresse n’apparaît qu’une fois confirmée).', example: 'jeanne.martin@exemple.fr' })
  email: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'Pseudonyme public, null sans pseudonyme.', example: 'Jeanne' })
  nickname: string | null;

  @ApiProperty({ type: 'boolean', description: 'Abonné·e à la lettre d’information.' })
  subscribed: boolean;

  @ApiProperty({ type: () => ProfileBooksellerResponse, nullable: true, description: 'Fiche libraire, null pour un lecteur.' })
  bookseller: ProfileBooksellerResponse | null;

  @ApiProperty({ type: 'boolean', description: 'Compte libraire.' })
  isBookseller: boolean;

  @ApiProperty({ type: 'boolean', description: 'Compte de l’équipe.' })
  is_staff: boolean;

  @ApiProperty({ ...MONEY, description: 'Reste utilisable des avoirs, en euros.', example: '12.50' })
  total_usable_credit_note: string;

  @ApiProperty({ ...MONEY, description: 'Reste utilisable des cartes cadeaux valides, en euros.', example: '25.00' })
  total_usable_voucher: string;
}
