import { ApiProperty } from '@nestjs/swagger';
import { registerDecorator, ValidationArguments } from 'class-validator';
import { MESSAGES } from '../drf/errors';
import { parseFieldTree, treePaths } from '../drf/field-tree';
import type { ListQuerySpec } from '../drf/list-query';
import { INPUT_BOUNDS } from './bounds';
import { IntegerField, TextField } from './fields';

/** A query parameter given twice (`?limit=1&limit=2`) counts by its last value, as Django reads it. */
export function lastValue(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

const own = (record: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(record, key);

function orderingTerms(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `ordering=-a,b`: every name one of the resource's, looked up as an own property only. */
export function IsOrdering(ordering: Record<string, string>): PropertyDecorator {
  const names = Object.keys(ordering);
  return (target: object, property: string | symbol) =>
    registerDecorator({
      name: 'drfOrdering',
      target: target.constructor,
      propertyName: property as string,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || orderingTerms(value).every((t) => own(ordering, t.replace(/^-/, ''))),
        defaultMessage: (args: ValidationArguments) => {
          const unknown = orderingTerms(String(args.value)).filter((t) => !own(ordering, t.replace(/^-/, '')));
          return unknown.map((t) => MESSAGES.ordering(t, names)).join(' ');
        },
      },
    });
}

/** `expand=a,b.c`: every path one the resource can resolve. */
export function IsExpandable(expandable: readonly string[]): PropertyDecorator {
  const allowed = new Set(expandable);
  const unknownPaths = (value: unknown) => treePaths(parseFieldTree(value) ?? {}).filter((p) => !allowed.has(p));
  return (target: object, property: string | symbol) =>
    registerDecorator({
      name: 'drfExpand',
      target: target.constructor,
      propertyName: property as string,
      validator: {
        validate: (value: unknown) => unknownPaths(value).length === 0,
        defaultMessage: (args: ValidationArguments) =>
          unknownPaths(args.value)
            .map((p) => MESSAGES.expand(p, [...expandable]))
            .join(' '),
      },
    });
}

/** fields=, omit= and expand= of one representation (drf-flex-fields). */
export function shapeQueryDto(expandable: readonly string[] = []) {
  class ShapeQueryDto {
    @TextField({ maxLength: INPUT_BOUNDS.fieldListMax, allowBlank: true, description: 'Champs à garder, séparés par des virgules (chemins pointés).' })
    fields?: string;

    @TextField({ maxLength: INPUT_BOUNDS.fieldListMax, allowBlank: true, description: 'Champs à retirer, séparés par des virgules.' })
    omit?: string;

    @TextField({ maxLength: INPUT_BOUNDS.fieldListMax, allowBlank: true, description: `Relations à développer : ${expandable.join(', ') || 'aucune'}.` })
    @IsExpandable(expandable)
    expand?: string;
  }
  return ShapeQueryDto;
}

/**
 * The DRF list parameters of one resource as a DTO class: limit/offset, ordering among the
 * resource's names, its declared filters, fields/omit/expand. Unknown parameters are ignored.
 */
export function listQueryDto(spec: ListQuerySpec) {
  const maxLimit = spec.maxLimit ?? 100;
  class ListQueryDto extends shapeQueryDto(spec.expandable) {
    @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, messages: { max: MESSAGES.minValue(1) }, description: `Taille de la page (${maxLimit} au plus).` })
    limit?: number;

    @IntegerField({ min: 0, max: INPUT_BOUNDS.offsetMax, description: 'Rang du premier résultat.' })
    offset?: number;

    @TextField({ maxLength: INPUT_BOUNDS.fieldListMax, allowBlank: true, description: `Tri : ${Object.keys(spec.ordering).join(', ')} (préfixe « - » pour décroissant).` })
    @IsOrdering(spec.ordering)
    ordering?: string;
  }
  for (const [name, kind] of Object.entries(spec.filters ?? {})) {
    const decorate = filterDecorator(kind);
    decorate(ListQueryDto.prototype, name);
  }
  Object.defineProperty(ListQueryDto, 'name', { value: `ListQuery_${Object.keys(spec.ordering).join('_') || 'default'}` });
  return ListQueryDto;
}

function filterDecorator(kind: NonNullable<ListQuerySpec['filters']>[string]): PropertyDecorator {
  switch (kind) {
    case 'boolean':
      return (target, key) => {
        // Filters keep the list parser's reading ('bof' gives its message), through class-validator.
        registerDecorator({
          name: 'drfBooleanFilter',
          target: target.constructor,
          propertyName: key as string,
          validator: {
            validate: (v: unknown) => v === undefined || v === '' || ['true', 'True', '1', 'yes', 'on', 'false', 'False', '0', 'no', 'off'].includes(String(lastValue(v)).trim()),
            defaultMessage: (args?: ValidationArguments) => MESSAGES.boolean(String(lastValue(args?.value))),
          },
        });
        ApiProperty({ required: false, type: 'boolean' })(target, key);
      };
    case 'integer':
      return IntegerField({ min: -INPUT_BOUNDS.int4Max, max: INPUT_BOUNDS.int4Max });
    case 'smallint':
      return IntegerField({ min: -32_768, max: 32_767 });
    case 'idOrSlug':
      return (target, key) => {
        registerDecorator({
          name: 'drfIdOrSlug',
          target: target.constructor,
          propertyName: key as string,
          validator: {
            validate: (v: unknown) => {
              const value = String(lastValue(v) ?? '').trim();
              if (/^\d+$/.test(value)) return value.length <= 10 && Number(value) <= INPUT_BOUNDS.int4Max;
              return value.length <= 200;
            },
            defaultMessage: (args?: ValidationArguments) =>
              /^\d+$/.test(String(lastValue(args?.value)).trim()) ? MESSAGES.maxValue(INPUT_BOUNDS.int4Max) : MESSAGES.maxLength(200),
          },
        });
        ApiProperty({
          required: false,
          oneOf: [
            { type: 'integer', minimum: 1, maximum: INPUT_BOUNDS.int4Max },
            { type: 'string', maxLength: 200 },
          ],
        } as never)(target, key);
      };
    case 'string':
      return TextField({ maxLength: INPUT_BOUNDS.searchMax, allowBlank: true });
  }
}
