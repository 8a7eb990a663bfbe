import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, Matches, ValidateBy, ValidateIf } from 'class-validator';
import { INPUT_BOUNDS } from '../validation/bounds';
import { IntegerField, type FieldOptions } from '../validation/fields';
import { INPUT_MESSAGES } from '../validation/messages';

/** French messages shared by the staff forms of every module (docs/back-office.md). */
export const STAFF_FORM_MESSAGES = {
  version: 'Indiquez la version de la fiche que vous avez modifiée.',
  date: 'La date n’a pas le bon format. Utilisez le format AAAA-MM-JJ.',
  dateTime: 'La date et l’heure n’ont pas le bon format. Utilisez le format AAAA-MM-JJTHH:MM (par exemple « 2026-11-21T18:30 »).',
};

/** The version the editor started from (required in every change). */
export function StaffVersionField(): PropertyDecorator {
  return IntegerField({
    required: true,
    min: 1,
    max: INPUT_BOUNDS.int4Max,
    description: 'Version de la fiche que l’éditeur a modifiée.',
    messages: { required: STAFF_FORM_MESSAGES.version },
  });
}

/** A calendar day `YYYY-MM-DD` that exists, or null. */
export function StaffDayField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString({ message: STAFF_FORM_MESSAGES.date }),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: STAFF_FORM_MESSAGES.date }),
    ValidateBy({
      name: 'realDay',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        defaultMessage: () => STAFF_FORM_MESSAGES.date,
      },
    }),
    ApiProperty({ type: 'string', format: 'date', nullable: true, required: false, description: options.description, example: '2026-11-21' }),
  );
}

/** Years a staff date-time may name: the columns are timestamptz, the forms are human. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Whether a text is a real date-time of the years 1900 to 2999 (without an offset: Paris time, read by the command). */
export function isStaffDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number);
  if (year < 1900 || year > 2999 || hour > 23 || minute > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date-time: ISO 8601 with an offset, or a Paris wall time `YYYY-MM-DDTHH:MM` (what a datetime-local input sends). */
export function StaffDateTimeField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    options.required ? IsDefined({ message: INPUT_MESSAGES.required }) : IsOptional(),
    IsString({ message: STAFF_FORM_MESSAGES.dateTime }),
    ValidateBy({ name: 'staffDateTime', validator: { validate: isStaffDateTime, defaultMessage: () => STAFF_FORM_MESSAGES.dateTime } }),
    ApiProperty({
      type: 'string',
      format: 'date-time',
      required: !!options.required,
      maxLength: 40,
      description: options.description,
      example: '2026-11-21T18:30:00+01:00',
    }),
  );
}

/**
 * Makes fields of a creation form required (absent or null: 400), both for class-validator and in
 * the OpenAPI document; the change form, sharing the same fields, keeps them optional.
 */
export function requireStaffFields(dto: new () => object, fields: string[]): void {
  for (const field of fields) {
    // The subclass's own condition replaces the shared fields' IsOptional (class-validator keeps one per kind).
    ValidateIf(() => true)(dto.prototype, field);
    IsDefined({ message: INPUT_MESSAGES.required })(dto.prototype, field);
    ApiProperty({ required: true, nullable: false })(dto.prototype, field);
  }
}

/** The instant a staff date-time names: with an offset as given, without one in Paris time. */
export async function staffInstant(db: { query: <T>(sql: string, params?: unknown[]) => Promise<T> }, text: string): Promise<Date> {
  const [{ at }] = await db.query<{ at: Date }[]>(
    `SELECT CASE WHEN $1::text ~ '(Z|[+-]\\d\\d:\\d\\d)$' THEN $1::timestamptz ELSE ($1::timestamp AT TIME ZONE 'Europe/Paris') END AS at`,
    [text],
  );
  return new Date(at);
}
