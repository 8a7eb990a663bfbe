import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ChoiceField, IdOrSlugField, INPUT_MESSAGES, jsonTypeName, TextField, toBoolean } from '@shop/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsOptional, IsString, ValidateBy, ValidateIf, ValidationArguments } from 'class-validator';
import { PHONE, postalCodeFits, readCountryCode } from '../domain/address';
import { MANDATE_REFERENCE, MANDATE_REFERENCE_MESSAGE, PAYMENT_MEANS, readPaymentMeanSpelling } from '../domain/bookseller-terms';
import { isKnownCountry } from '../domain/countries';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, EmailMessages, isValidEmail, normalizeEmail } from '../domain/email';
import { hasValidGlnChecksum } from '../domain/gln';
import { IBAN_TEXT_MAX_LENGTH, isValidIbanText } from '../domain/iban';
import { IDENTIFIER_TEXT_MAX_LENGTH, isValidFrenchVatNumberText, isValidSiretText, vatNumberMatchesSiret } from '../domain/company-identifiers';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { isGivenPassword, passwordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/password-rules';

/**
 * The accounts forms' own field decorators (class-transformer + class-validator + OpenAPI), on top
 * of @shop/common's: they carry the spec's wording (§5) and the shop's rules (GLN, IBAN, passwords).
 */

/** Null or blank text read as absent, as the forms always did for optional references. */
const blankAsAbsent = (value: unknown): unknown => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const own = (args: ValidationArguments | undefined, field: string): unknown => (args?.object as Record<string, unknown> | undefined)?.[field];

export interface AccountEmailOptions {
  /** Absent or null refused with `messages.required`. Otherwise absent is fine, but a given null or blank is not. */
  required?: boolean;
  /** Null or blank read as absent (an optional address with a default). */
  blankIsAbsent?: boolean;
  messages?: EmailMessages;
  description?: string;
}

/** An account's email address: trimmed and lowercased, checked with the shop's rule, §5 messages. */
export function AccountEmailField(options: AccountEmailOptions = {}): PropertyDecorator {
  const messages = options.messages ?? EMAIL_MESSAGES;
  return applyDecorators(
    Transform(({ value }) => {
      const given = options.blankIsAbsent ? blankAsAbsent(value) : value;
      return typeof given === 'string' ? normalizeEmail(given) : given;
    }),
    options.required ? IsDefined({ message: messages.required }) : ValidateIf((_object, value) => value !== undefined),
    ValidateBy({
      name: 'accountEmail',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isValidEmail(value),
        defaultMessage: (args?: ValidationArguments) => (args?.value === '' || args?.value === null ? messages.required : messages.invalid),
      },
    }),
    ApiProperty({ type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH, required: !!options.required, description: options.description }),
  );
}

export interface PasswordFieldOptions {
  /** Absent, null or only blanks. */
  required: string;
  /** A password being chosen: fewer than 8 characters. Without it (login, old password) any length up to 128 is read. */
  tooShort?: string;
  description?: string;
}

/** A password, read raw (surrounding spaces are part of it), 128 characters at most; a text only (a JSON number is refused). */
export function PasswordField(options: PasswordFieldOptions): PropertyDecorator {
  const decorators: PropertyDecorator[] = [
    IsDefined({ message: options.required }),
    IsString({ message: M.notAString }),
    ValidateBy({ name: 'passwordGiven', validator: { validate: isGivenPassword, defaultMessage: () => options.required } }),
  ];
  if (options.tooShort) {
    decorators.push(
      ValidateBy({
        name: 'passwordMinLength',
        validator: { validate: (v: unknown) => typeof v === 'string' && passwordLength(v) >= PASSWORD_MIN_LENGTH, defaultMessage: () => options.tooShort! },
      }),
    );
  }
  decorators.push(
    ValidateBy({
      name: 'passwordMaxLength',
      validator: { validate: (v: unknown) => typeof v === 'string' && passwordLength(v) <= PASSWORD_MAX_LENGTH, defaultMessage: () => M.passwordTooLong },
    }),
    ApiProperty({
      type: 'string',
      format: 'password',
      required: true,
      maxLength: PASSWORD_MAX_LENGTH,
      ...(options.tooShort ? { minLength: PASSWORD_MIN_LENGTH } : {}),
      description: options.description,
    }),
  );
  return applyDecorators(...decorators);
}

export interface ConfirmationOptions {
  /** When the two differ. */
  mismatch: string;
  /** The confirmation is compared only once the confirmed field is usable (a confirmation of an invalid value says nothing more). */
  comparable: (confirmed: unknown) => boolean;
  /** Read both the same way before comparing (emails: case and spaces). */
  normalize?: (value: unknown) => unknown;
}

/**
 * Cross-field rule: this field repeats `field` (password2 of password, email2 of email). Checked
 * when this field is sent and `field` is comparable; a differing value answers `mismatch` here.
 */
export function Confirms(field: string, options: ConfirmationOptions): PropertyDecorator {
  const read = options.normalize ?? ((value: unknown) => value);
  return ValidateBy({
    name: `confirms_${field}`,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const confirmed = own(args, field);
        return !options.comparable(confirmed) || read(value) === read(confirmed);
      },
      defaultMessage: () => options.mismatch,
    },
  });
}

export interface PasswordConfirmationOptions extends ConfirmationOptions {
  /** Registration: the confirmation must be sent (absent, null or '' answer this). Elsewhere it is optional. */
  required?: string;
}

/** password2: the chosen password typed again. */
export function PasswordConfirmationField(options: PasswordConfirmationOptions): PropertyDecorator {
  const presence = options.required
    ? [
        IsDefined({ message: options.required }),
        ValidateBy({ name: 'confirmationGiven', validator: { validate: (v: unknown) => v !== '', defaultMessage: () => options.required! } }),
      ]
    : [IsOptional()];
  return applyDecorators(
    ...presence,
    IsString({ message: M.notAString }),
    Confirms('password', options),
    ApiProperty({ type: 'string', format: 'password', required: !!options.required, maxLength: PASSWORD_MAX_LENGTH, description: 'Le mot de passe, saisi une seconde fois.' }),
  );
}

/** A box that must be ticked (the CGU): true with DRF's spellings, anything else answers `message`. */
export function MustBeAccepted(message: string, description?: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => toBoolean(value)),
    IsDefined({ message }),
    IsBoolean({ message: M.notABoolean }),
    ValidateBy({ name: 'accepted', validator: { validate: (v: unknown) => v === true, defaultMessage: () => message } }),
    ApiProperty({ type: 'boolean', required: true, enum: [true], description }),
  );
}

/** The label (id or slug) a form was sent from, for the look of the mails; blank means none. */
export function LabelRefField(): PropertyDecorator {
  return applyDecorators(
    IdOrSlugField({ description: 'Collection d’où vient la demande (id ou slug) : les courriels en prennent l’allure.' }),
    // Runs before IdOrSlugField's own reading (class-transformer applies the last registered first).
    Transform(({ value }) => blankAsAbsent(value)),
  );
}

/** A Global Location Number: 13 digits whose last is the GS1 check digit. Blank allowed when optional. */
export function GlnField(options: { required?: boolean; description?: string } = {}): PropertyDecorator {
  const given = (v: unknown): v is string => typeof v === 'string' && v !== '';
  return applyDecorators(
    TextField({
      required: options.required,
      allowBlank: !options.required,
      maxLength: 13,
      messages: { required: M.required },
      description: options.description ?? 'GLN (13 chiffres, clé GS1).',
    }),
    ValidateBy({ name: 'glnDigits', validator: { validate: (v: unknown) => !given(v) || /^\d{13}$/.test(v), defaultMessage: () => M.glnInvalid } }),
    ValidateBy({ name: 'glnChecksum', validator: { validate: (v: unknown) => !given(v) || hasValidGlnChecksum(v), defaultMessage: () => M.glnChecksum } }),
  );
}

/**
 * §5 IBAN validator: absent, null or blank pass (no IBAN); anything else must be an IBAN, and the
 * error carries the value as sent (trimmed). Leaves the value as typed: `ibanOrNone` stores it.
 * No IsOptional: an absent IBAN must still reach `IbanRequiredForDirectDebit`.
 */
export function IsIban(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateBy({
      name: 'iban',
      validator: {
        validate: (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'string' && v.length <= IBAN_TEXT_MAX_LENGTH && isValidIbanText(v)),
        defaultMessage: (args?: ValidationArguments) => {
          const value = args?.value;
          if (typeof value !== 'string') return M.notAString;
          return value.length > IBAN_TEXT_MAX_LENGTH ? M.maxLength(IBAN_TEXT_MAX_LENGTH) : M.ibanInvalid(value);
        },
      },
    }),
  );
}

/** Absent, null or blank: no identifier given (nothing to check). */
const noIdentifier = (v: unknown) => v === undefined || v === null || v === '';

/** An identifier's check: absent, null or blank pass; anything else is text of a sane length passing `valid`. */
function identifierRule(name: string, valid: (text: string) => boolean, invalid: string): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (v: unknown) => noIdentifier(v) || (typeof v === 'string' && v.length <= IDENTIFIER_TEXT_MAX_LENGTH && valid(v)),
      defaultMessage: (args?: ValidationArguments) => {
        const value = args?.value;
        if (typeof value !== 'string') return M.notAString;
        return value.length > IDENTIFIER_TEXT_MAX_LENGTH ? M.maxLength(IDENTIFIER_TEXT_MAX_LENGTH) : invalid;
      },
    },
  });
}

/** A SIRET as typed (spaces allowed): 14 digits and the key. Absent, null or blank pass (none). */
export const IsSiret = (): PropertyDecorator => identifierRule('siret', isValidSiretText, M.siretInvalid);

/**
 * A French intra-EU VAT number as typed (spaces, lower case allowed): 'FR', its key, a SIREN; when a
 * valid SIRET is sent beside it (`siretField`), the SIREN must be that SIRET's.
 */
export function IsFrenchVatNumber(siretField: string): PropertyDecorator {
  return applyDecorators(
    identifierRule('vatNumber', isValidFrenchVatNumberText, M.vatNumberInvalid),
    ValidateBy({
      name: 'vatNumberOfSiret',
      validator: {
        validate: (v: unknown, args?: ValidationArguments) => {
          const siret = own(args, siretField);
          if (typeof v !== 'string' || !isValidFrenchVatNumberText(v) || typeof siret !== 'string' || !isValidSiretText(siret)) return true;
          return vatNumberMatchesSiret(v, siret);
        },
        defaultMessage: () => M.vatNumberSirenMismatch,
      },
    }),
  );
}

export const SIRET_DOC = { type: 'string', nullable: true, required: false, maxLength: IDENTIFIER_TEXT_MAX_LENGTH, example: '441 234 564 00017' } as const;
export const VAT_NUMBER_DOC = { type: 'string', nullable: true, required: false, maxLength: IDENTIFIER_TEXT_MAX_LENGTH, example: 'FR91 441 234 564' } as const;

/** Cross-field rule: a bookseller paying by direct debit (`payment_mean`) must give an IBAN. */
export function IbanRequiredForDirectDebit(): PropertyDecorator {
  return ValidateBy({
    name: 'ibanForDirectDebit',
    validator: {
      validate: (v: unknown, args?: ValidationArguments) => own(args, 'payment_mean') !== 'sepa-debit' || (typeof v === 'string' && v !== ''),
      defaultMessage: () => M.ibanRequired,
    },
  });
}

export const IBAN_DOC = { type: 'string', nullable: true, required: false, maxLength: IBAN_TEXT_MAX_LENGTH, example: 'FR76 3000 6000 0112 3456 7890 189' } as const;

/** A bookseller's payment mean; the SPA's 'credit-cart' reads as 'credit-card', blank as absent. */
export function PaymentMeanField(options: { required?: boolean; description?: string } = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => readPaymentMeanSpelling(value === '' ? undefined : value)),
    ChoiceField(PAYMENT_MEANS, { required: options.required, messages: { required: M.required }, description: options.description ?? 'Moyen de paiement du libraire.' }),
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Not an object where one is expected (DRF's wording, as for nested forms). */
export function IsPlainObject(): PropertyDecorator {
  return ValidateBy({
    name: 'plainObject',
    validator: {
      validate: (v: unknown) => v === undefined || isPlainObject(v),
      defaultMessage: (args?: ValidationArguments) => INPUT_MESSAGES.object(jsonTypeName(args?.value)),
    },
  });
}

/** An address's country: an ISO code ('fr') or the API's own {code, name}, one of the known countries. */
export function CountryField(options: { maxLength: number }): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => readCountryCode(value)),
    TextField({
      required: true,
      maxLength: options.maxLength,
      messages: { required: M.required },
      description: 'Pays : code ISO 3166-1 alpha-2 (`FR`), ou `{code}` tel que l’API le montre.',
      example: 'FR',
    }),
    ValidateBy({
      name: 'knownCountry',
      validator: { validate: (v: unknown) => typeof v === 'string' && isKnownCountry(v), defaultMessage: (args?: ValidationArguments) => M.invalidChoice(String(args?.value)) },
    }),
  );
}

/** Cross-field rule: in France (`country`), a postal code has 5 digits. */
export function PostalCodeOfCountry(): PropertyDecorator {
  return ValidateBy({
    name: 'postalCodeOfCountry',
    validator: { validate: (v: unknown, args?: ValidationArguments) => typeof v !== 'string' || postalCodeFits(own(args, 'country'), v), defaultMessage: () => M.postalCodeFr },
  });
}

/** A phone number as people type it (digits, spaces, dots, dashes, brackets, a leading +); blank allowed. */
export function IsPhone(): PropertyDecorator {
  return ValidateBy({ name: 'phone', validator: { validate: (v: unknown) => typeof v !== 'string' || v === '' || PHONE.test(v), defaultMessage: () => M.phoneInvalid } });
}

/** The SEPA mandate's unique reference (RUM): 35 characters of the SEPA set at most; blank or null removes it. */
export function MandateReferenceField(): PropertyDecorator {
  return TextField({
    maxLength: 35,
    allowBlank: true,
    pattern: new RegExp(`^(${MANDATE_REFERENCE.source.slice(1, -1)})?$`),
    patternMessage: MANDATE_REFERENCE_MESSAGE,
    description: 'Référence unique du mandat SEPA (RUM) ; vide ou null pour la retirer.',
    example: 'RUM-EXEMPLAIRE-000042',
  });
}

/** The reference as stored: null when blank. */
export const mandateReferenceOrNone = (value: string | null | undefined): string | null | undefined => (value === undefined ? undefined : value?.trim() ? value.trim() : null);
