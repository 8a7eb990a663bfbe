import { ApiProperty } from '@nestjs/swagger';

/** The success answers of the payment routes, for the OpenAPI document only (the carts they answer are the cart module's `CartResponse`). */

/** `GET api/carts/{id}/payment/`: mirror of `BankPaymentData`, the sealed Monetico form the SPA posts to `url`. */
export class PaymentFormResponse {
  @ApiProperty({
    type: 'string',
    format: 'uri',
    description: 'Page de paiement de la banque, où poster le formulaire.',
    example: 'https://p.monetico-services.com/test/paiement.cgi',
  })
  url: string;

  @ApiProperty({ type: 'string', example: '3.0' })
  version: string;

  @ApiProperty({ type: 'string', description: 'Terminal (TPE).', example: '0000001' })
  TPE: string;

  @ApiProperty({ type: 'string', format: 'byte', description: 'Contexte de la commande (JSON en base64).' })
  contexte_commande: string;

  @ApiProperty({ type: 'string', pattern: '^\\d{2}/\\d{2}/\\d{4}:\\d{2}:\\d{2}:\\d{2}$', description: 'Date de la tentative, heure de Paris.', example: '21/11/2026:14:03:00' })
  date: string;

  @ApiProperty({ type: 'string', pattern: '^\\d+\\.\\d{2}EUR$', description: 'Montant (le reste à payer).', example: '12.50EUR' })
  montant: string;

  @ApiProperty({ type: 'string', pattern: '^[A-Za-z0-9]{1,12}$', description: 'Référence de la tentative (nouvelle à chaque fois).', example: 'K7Q2M9XW4TZA' })
  reference: string;

  @ApiProperty({ type: 'string', pattern: '^[0-9A-F]{40}$', description: 'Sceau (HMAC-SHA1, hexadécimal en majuscules).' })
  MAC: string;

  @ApiProperty({ type: 'string', format: 'uri', description: 'Retour après paiement accepté.' })
  url_retour_ok: string;

  @ApiProperty({ type: 'string', format: 'uri', description: 'Retour après échec.' })
  url_retour_err: string;

  @ApiProperty({ type: 'string', example: 'FR' })
  lgue: string;

  @ApiProperty({ type: 'string', description: 'Code société.' })
  societe: string;

  @ApiProperty({ type: 'string', description: 'Courriel du client.' })
  mail: string;

  @ApiProperty({ type: 'string', description: 'Texte libre renvoyé par la banque (champ `texte-libre` du formulaire).' })
  texte_libre: string;
}

/** `GET api/staff/payment-anomalies/`: a bank notification that paid nothing. */
export class PaymentAnomalyResponse {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer', description: 'Notification de la banque (id).' })
  notification: number;

  @ApiProperty({ type: 'string', description: 'Référence de la tentative.' })
  reference: string;

  @ApiProperty({ type: 'string', description: 'Code retour de la banque.', example: 'paiement' })
  code_retour: string;

  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'Panier concerné, s’il est connu.' })
  cart: string | null;

  @ApiProperty({ type: 'string', description: 'Nature de l’anomalie : `amount`, `tpe`, `code`, `refused`, `unknown-reference`…', example: 'amount' })
  kind: string;

  @ApiProperty({ type: 'string', description: 'Explication.' })
  detail: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'Montant notifié, tel que la banque l’écrit.', example: '12.50EUR' })
  amount: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Traitée le ; null : à traiter.' })
  resolved_at: string | null;
}
