import { ApiProperty } from '@nestjs/swagger';

/** Documentation only: the success answers of the account routes (sign-up, links, passwords, newsletter, forgotten vouchers). */

/** A success answer that only says what happened: `{detail}`. */
export class AccountDetailResponse {
  @ApiProperty({ type: 'string', description: 'Message en français à montrer à l’utilisateur.', example: 'Votre mot de passe a été réinitialisé.' })
  detail: string;
}

/** `POST users/register/` (201): the account exists, inactive until its confirmation link is used. */
export class RegistrationResponse {
  @ApiProperty({
    type: 'string',
    description: 'Message en français à montrer à l’utilisateur.',
    example: 'Votre compte a été créé. Un courriel vient de vous être envoyé pour le valider.',
  })
  detail: string;

  @ApiProperty({ type: 'string', format: 'email', description: 'Adresse du compte créé, telle qu’enregistrée (en minuscules).', example: 'jeanne.martin@exemple.fr' })
  email: string;
}
