import { ApiProperty } from '@nestjs/swagger';

/** The success answers of the account's vouchers, for the OpenAPI document only: mirror of `AccountVoucher`. */
export class AccountVoucherResponse {
  @ApiProperty({ type: 'integer', example: 3 })
  id: number;

  @ApiProperty({ type: 'string', description: 'Code (8 majuscules et chiffres).', example: 'AB12CD34' })
  code: string;

  @ApiProperty({ type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Valeur.', example: '30.00' })
  value: string;

  @ApiProperty({ type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Reste utilisable.', example: '12.50' })
  remaining_amount: string;

  @ApiProperty({ type: 'string', format: 'date', nullable: true, description: 'Dernier jour de validité ; null : sans limite.', example: '2027-11-21' })
  expiration_date: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', description: 'Création du bon.' })
  created_at: string;
}
