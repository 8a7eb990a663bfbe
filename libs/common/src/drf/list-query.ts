import { FieldErrorCollector, MESSAGES } from './errors';
import { FieldTree, parseFieldTree, treePaths } from './field-tree';

/** How a query-string filter is read. `idOrSlug` takes a numeric id or a slug; `smallint` fits PostgreSQL's smallint. */
export type FilterKind = 'boolean' | 'integer' | 'smallint' | 'string' | 'idOrSlug';

/** What a list endpoint accepts, declared once per resource. */
export interface ListQuerySpec {
  /** Public ordering names (as the SPA sends them) mapped to the column or expression to sort by. */
  ordering: Record<string, string>;
  /** Ordering applied when none is asked for. */
  defaultOrdering: string[];
  /** Dotted expand paths the resource can resolve. */
  expandable?: string[];
  filters?: Record<string, FilterKind>;
  defaultLimit?: number;
  maxLimit?: number;
}

export interface OrderingTerm {
  field: string;
  column: string;
  direction: 'ASC' | 'DESC';
}

/** Options every detail and list endpoint reads: sparse fieldsets and expansions. */
export interface ShapeQuery {
  fields: FieldTree | null;
  omit: FieldTree | null;
  expand: FieldTree;
}

export interface ListQuery extends ShapeQuery {
  limit: number;
  offset: number;
  ordering: OrderingTerm[];
  filters: Record<string, boolean | number | string>;
}

export type RawQuery = Record<string, unknown>;

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** PostgreSQL's int4: ids, offsets and integer filters past it name no row. */
const INT4_MAX = 2_147_483_647;

function single(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : undefined;
}

function readInteger(errors: FieldErrorCollector, name: string, raw: unknown, min: number, max = INT4_MAX): number | undefined {
  const value = single(raw);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) {
    errors.add(name, MESSAGES.integer);
    return undefined;
  }
  const n = Number(value);
  if (n < min) {
    errors.add(name, MESSAGES.minValue(min));
    return undefined;
  }
  if (n > max) {
    errors.add(name, MESSAGES.maxValue(max));
    return undefined;
  }
  return n;
}

const hasOwn = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

const TRUE = new Set(['true', 'True', '1', 'yes', 'on']);
const FALSE = new Set(['false', 'False', '0', 'no', 'off']);

function readFilter(errors: FieldErrorCollector, name: string, kind: FilterKind, raw: unknown) {
  const value = single(raw);
  if (value === undefined || value === '') return undefined;
  switch (kind) {
    case 'boolean':
      if (TRUE.has(value)) return true;
      if (FALSE.has(value)) return false;
      errors.add(name, MESSAGES.boolean(value));
      return undefined;
    case 'integer':
      return readInteger(errors, name, value, -INT4_MAX);
    case 'smallint':
      // A smallint column (statuses): PostgreSQL refuses a parameter past it.
      return readInteger(errors, name, value, -32_768, 32_767);
    case 'idOrSlug':
      return /^\d+$/.test(value) ? readInteger(errors, name, value, 0) : value;
    case 'string':
      return value;
  }
}

/** Reads fields=, omit= and expand=, refusing an expansion the resource does not offer. */
export function parseShapeQuery(raw: RawQuery, expandable: string[] = [], errors = new FieldErrorCollector()): ShapeQuery {
  const expand = parseFieldTree(raw.expand) ?? {};
  const allowed = new Set(expandable);
  for (const path of treePaths(expand)) {
    if (!allowed.has(path)) errors.add('expand', MESSAGES.expand(path, expandable));
  }
  errors.throwIfAny();
  return { fields: parseFieldTree(raw.fields), omit: parseFieldTree(raw.omit), expand };
}

/**
 * Reads a list request the Django REST Framework way: limit/offset, ordering with '-', declared
 * filters, fields/omit/expand. Unknown parameters are ignored; bad values give a 400 in French.
 */
export function parseListQuery(raw: RawQuery, spec: ListQuerySpec): ListQuery {
  const errors = new FieldErrorCollector();
  // A limit above the maximum is capped, not refused (DRF's LimitOffsetPagination).
  const limit = Math.min(readInteger(errors, 'limit', raw.limit, 1, Number.MAX_SAFE_INTEGER) ?? spec.defaultLimit ?? DEFAULT_LIMIT, spec.maxLimit ?? MAX_LIMIT);
  const offset = readInteger(errors, 'offset', raw.offset, 0) ?? 0;

  const orderingNames = Object.keys(spec.ordering);
  const requested = (single(raw.ordering) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ordering: OrderingTerm[] = [];
  for (const term of requested.length ? requested : spec.defaultOrdering) {
    const field = term.replace(/^-/, '');
    // Own names only: `constructor` or `__proto__` must not find Object.prototype's.
    const column = hasOwn(spec.ordering, field) ? spec.ordering[field] : undefined;
    if (!column) errors.add('ordering', MESSAGES.ordering(term, orderingNames));
    else ordering.push({ field, column, direction: term.startsWith('-') ? 'DESC' : 'ASC' });
  }

  const filters: ListQuery['filters'] = {};
  for (const [name, kind] of Object.entries(spec.filters ?? {})) {
    const value = readFilter(errors, name, kind, raw[name]);
    if (value !== undefined) filters[name] = value;
  }

  errors.throwIfAny();
  const shape = parseShapeQuery(raw, spec.expandable, errors);
  return { ...shape, limit, offset, ordering, filters };
}
