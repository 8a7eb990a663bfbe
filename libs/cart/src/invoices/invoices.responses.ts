import { ApiProperty } from '@nestjs/swagger';

/** The success answers of the invoices' routes, for the OpenAPI document only: mirror of `serializeCreditNote`. */
export class CreditNoteResponse {
  @ApiProperty({ type: 'string', format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'string', pattern: '^A\\d{4}-\\d{6}$', description: 'Numéro de l’avoir (série sans trou).', example: 'A2026-000001' })
  number: string;

  @ApiProperty({ type: 'string', format: 'date', description: 'Date d’émission.', example: '2026-11-21' })
  date: string;

  @ApiProperty({ type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Montant TTC.', example: '12.50' })
  amount: string;

  @ApiProperty({ type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Reste utilisable.', example: '12.50' })
  remaining_amount: string;

  @ApiProperty({ type: 'string', description: 'Motif.' })
  reason: string;

  @ApiProperty({ type: 'string', format: 'uuid', description: 'Commande (id du panier).' })
  cart: string;

  @ApiProperty({ type: 'string', description: 'Référence de la commande.', example: 'K7Q2M9XW4TZA' })
  reference: string;

  @ApiProperty({ type: 'string', format: 'uri-reference', description: 'L’avoir en PDF (chemin relatif).', example: '/api/credit-notes/0b6f…/pdf/' })
  pdf: string;
}
