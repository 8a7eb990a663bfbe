import fc from 'fast-check';

/** The parts of an OpenAPI 3 schema the shop's document uses. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
}

export type Components = Record<string, Schema>;

const INT4 = 2_147_483_647;

/**
 * Any code point but the surrogates (lone ones are among the constants below). fast-check's own
 * `unit: 'binary'` draws the same characters, but builds a reverse map of all 1.1 million code
 * points (for shrinking) when first used: seconds of every run, before a single request.
 */
const ANY_CODE_POINT = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code));

let hostileValues: fc.Arbitrary<unknown> | undefined;

/**
 * Values no well-behaved client sends: type confusion, edges and past-edge numbers, NUL, surrogates, huge and deep values.
 * Built once and shared (an arbitrary is immutable): a body asks for it once per field, and building it each time cost
 * the hostile phase seconds before it sent a request.
 */
export function hostileValue(): fc.Arbitrary<unknown> {
  hostileValues ??= buildHostileValue();
  return hostileValues;
}

function buildHostileValue(): fc.Arbitrary<unknown> {
  let deep: unknown = 'fond';
  for (let i = 0; i < 40; i++) deep = i % 2 ? [deep] : { a: deep };
  return fc.oneof(
    fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0.001,
      INT4,
      INT4 + 1,
      -INT4 - 1,
      2 ** 53 + 1,
      1e308,
      -1e308,
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00',
      '99999999999999999999',
      '2147483648',
      '-1',
      '1e400',
      'constructor',
      '__proto__',
      'toString',
      'NaN',
      'Infinity',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      [],
      {},
      [null],
      [[[]]],
      { id: INT4 + 1 },
      { __proto__: { polluted: true } },
      { constructor: { prototype: {} } },
    ),
    fc.constant('x'.repeat(100_000)),
    fc.constant(deep),
    fc.string({ unit: ANY_CODE_POINT, maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
  );
}

/** Resolves `$ref` and the combinators down to one schema to draw from. */
function resolve(schema: Schema, components: Components): Schema {
  if (schema.$ref) return resolve(components[schema.$ref.replace('#/components/schemas/', '')] ?? {}, components);
  if (schema.allOf && schema.allOf.length > 0) return resolve(schema.allOf[0], components);
  return schema;
}

/** Valid values drawn from a schema (bounded sizes: valid values, not big ones). */
export function validValue(schema: Schema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((a) => validValue(a, components, depth + 1)));
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -INT4, -INT4), max: Math.min(s.maximum ?? INT4, INT4) });
    case 'number':
      return fc
        .double({ min: Math.max(s.minimum ?? -1e6, -1e6), max: Math.min(s.maximum ?? 1e6, 1e6), noNaN: true, noDefaultInfinity: true })
        .map((n) => Math.round(n * 100) / 100);
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'uuid') return fc.uuid();
      return fc.string({ minLength: Math.min(s.minLength ?? 0, 20), maxLength: Math.min(s.maxLength ?? 40, 40) });
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(validValue(s.items ?? {}, components, depth + 1), { maxLength: Math.min(s.maxItems ?? 3, 3) });
    case 'object':
    default: {
      if (!s.properties || depth > 4) return s.type === 'object' ? fc.constant({}) : fc.oneof(fc.string({ maxLength: 10 }), fc.integer({ min: 1, max: 50 }));
      const entries = Object.entries(s.properties).map(([name, sub]) => [name, validValue(sub, components, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries), { requiredKeys: (s.required ?? []).filter((k) => k in s.properties!) });
    }
  }
}

/**
 * An input for a schema: mostly valid, with hostile values in some fields, required fields left
 * out, extra fields added, or a wholly hostile value in place of the object.
 */
export function fuzzedValue(schema: Schema, components: Components): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if (!s.properties) return fc.oneof(validValue(s, components), hostileValue());
  const fields = Object.entries(s.properties).map(
    ([name, sub]) => [name, fc.option(fc.oneof({ weight: 2, arbitrary: validValue(sub, components) }, { weight: 3, arbitrary: hostileValue() }), { nil: undefined })] as const,
  );
  const mixed = fc
    .tuple(fc.record(Object.fromEntries(fields)), fc.dictionary(fc.string({ maxLength: 12 }), hostileValue(), { maxKeys: 2 }))
    .map(([known, extra]) => Object.fromEntries(Object.entries({ ...extra, ...known }).filter(([, v]) => v !== undefined)));
  return fc.oneof({ weight: 1, arbitrary: validValue(s, components) }, { weight: 4, arbitrary: mixed }, { weight: 1, arbitrary: hostileValue() });
}

/** A query-string or path value: valid values and hostile ones, as text. */
export function fuzzedText(schema: Schema | undefined, components: Components, known: string[] = []): fc.Arbitrary<string> {
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const arbitraries: fc.Arbitrary<string>[] = [validValue(schema ?? { type: 'string' }, components).map(asText), hostileValue().map(asText)];
  if (known.length > 0) arbitraries.push(fc.constantFrom(...known));
  return fc.oneof(...arbitraries);
}
