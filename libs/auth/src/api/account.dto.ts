import { ApiProperty } from '@nestjs/swagger';
import { BooleanField, NestedField, TextField } from '@shop/common';
import { ValidateIf } from 'class-validator';
import { PaymentMean } from '../domain/bookseller-terms';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES } from '../domain/email';
import { ibanOrNone } from '../domain/iban';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { isAcceptablePassword, NEW_PASSWORD_MESSAGES, PASSWORD_MESSAGES } from '../domain/password-rules';
import { Registration } from '../domain/registration';
import {
  AccountEmailField,
  GlnField,
  IBAN_DOC,
  IbanRequiredForDirectDebit,
  IsIban,
  LabelRefField,
  MustBeAccepted,
  PasswordConfirmationField,
  PasswordField,
  PaymentMeanField,
} from './account-fields';
import { AddressDto, addressInput } from './address.dto';

/** The longest token we mail (43 characters today), as `looksLikeAccountToken` accepts it. */
const ACCOUNT_TOKEN_MAX_LENGTH = 200;

/** The bookseller's fields are read only when `isBookseller` is true; a reader's form ignores them. */
const ForBookseller = () => ValidateIf((dto: RegistrationDto) => dto.isBookseller === true);

/** `POST api/users/register/` (§3 payload), every §5 message at once; a bookseller adds company, GLN, payment mean and address. */
export class RegistrationDto {
  @AccountEmailField({ required: true })
  email: string;

  @PasswordField({ ...PASSWORD_MESSAGES, description: '8 à 128 caractères, espaces compris.' })
  password: string;

  // The mismatch is told even when the password itself is refused (both fields are marked).
  @PasswordConfirmationField({ required: M.passwordConfirmationRequired, mismatch: M.passwordMismatch, comparable: (password) => typeof password === 'string' })
  password2: string;

  @BooleanField({ description: 'Abonnement à la lettre d’information.' })
  subscribed?: boolean | null;

  @MustBeAccepted(M.cguRequired, 'Acceptation des CGU (obligatoire).')
  acceptCgu: boolean;

  @BooleanField({ description: 'Compte libraire : les champs suivants sont alors lus.' })
  isBookseller?: boolean | null;

  @LabelRefField()
  label?: number | string | null;

  @ForBookseller()
  @TextField({ required: true, maxLength: 200, messages: { required: M.required }, description: 'Raison sociale de la librairie (libraires).' })
  company_name?: string;

  @ForBookseller()
  @GlnField({ required: true, description: 'GLN de la librairie (libraires).' })
  gln?: string;

  @ForBookseller()
  @PaymentMeanField({ required: true, description: 'Moyen de paiement (libraires) ; « credit-cart » est lu « credit-card ».' })
  payment_mean?: PaymentMean;

  @ForBookseller()
  @IbanRequiredForDirectDebit()
  @IsIban()
  @ApiProperty({ ...IBAN_DOC, description: 'IBAN du compte prélevé (libraires ; obligatoire pour le prélèvement).' })
  iban?: string | null;

  @ForBookseller()
  @AccountEmailField({ blankIsAbsent: true, description: 'Adresse des factures (libraires) ; celle du compte par défaut.' })
  invoice_mail?: string;

  @ForBookseller()
  @NestedField(() => AddressDto, { required: true, description: 'Adresse de la librairie (libraires).' })
  address?: AddressDto;
}

/** The clean registration the command takes. */
export function toRegistration(dto: RegistrationDto): Registration {
  return {
    email: dto.email,
    password: dto.password,
    subscribed: dto.subscribed ?? false,
    label: dto.label ?? undefined,
    bookseller: dto.isBookseller
      ? {
          companyName: dto.company_name!,
          gln: dto.gln!,
          paymentMean: dto.payment_mean!,
          iban: ibanOrNone(dto.iban ?? null),
          invoiceMail: dto.invoice_mail ?? dto.email,
          address: addressInput(dto.address!),
        }
      : null,
  };
}

/**
 * `POST api/users/confirm/` {email, validation_token}: only bounded here. Whatever is wrong with the
 * link, the confirm screen shows one message, so the controller judges the values itself.
 */
export class ConfirmAccountDto {
  @TextField({ maxLength: EMAIL_MAX_LENGTH, allowBlank: true, description: 'Adresse du lien reçu.' })
  email?: string | null;

  @TextField({ maxLength: ACCOUNT_TOKEN_MAX_LENGTH, allowBlank: true, raw: true, description: 'Jeton du lien reçu.' })
  validation_token?: string | null;
}

/** An address the request is about. */
export class EmailDto {
  @AccountEmailField({ required: true })
  email: string;
}

/** `POST api/users/confirm/resend/`, `POST api/forgot-voucher`, `POST api/users/unsubscribe/` {email, label}: the label gives the mail its look. */
export class MailRequestDto extends EmailDto {
  @LabelRefField()
  label?: number | string | null;
}

/** `POST api/users/password/forgot` {email, label}, with that form's own wording (§5). */
export class ForgotPasswordDto {
  @AccountEmailField({ required: true, messages: { required: EMAIL_MESSAGES.required, invalid: M.forgotEmailInvalid } })
  email: string;

  @LabelRefField()
  label?: number | string | null;
}

/** `POST api/users/password/reset` {email, token, password[, password2]}. */
export class ResetPasswordDto {
  @AccountEmailField({ required: true })
  email: string;

  // A token of the wrong shape is just an invalid link (400 detail), decided by the handler.
  @TextField({ required: true, raw: true, maxLength: ACCOUNT_TOKEN_MAX_LENGTH, messages: { required: M.tokenRequired }, description: 'Jeton du lien reçu.' })
  token: string;

  @PasswordField({ ...PASSWORD_MESSAGES, description: 'Le nouveau mot de passe : 8 à 128 caractères.' })
  password: string;

  @PasswordConfirmationField({ mismatch: M.passwordMismatch, comparable: isAcceptablePassword })
  password2?: string | null;
}

/** `POST api/users/password` {oldpassword, password[, password2]}: the old one is checked by the command (403). */
export class ChangePasswordDto {
  @PasswordField({ required: M.oldPasswordRequired, description: 'Le mot de passe actuel.' })
  oldpassword: string;

  @PasswordField({ ...NEW_PASSWORD_MESSAGES, description: 'Le nouveau mot de passe : 8 à 128 caractères.' })
  password: string;

  @PasswordConfirmationField({ mismatch: M.newPasswordMismatch, comparable: isAcceptablePassword })
  password2?: string | null;
}

/** `POST api/users/email/confirm/` {token}: judged by the controller like the account link. */
export class EmailChangeConfirmDto {
  @TextField({ maxLength: ACCOUNT_TOKEN_MAX_LENGTH, allowBlank: true, raw: true, description: 'Jeton du lien reçu à la nouvelle adresse.' })
  token?: string | null;
}
