/**
 * A tree of dotted paths: `a,b.c` becomes `{a: {}, b: {c: {}}}`.
 * Used for `fields=`, `omit=` and `expand=`, as drf-flex-fields reads them.
 */
export type FieldTree = { [name: string]: FieldTree };

export function parseFieldTree(raw: unknown): FieldTree | null {
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
  const paths = values
    .flatMap((v) => v.split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  if (paths.length === 0) return null;
  const tree: FieldTree = {};
  for (const path of paths) {
    let node = tree;
    for (const part of path.split('.').filter(Boolean)) {
      // An own property even for `__proto__`: a client's name never reaches Object.prototype.
      if (!Object.prototype.hasOwnProperty.call(node, part)) Object.defineProperty(node, part, { value: {}, enumerable: true, writable: true, configurable: true });
      node = node[part];
    }
  }
  return tree;
}

/** Every dotted path of a tree, parents included: `{b: {c: {}}}` gives `b`, `b.c`. */
export function treePaths(tree: FieldTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, sub]) => [prefix + name, ...treePaths(sub, `${prefix}${name}.`)]);
}

/** True when the tree names this field (e.g. `expand.news`). */
export function has(tree: FieldTree | null | undefined, name: string): boolean {
  return !!tree && Object.prototype.hasOwnProperty.call(tree, name);
}

/** Subtree for a field, empty when absent. */
export function sub(tree: FieldTree | null | undefined, name: string): FieldTree {
  return (tree && has(tree, name) ? tree[name] : {}) as FieldTree;
}

type Json = unknown;

/**
 * Keeps only the fields named (sparse fieldsets) and drops the omitted ones, level by level.
 * A field named without children keeps its whole value.
 */
export function selectFields(value: Json, fields: FieldTree | null, omit: FieldTree | null): Json {
  if (Array.isArray(value)) return value.map((v) => selectFields(v, fields, omit));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value as Record<string, Json>)) {
    if (fields && !has(fields, key)) continue;
    const omitSub = omit && has(omit, key) ? omit[key] : null;
    if (omitSub && Object.keys(omitSub).length === 0) continue;
    const fieldsSub = fields && Object.keys(fields[key]).length > 0 ? fields[key] : null;
    out[key] = fieldsSub || omitSub ? selectFields(child, fieldsSub, omitSub) : child;
  }
  return out;
}
