import { ArgumentMetadata, Injectable, ValidationError, ValidationPipe } from '@nestjs/common';
import { DrfValidationError, FieldErrors } from '../drf/errors';
import { INPUT_MESSAGES as M } from './messages';
import { cacheValidationMetadata } from './metadata-cache';

/** DRF's error body: messages per field, a nested body per nested object, a list per nested list. */
export type DrfErrorBody = { [field: string]: string[] | DrfErrorBody | DrfErrorBody[] };

function messagesOf(error: ValidationError): string[] {
  return Object.values(error.constraints ?? {});
}

/** A list's errors as DRF gives them: one entry per item, `{}` for the valid ones. */
function listErrors(error: ValidationError): DrfErrorBody[] {
  const length = Array.isArray(error.value) ? error.value.length : 0;
  const items: DrfErrorBody[] = Array.from({ length }, () => ({}));
  for (const child of error.children ?? []) {
    const index = Number(child.property);
    if (!Number.isInteger(index) || index < 0 || index >= length) continue;
    const own = messagesOf(child);
    items[index] = own.length > 0 ? { non_field_errors: own } : toDrfErrors(child.children ?? []);
  }
  return items;
}

/** class-validator's errors in DRF's shape (`{field: [messages]}`, nested objects and lists too). */
export function toDrfErrors(errors: ValidationError[]): DrfErrorBody {
  const body: DrfErrorBody = {};
  for (const error of errors) {
    const own = messagesOf(error);
    if (own.length > 0) body[error.property] = own;
    else if (error.children && error.children.length > 0) {
      body[error.property] = Array.isArray(error.value) ? listErrors(error) : toDrfErrors(error.children);
    }
  }
  return body;
}

/**
 * The shop's one input boundary: every `@Body()`, `@Query()` and `@Param()` typed with a DTO class
 * is turned into that class (its transforms read DRF's spellings), stripped of unknown fields
 * (DRF ignores them) and validated; failures answer 400 in DRF's shape with French messages.
 * A body that is not a JSON object is refused before any field is read.
 */
@Injectable()
export class DrfValidationPipe extends ValidationPipe {
  constructor() {
    cacheValidationMetadata();
    super({
      whitelist: true,
      forbidNonWhitelisted: false,
      transform: true,
      stopAtFirstError: true,
      forbidUnknownValues: false,
      validationError: { target: false, value: true },
      transformOptions: { enableImplicitConversion: false, exposeDefaultValues: true },
      exceptionFactory: (errors) => new DrfValidationError(toDrfErrors(errors) as unknown as FieldErrors),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const validates = metadata.metatype !== undefined && this.toValidate(metadata);
    if (validates && (metadata.type === 'body' || metadata.type === 'query')) {
      if (value === undefined || value === null || value === '') value = {};
      else if (typeof value !== 'object' || Array.isArray(value)) throw DrfValidationError.single('non_field_errors', M.bodyNotObject);
    }
    if (validates && metadata.type === 'query') {
      // A parameter given twice counts by its last value, as Django's QueryDict reads it.
      value = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, Array.isArray(v) ? v[v.length - 1] : v]));
    }
    // Only DTO classes go through class-validator; a plain `string` parameter is left as routed.
    if (!validates) return value;
    return super.transform(value, metadata);
  }
}

const SHARED_PIPE = new DrfValidationPipe();

/**
 * Validates a plain value through a DTO class outside a route parameter (a multipart form's fields,
 * a form-encoded notification, tests): the same pipe, the same 400s.
 */
export async function readInput<T extends object>(metatype: new () => T, plain: unknown, type: 'body' | 'query' = 'body'): Promise<T> {
  return (await SHARED_PIPE.transform(plain, { type, metatype })) as T;
}
