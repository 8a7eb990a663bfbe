import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf, ValidationArguments } from 'class-validator';
import { INPUT_BOUNDS, INPUT_MESSAGES, IntegerField, jsonTypeName, NumberField, StaffDayField, TextField, type FieldOptions } from '@shop/common';
import { isValidIsbn13, normalizeIsbn } from './isbn';

/** French messages of the staff forms of the catalogue (docs/back-office.md). */
export const STAFF_MESSAGES = {
  isbn: 'Cet ISBN n’est pas valide : vérifiez sa clé.',
  isbnTaken: 'Un autre livre porte déjà cet ISBN.',
  slugTaken: 'Une autre fiche porte déjà cet identifiant d’adresse.',
  price: 'Le prix doit être compris entre 0,01 € et 10 000,00 €.',
  unknownLabel: 'Collection inconnue.',
  unknownAuthor: 'Auteur·ice inconnu·e.',
  date: 'La date n’a pas le bon format. Utilisez le format AAAA-MM-JJ.',
  version: 'Indiquez la version de la fiche que vous avez modifiée.',
};

/** An image field: null, or a same-origin media URL (checked by the command against the record and the uploads). */
export function ImageField(description: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsString({ message: INPUT_MESSAGES.text }),
    MaxLength(300, { message: INPUT_MESSAGES.maxLength(300) }),
    ApiProperty({ type: 'string', nullable: true, required: false, maxLength: 300, description, example: '/media/uploads/3f1c2a9e-8d7b-4c1e-9f2a-1b2c3d4e5f60.webp' }),
  );
}

/** A day, `YYYY-MM-DD`, or null: the staff forms' one day field (kept under this name for the catalogue's DTOs). */
export const DateOnlyField = StaffDayField;

/** An ISBN-13, hyphens and spaces ignored, stored as its 13 digits; null or '' clears it. */
export function IsbnField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : normalizeIsbn(value)) : value)),
    IsOptional(),
    IsString({ message: INPUT_MESSAGES.text }),
    MaxLength(40, { message: INPUT_MESSAGES.maxLength(40) }),
    ValidateBy({ name: 'isbn13', validator: { validate: (value: unknown) => typeof value === 'string' && isValidIsbn13(value), defaultMessage: () => STAFF_MESSAGES.isbn } }),
    ApiProperty({ type: 'string', nullable: true, required: false, maxLength: 40, description: 'ISBN-13 (tirets et espaces ignorés).', example: '978-2-07-036822-8' }),
  );
}

/** Euros incl. VAT, 0.01 to 10,000.00 (a number or a string, point or comma). */
export function PriceField(options: FieldOptions = {}): PropertyDecorator {
  return NumberField({
    ...options,
    min: 0.01,
    max: 10_000,
    decimals: 2,
    description: options.description ?? 'Prix TTC en euros (« 18.00 »).',
    messages: options.messages ?? { min: STAFF_MESSAGES.price, max: STAFF_MESSAGES.price, type: STAFF_MESSAGES.price },
  });
}

/** The version the editor started from. */
export function VersionField(): PropertyDecorator {
  return IntegerField({
    required: true,
    min: 1,
    max: INPUT_BOUNDS.int4Max,
    description: 'Version de la fiche que l’éditeur a modifiée.',
    messages: { required: STAFF_MESSAGES.version },
  });
}

/** A name or title: trimmed, 1 to `max` characters. */
export function NameField(max: number, options: FieldOptions = {}): PropertyDecorator {
  return TextField({ ...options, maxLength: max });
}

/** 1 to 100 ids. */
export function IdListField(description: string): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: INPUT_MESSAGES.required }),
    IsArray({ message: (args: ValidationArguments) => INPUT_MESSAGES.list(jsonTypeName(args.value)) }),
    ArrayMinSize(1, { message: 'Choisissez au moins une fiche.' }),
    ArrayMaxSize(100, { message: INPUT_MESSAGES.maxItems(100) }),
    IsInt({ each: true, message: INPUT_MESSAGES.integer }),
    Min(1, { each: true, message: INPUT_MESSAGES.minValue(1) }),
    Max(INPUT_BOUNDS.int4Max, { each: true, message: INPUT_MESSAGES.maxValue(INPUT_BOUNDS.int4Max) }),
    ApiProperty({ type: 'integer', isArray: true, minItems: 1, maxItems: 100, description } as never),
  );
}

/**
 * Makes fields of a creation form required (absent or null: 400), both for class-validator and in
 * the OpenAPI document; the change form, sharing the same fields, keeps them optional.
 */
export function requireFields(dto: new () => object, fields: string[]): void {
  for (const field of fields) {
    // The subclass's own condition replaces the shared fields' IsOptional (class-validator keeps one per kind).
    ValidateIf(() => true)(dto.prototype, field);
    IsDefined({ message: INPUT_MESSAGES.required })(dto.prototype, field);
    ApiProperty({ required: true, nullable: false })(dto.prototype, field);
  }
}
