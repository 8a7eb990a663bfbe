import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
  ValidationArguments,
} from 'class-validator';
import { INPUT_BOUNDS } from './bounds';
import { INPUT_MESSAGES as M, jsonTypeName } from './messages';

/** What every field decorator takes: presence and the OpenAPI description. */
export interface FieldOptions {
  /** Absent, null (and blank for texts) is refused with `messages.required`. Default: optional. */
  required?: boolean;
  description?: string;
  example?: unknown;
  /** Messages that replace DRF's generic ones (the spec's words, §5). */
  messages?: { required?: string; type?: string; min?: string; max?: string; minLength?: string; maxLength?: string; choice?: (value: string) => string };
}

/** Presence: required fields refuse undefined and null; optional ones skip every check when absent. */
function presence(options: FieldOptions): PropertyDecorator {
  return options.required ? IsDefined({ message: options.messages?.required ?? M.required }) : IsOptional();
}

function doc(options: FieldOptions, schema: Record<string, unknown>): PropertyDecorator {
  return ApiProperty({
    required: !!options.required,
    description: options.description,
    example: options.example,
    ...(options.required ? {} : { nullable: true }),
    ...schema,
  } as never);
}

/** DRF reads "12" as 12 in an integer field; a digit string past the safe range stays too big, never rounded into range. */
export function toInteger(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
    const trimmed = value.trim();
    return trimmed.replace(/^-?0*/, '').length > 16 ? (trimmed.startsWith('-') ? -Infinity : Infinity) : Number(trimmed);
  }
  return value;
}

const TRUE = new Set<unknown>([true, 'true', 'True', '1', 1, 'on', 'yes']);
const FALSE = new Set<unknown>([false, 'false', 'False', '0', 0, 'off', 'no']);

/** DRF's BooleanField reading: the usual spellings of true and false, anything else left to fail. */
export function toBoolean(value: unknown): unknown {
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return value;
}

export interface IntegerFieldOptions extends FieldOptions {
  min: number;
  max: number;
}

/** An integer within bounds (digits in a string accepted, as DRF does). */
export function IntegerField(options: IntegerFieldOptions): PropertyDecorator {
  const m = options.messages ?? {};
  return applyDecorators(
    Transform(({ value }) => toInteger(value)),
    presence(options),
    IsInt({ message: m.type ?? M.integer }),
    Min(options.min, { message: m.min ?? M.minValue(options.min) }),
    Max(options.max, { message: m.max ?? M.maxValue(options.max) }),
    doc(options, { type: 'integer', minimum: options.min, maximum: options.max }),
  );
}

/** A row id: a positive int4. */
export function IdField(options: FieldOptions = {}): PropertyDecorator {
  return IntegerField({ ...options, min: 1, max: INPUT_BOUNDS.int4Max });
}

export interface NumberFieldOptions extends FieldOptions {
  min: number;
  max: number;
  /** Digits after the decimal point (2 for euros). */
  decimals: number;
}

/** A decimal written as text: digits, then a point or a French comma and digits (group 1: the decimals as typed). */
const DECIMAL_TEXT = /^-?\d{1,12}(?:[.,](\d+))?$/;

/**
 * A decimal number (euros), given as a JSON number or a string with a point or a French comma
 * ('10,5' is 10.5, as '10.50'). A string's decimals are counted as typed: '10,500' has three and
 * is refused, never read as 10.50 (nor '1,000' as 1). No thousands separator, no unit.
 */
export function NumberField(options: NumberFieldOptions): PropertyDecorator {
  const m = options.messages ?? {};
  const decimalText = (value: unknown) => (typeof value === 'string' ? DECIMAL_TEXT.exec(value.trim()) : null);
  return applyDecorators(
    Transform(({ value }) => {
      const text = decimalText(value);
      return text && (text[1] ?? '').length <= options.decimals ? Number((value as string).trim().replace(',', '.')) : value;
    }),
    presence(options),
    IsNumber(
      { allowNaN: false, allowInfinity: false, maxDecimalPlaces: options.decimals },
      {
        message: (args: ValidationArguments) =>
          (typeof args.value === 'number' && Number.isFinite(args.value)) || decimalText(args.value) ? M.maxDecimals(options.decimals) : (m.type ?? M.number),
      },
    ),
    Min(options.min, { message: m.min ?? M.minValue(options.min) }),
    Max(options.max, { message: m.max ?? M.maxValue(options.max) }),
    doc(options, { type: 'number', minimum: options.min, maximum: options.max, multipleOf: 1 / 10 ** options.decimals }),
  );
}

export interface TextFieldOptions extends FieldOptions {
  maxLength: number;
  minLength?: number;
  /** '' accepted (optional texts that may be cleared). Default: refused with `required`/blank. */
  allowBlank?: boolean;
  /** Keep surrounding spaces (passwords). Default: trimmed, as DRF's CharField does. */
  raw?: boolean;
  pattern?: RegExp;
  /** Message when the pattern does not match. */
  patternMessage?: string;
  format?: string;
}

/**
 * A string of bounded length. Unlike DRF's CharField, a JSON number (or anything but a string) is
 * refused, never read as its text: `-1` sent for a name is a client's mistake, not a name.
 */
export function TextField(options: TextFieldOptions): PropertyDecorator {
  const m = options.messages ?? {};
  const decorators: PropertyDecorator[] = [
    Transform(({ value }) => (typeof value === 'string' && !options.raw ? value.trim() : value)),
    presence(options),
    IsString({ message: m.type ?? M.text }),
  ];
  if (!options.allowBlank) decorators.push(IsNotEmpty({ message: options.required ? (m.required ?? M.blank) : M.blank }));
  if (options.minLength) decorators.push(MinLength(options.minLength, { message: m.minLength ?? M.minLength(options.minLength) }));
  decorators.push(MaxLength(options.maxLength, { message: m.maxLength ?? M.maxLength(options.maxLength) }));
  if (options.pattern) decorators.push(Matches(options.pattern, { message: options.patternMessage ?? m.type ?? M.text }));
  decorators.push(
    doc(options, {
      type: 'string',
      maxLength: options.maxLength,
      ...(options.minLength ? { minLength: options.minLength } : {}),
      ...(options.pattern ? { pattern: options.pattern.source } : {}),
      ...(options.format ? { format: options.format } : {}),
    }),
  );
  return applyDecorators(...decorators);
}

/** An e-mail address (254 characters at most, RFC 5321). */
export function EmailField(options: FieldOptions = {}): PropertyDecorator {
  const m = options.messages ?? {};
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    presence(options),
    IsString({ message: m.type ?? M.email }),
    IsNotEmpty({ message: m.required ?? M.blank }),
    MaxLength(254, { message: m.maxLength ?? M.maxLength(254) }),
    IsEmail({}, { message: m.type ?? M.email }),
    doc(options, { type: 'string', format: 'email', maxLength: 254 }),
  );
}

/** true or false, with DRF's usual spellings. */
export function BooleanField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => toBoolean(value)),
    presence(options),
    IsBoolean({ message: options.messages?.type ?? M.boolean }),
    doc(options, { type: 'boolean' }),
  );
}

/** One of a fixed list of strings. */
export function ChoiceField(choices: readonly string[], options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    presence(options),
    IsIn(choices as string[], { message: (args: ValidationArguments) => (options.messages?.choice ?? M.choice)(String(args.value)) }),
    doc(options, { type: 'string', enum: [...choices] }),
  );
}

/** One of a fixed list of integers (a status). */
export function IntegerChoiceField(choices: readonly number[], options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => toInteger(value)),
    presence(options),
    IsIn(choices as number[], { message: (args: ValidationArguments) => (options.messages?.choice ?? M.choice)(String(args.value)) }),
    doc(options, { type: 'integer', enum: [...choices] }),
  );
}

/** A UUID (carts are named by one). */
export function UuidField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(presence(options), IsUUID('all', { message: options.messages?.type ?? M.uuid }), doc(options, { type: 'string', format: 'uuid' }));
}

/**
 * The DTO class for the OpenAPI document, lazily: Swagger follows a lazy type only through a
 * function named `type` (an unnamed arrow would leave an empty $ref).
 */
function lazyType(type: () => new () => object): () => new () => object {
  return { type: () => type() }.type;
}

/** A nested object validated by its own DTO. */
export function NestedField(type: () => new () => object, options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    presence(options),
    IsObject({ message: (args: ValidationArguments) => M.object(jsonTypeName(args.value)) }),
    ValidateNested({ message: (args: ValidationArguments) => M.object(jsonTypeName(args.value)) }),
    Type(type),
    doc(options, { type: lazyType(type) }),
  );
}

export interface ListFieldOptions extends FieldOptions {
  maxItems: number;
}

/** A list of objects validated one by one; errors come back per index, as DRF lists them. */
export function NestedListField(type: () => new () => object, options: ListFieldOptions): PropertyDecorator {
  return applyDecorators(
    presence(options),
    IsArray({ message: (args: ValidationArguments) => M.list(jsonTypeName(args.value)) }),
    ArrayMaxSize(options.maxItems, { message: M.maxItems(options.maxItems) }),
    ValidateNested({ each: true, message: (args: ValidationArguments) => M.object(jsonTypeName(args.value)) }),
    Type(type),
    doc(options, { type: lazyType(type), isArray: true, maxItems: options.maxItems }),
  );
}

export interface TextListFieldOptions extends ListFieldOptions {
  maxLength: number;
}

/** A list of short texts. */
export function TextListField(options: TextListFieldOptions): PropertyDecorator {
  return applyDecorators(
    presence(options),
    IsArray({ message: (args: ValidationArguments) => M.list(jsonTypeName(args.value)) }),
    ArrayMaxSize(options.maxItems, { message: M.maxItems(options.maxItems) }),
    IsString({ each: true, message: M.text }),
    MaxLength(options.maxLength, { each: true, message: options.messages?.maxLength ?? M.maxLength(options.maxLength) }),
    doc(options, { type: 'string', isArray: true, maxItems: options.maxItems, maxLength: options.maxLength }),
  );
}

/** A related row named by its id or its slug (`label=3` or `label=exemplaire`). */
export function IdOrSlugField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? toInteger(value) : typeof value === 'string' ? value.trim() : value)),
    presence(options),
    ValidateBy({
      name: 'idOrSlug',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INPUT_BOUNDS.int4Max) ||
          (typeof value === 'string' && value.length >= 1 && value.length <= 200),
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'number'
            ? Number.isInteger(args.value) && args.value > 0
              ? M.maxValue(INPUT_BOUNDS.int4Max)
              : M.minValue(1)
            : typeof args?.value === 'string'
              ? M.maxLength(200)
              : M.integer,
      },
    }),
    doc(options, {
      oneOf: [
        { type: 'integer', minimum: 1, maximum: INPUT_BOUNDS.int4Max },
        { type: 'string', maxLength: 200 },
      ],
    }),
  );
}

/**
 * A related row given by its id or as an object carrying it (`3` or `{id: 3}`): both are seen
 * from SPAs. Read as the id.
 */
export function RelatedIdField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? toInteger((value as { id?: unknown }).id) : toInteger(value))),
    IdField(options),
  );
}

/**
 * A list of short texts given as strings or as objects carrying the text under `key` (`[{text}]`
 * for dedications, `[{code}]` for voucher codes), read as the texts; an item that carries no string
 * (a number, null, an object without the text) is refused like any text that is not one.
 */
export function TextItemsField(key: string, options: TextListFieldOptions): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) =>
      Array.isArray(value)
        ? value.map((item: unknown) => (item !== null && typeof item === 'object' && !Array.isArray(item) && key in item ? (item as Record<string, unknown>)[key] : item))
        : value,
    ),
    TextListField(options),
  );
}
