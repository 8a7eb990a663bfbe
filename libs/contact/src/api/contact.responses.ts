import { ApiProperty } from '@nestjs/swagger';

/** Documentation only: the answer of the public forms (contact message, project submission). */
export class ContactDetailResponse {
  @ApiProperty({ type: 'string', description: 'Message en français à montrer au visiteur.', example: 'Votre message a bien été envoyé.' })
  detail: string;
}
