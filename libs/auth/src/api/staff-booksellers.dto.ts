import { ApiProperty } from '@nestjs/swagger';
import { IntegerField, NumberField } from '@shop/common';
import { BooksellerTermsChange, discountBp, PaymentMean, SEPA_TERM_MAX_DAYS } from '../domain/bookseller-terms';
import { ibanOrNone } from '../domain/iban';
import { IBAN_DOC, IsIban, MandateReferenceField, mandateReferenceOrNone, PaymentMeanField } from './account-fields';

/** `PATCH api/staff/booksellers/{userId}/`: the trade terms staff set; absent fields are left as they are. */
export class BooksellerTermsDto {
  // discount_bp is CHECKed between 0 and 10000 basis points.
  @NumberField({ min: 0, max: 100, decimals: 2, description: 'Remise sur les livres, en pourcentage (« 32,5 » accepté).' })
  discount?: number | null;

  @PaymentMeanField()
  payment_mean?: PaymentMean | null;

  @IntegerField({ min: 0, max: SEPA_TERM_MAX_DAYS, description: 'Délai du prélèvement, en jours.' })
  sepa_term?: number | null;

  @IsIban()
  @ApiProperty({ ...IBAN_DOC, description: 'IBAN du compte prélevé ; vide ou null pour le retirer.' })
  iban?: string | null;

  @MandateReferenceField()
  mandate_reference?: string | null;
}

export function toTermsChange(dto: BooksellerTermsDto): BooksellerTermsChange {
  return {
    discountBp: typeof dto.discount === 'number' ? discountBp(dto.discount) : undefined,
    paymentMean: dto.payment_mean ?? undefined,
    sepaTerm: dto.sepa_term ?? undefined,
    iban: dto.iban === undefined ? undefined : ibanOrNone(dto.iban),
    mandateReference: mandateReferenceOrNone(dto.mandate_reference),
  };
}
