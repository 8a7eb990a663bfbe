import { ApiHideProperty, ApiProperty } from '@nestjs/swagger';
import { BooleanField, TextField } from '@shop/common';
import { IsOptional } from 'class-validator';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../domain/email';
import { siretOrNone, vatNumberOrNone } from '../domain/company-identifiers';
import { ibanOrNone } from '../domain/iban';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, ProfileChange } from '../domain/profile';
import { AccountEmailField, Confirms, IBAN_DOC, IsFrenchVatNumber, IsIban, IsSiret, IsPlainObject, isPlainObject, SIRET_DOC, VAT_NUMBER_DOC } from './account-fields';

/** What `bookseller` carries in a profile change (OpenAPI only): the IBAN and the company's identifiers are the bookseller's own to change. */
class OwnBooksellerTermsDoc {
  @ApiProperty({ ...IBAN_DOC, description: 'IBAN du compte prélevé ; vide ou null pour le retirer.' })
  iban?: string | null;

  @ApiProperty({ ...SIRET_DOC, description: 'SIRET de la librairie (14 chiffres, espaces acceptés) ; vide ou null pour le retirer.' })
  siret?: string | null;

  @ApiProperty({
    ...VAT_NUMBER_DOC,
    description: 'Numéro de TVA intracommunautaire (FR, clé, SIREN du SIRET ; espaces acceptés) ; vide ou null pour le retirer.',
  })
  vat_number?: string | null;
}

/** `bookseller[key]`, trimmed when text. */
function booksellerField(dto: ProfileChangeDto, key: string): unknown {
  const value = isPlainObject(dto.bookseller) ? dto.bookseller[key] : undefined;
  return typeof value === 'string' ? value.trim() : value;
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
  @ApiProperty({ type: OwnBooksellerTermsDoc, required: false, description: 'Libraires : `{iban, siret, vat_number}`.' })
  bookseller?: Record<string, unknown>;

  /**
   * `bookseller.iban`, read here so that its error is keyed `iban`, where the SPA's IBAN form reads
   * it (§5 IBAN validator). A getter: a top-level `iban` sent by a client is not read.
   */
  @IsIban()
  @ApiHideProperty()
  get iban(): unknown {
    return booksellerField(this, 'iban');
  }

  /** `bookseller.siret`, its error keyed `siret` (the SPA's company identifiers form). */
  @IsSiret()
  @ApiHideProperty()
  get siret(): unknown {
    return booksellerField(this, 'siret');
  }

  /** `bookseller.vat_number`, its error keyed `vat_number`; its SIREN checked against a SIRET sent with it. */
  @IsFrenchVatNumber('siret')
  @ApiHideProperty()
  get vat_number(): unknown {
    return booksellerField(this, 'vat_number');
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
  const siret = dto.siret as string | null | undefined; // checked by IsSiret
  if (siret !== undefined) change.booksellerSiret = siretOrNone(siret);
  const vatNumber = dto.vat_number as string | null | undefined; // checked by IsFrenchVatNumber
  if (vatNumber !== undefined) change.booksellerVatNumber = vatNumberOrNone(vatNumber);
  return change;
}
