import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { ServedApi } from './api-client';

/**
 * Checks real answers against the OpenAPI document the API serves (`GET /api/schema/`), strictly:
 * a key the schema does not document, a documented key missing (when required) or of another type,
 * a status or a JSON body the operation does not document are all violations.
 *
 * The document is cloned and its schemas made strict before Ajv sees them:
 * - every object schema that lists `properties` gets `additionalProperties: false` (unless it says
 *   otherwise: a free-form object writes `additionalProperties: true` or lists no properties);
 * - `allOf` is flattened into one object schema (properties of the later branches win, `required`
 *   is the union), so a strict branch never refuses its sibling's keys (DRF's page envelope typed by
 *   `ApiPageOf`, a nullable reference);
 * - `nullable: true` admits null for the whole schema, whatever it holds (a type, a reference, a
 *   `oneOf`), as OpenAPI 3.0 means it for a nullable reference.
 * Formats date, date-time, uuid, uri and uri-reference are checked.
 */
export type ConformanceCheck = (method: string, path: string, status: number, body: unknown) => string[];

type Schema = Record<string, any>;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUri(value: string, absolute: boolean): boolean {
  if (/\s/.test(value)) return false;
  try {
    if (absolute) return /^[a-z][a-z0-9+.-]*:/i.test(value) && !!new URL(value);
    new URL(value, 'http://base.invalid/');
    return true;
  } catch {
    return false;
  }
}

const SUBSCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf'] as const;

/** The strict copy of the document (see above); `components.schemas` are made strict in place of the copy. */
function strictDocument(document: Schema): Schema {
  const doc: Schema = structuredClone(document);
  const components: Record<string, Schema> = doc.components?.schemas ?? {};
  const done = new Set<string>();

  const target = (ref: string): Schema => {
    const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
    if (!match) throw new Error(`Référence non prise en charge : ${ref}`);
    const name = decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!components[name]) throw new Error(`Schéma absent du document : ${name}`);
    if (!done.has(name)) {
      done.add(name);
      components[name] = strict(components[name]);
    }
    return components[name];
  };

  const flattenAllOf = (schema: Schema): Schema => {
    const { allOf, ...rest } = schema;
    const merged: Schema = { ...rest };
    for (const branch of allOf as Schema[]) {
      const part = branch.$ref ? target(branch.$ref) : strict(branch);
      // A strict branch that is itself nullable: its non-null part (nullability is the outer schema's).
      const plain = part.anyOf?.length === 2 && part.anyOf[0]?.type === 'null' && part['x-nullable'] ? part.anyOf[1] : part;
      if (plain.allOf) throw new Error('allOf imbriqué non pris en charge');
      for (const [key, value] of Object.entries(plain)) {
        if (key === 'properties') merged.properties = { ...merged.properties, ...(value as Schema) };
        else if (key === 'required') merged.required = [...new Set([...(merged.required ?? []), ...(value as string[])])];
        else if (key === 'additionalProperties' || key === 'x-nullable') continue;
        else if (!(key in merged)) merged[key] = value;
      }
    }
    return merged;
  };

  function strict(input: Schema): Schema {
    if (!input || typeof input !== 'object' || input.$ref) return input;
    let schema: Schema = { ...input };
    if (schema.properties) schema.properties = Object.fromEntries(Object.entries(schema.properties as Schema).map(([k, v]) => [k, strict(v as Schema)]));
    if (schema.items) schema.items = strict(schema.items);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') schema.additionalProperties = strict(schema.additionalProperties);
    if (schema.not) schema.not = strict(schema.not);
    for (const list of SUBSCHEMA_LISTS) if (Array.isArray(schema[list]) && list !== 'allOf') schema[list] = schema[list].map(strict);
    if (Array.isArray(schema.allOf)) schema = flattenAllOf(schema);
    if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
    if (schema.nullable === true) {
      const { nullable: _nullable, ...rest } = schema;
      return { anyOf: [{ type: 'null' }, rest], 'x-nullable': true };
    }
    return schema;
  }

  for (const name of Object.keys(components)) target(`#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Schema>)) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      for (const response of Object.values(operation.responses as Record<string, Schema>)) {
        for (const media of Object.values((response.content ?? {}) as Record<string, Schema>)) {
          if (media.schema) media.schema = strict(media.schema);
        }
      }
    }
  }
  return doc;
}

/** JSON pointer segment, written for a URI fragment. */
const segment = (s: string) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'));

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath || '(racine)';
    if (e.keyword === 'additionalProperties') return `${where}: clé non documentée « ${(e.params as { additionalProperty: string }).additionalProperty} »`;
    return `${where}: ${e.message ?? e.keyword} (${e.schemaPath})`;
  });
}

/** Fetches the OpenAPI document the running API serves (`GET /api/schema/`). */
export async function servedDocument(api: ServedApi): Promise<Schema> {
  const res = await api.get('/api/schema/');
  if (res.status !== 200 || typeof res.body !== 'object') throw new Error(`GET /api/schema/ a répondu ${res.status}`);
  return res.body as Schema;
}

/**
 * Fetches `/api/schema/` from the running API and answers a checker: `check(method, path, status,
 * body)` (path as the document writes it, e.g. '/api/carts/{id}') lists the violations of a JSON
 * body against the documented `application/json` schema of that operation and status ([] when it
 * conforms).
 */
export async function conformance(api: ServedApi): Promise<ConformanceCheck> {
  return conformanceOf(await servedDocument(api));
}

/** The checker of `conformance`, for a document already fetched. */
export function conformanceOf(document: Schema): ConformanceCheck {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('date', DATE);
  ajv.addFormat('date-time', DATE_TIME);
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('uri', (v: string) => isUri(v, true));
  ajv.addFormat('uri-reference', (v: string) => isUri(v, false));
  for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password', 'email']) ajv.addFormat(format, true);
  ajv.addSchema({ ...strictDocument(document), $id: 'doc' });
  const validators = new Map<string, ValidateFunction>();

  return (method, path, status, body) => {
    const verb = method.toLowerCase();
    const operation = document.paths?.[path]?.[verb];
    if (!operation) return [`${method.toUpperCase()} ${path} : opération absente du document`];
    const response = operation.responses?.[String(status)];
    if (!response) return [`${method.toUpperCase()} ${path} : réponse ${status} non documentée`];
    if (!response.content?.['application/json']?.schema) return [`${method.toUpperCase()} ${path} ${status} : pas de schéma application/json documenté`];
    const pointer = ['paths', path, verb, 'responses', String(status), 'content', 'application/json', 'schema'].map(segment).join('/');
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `doc#/${pointer}` });
      validators.set(pointer, validate);
    }
    return validate(body) ? [] : describe(validate.errors).map((e) => `${method.toUpperCase()} ${path} ${status} ${e}`);
  };
}

/** The `$ref`s of the document that name no schema of `components.schemas` (each once). */
export function danglingRefs(document: Schema): string[] {
  const names = new Set(Object.keys(document.components?.schemas ?? {}));
  const dangling = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key !== '$ref' || typeof inner !== 'string') walk(inner);
        else {
          const match = /^#\/components\/schemas\/(.+)$/.exec(inner);
          if (!match || !names.has(decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~'))) dangling.add(inner);
        }
      }
    }
  };
  walk(document);
  return [...dangling];
}
