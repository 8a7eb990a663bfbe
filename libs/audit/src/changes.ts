/** One field's change in an audit entry. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

export type AuditChanges = Record<string, FieldChange>;

/** Deep equality of JSON values (what a staff form edits: texts, numbers, booleans, null, lists). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `{field: {from, to}}` between two snapshots of the fields a form edits, unchanged fields left out.
 * Fields only in `after` come from null (a creation: `changedFields({}, record)`); `undefined` counts as null.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of Object.keys(after)) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (!sameJson(from, to)) changes[field] = { from, to };
  }
  return changes;
}
