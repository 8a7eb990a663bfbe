import { ApiProperty } from '@nestjs/swagger';

/** Documentation only: the answers of the token routes (simplejwt's shapes). */

/** `POST token/` and `POST token/refresh/`: a new pair of JWTs (HS256). */
export class TokenPairResponse {
  @ApiProperty({
    type: 'string',
    description: 'Jeton d’accès (JWT, courte durée), à envoyer en `Authorization: Bearer`.',
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0b2tlbl90eXBlIjoiYWNjZXNzIn0.c2lnbmF0dXJl',
  })
  access: string;

  @ApiProperty({
    type: 'string',
    description: 'Jeton de rafraîchissement (JWT, 14 jours par défaut), utilisable une seule fois.',
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCJ9.c2lnbmF0dXJl',
  })
  refresh: string;
}
