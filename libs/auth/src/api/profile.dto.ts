import { ApiHideProperty, ApiProperty } from '@nestjs/swagger';
import { BooleanField, TextField } from '@shop/common';
import { IsOptional } from 'class-validator';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../domain/email';
import { ibanOrNone } from '../domain/iban';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, ProfileChange } from '../domain/profile';
import { AccountEmailField, Confirms, IBAN_DOC, IsIban, IsPlainObject, isPlainObject } from './account-fields';

/** What `bookseller` carries in a profile change (OpenAPI only): the IBAN is the bookseller's own to change. */
class OwnBooksellerTermsDoc {
  @ApiProperty({ ...IBAN_DOC, description: 'IBAN du compte prélevé ; vide ou null pour le retirer.' })
  iban?: string | null;
}

const emailOrNothing = (value: unknown): unknown => (typeof value === 'string' ? normalizeEmail(value) : value);

/**
 * `PATCH api/users/profile/` (§5 Profile and Change email): nickname of 2+ characters, newsletter,
 * a new email (with its confirmation `email2` when sent), a bookseller's IBAN as `{bookseller: {iban}}`.
 * Absent fields are left as they are.
 */
export class ProfileChangeDto {
  @TextField({
    minLength: NICKNAME_MIN_LENGTH,
    maxLength: NICKNAME_MAX_LENGTH,
    allowBlank: true,
    messages: { minLength: M.nicknameTooShort },
    description: 'Pseudonyme (null pour le retirer).',
  })
  nickname?: string | null;

  @BooleanField({ description: 'Abonnement à la lettre d’information.' })
  subscribed?: boolean | null;

  @AccountEmailField({ description: 'Nouvelle adresse : elle ne s’applique qu’une fois le lien envoyé à cette adresse suivi.' })
  email?: string;

  @IsOptional()
  @Confirms('email', { mismatch: M.emailConfirmationMismatch, comparable: (email) => typeof email === 'string' && isValidEmail(email), normalize: emailOrNothing })
  @ApiProperty({ type: 'string', format: 'email', required: false, maxLength: EMAIL_MAX_LENGTH, description: 'La nouvelle adresse, saisie une seconde fois.' })
  email2?: string;

  @IsPlainObject()
  @ApiProperty({ type: OwnBooksellerTermsDoc, required: false, description: 'Libraires : `{iban}`.' })
  bookseller?: Record<string, unknown>;

  /**
   * `bookseller.iban`, read here so that its error is keyed `iban`, where the SPA's IBAN form reads
   * it (§5 IBAN validator). A getter: a top-level `iban` sent by a client is not read.
   */
  @IsIban()
  @ApiHideProperty()
  get iban(): unknown {
    const iban = isPlainObject(this.bookseller) ? this.bookseller.iban : undefined;
    return typeof iban === 'string' ? iban.trim() : iban;
  }
}

/** The change the command applies: only what was sent. */
export function toProfileChange(dto: ProfileChangeDto): ProfileChange {
  const change: ProfileChange = {};
  if (dto.nickname !== undefined) change.nickname = dto.nickname;
  if (typeof dto.subscribed === 'boolean') change.subscribed = dto.subscribed;
  if (dto.email !== undefined) change.email = dto.email;
  const iban = dto.iban as string | null | undefined; // checked by IsIban
  if (iban !== undefined) change.booksellerIban = ibanOrNone(iban);
  return change;
}
