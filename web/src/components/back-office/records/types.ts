/** Shared types of the back office's record pages (docs/back-office.md). */

/** The kind of record an audit entry is about: `author`, `book`, `campaign`… as the API names it. */
export type AuditEntity = string;

/** One entry of a record's audit trail (`GET api/staff/audit/`). */
export interface AuditEntry {
  id: number | string;
  at: string;
  actor: { id: number; email: string } | null;
  action: 'created' | 'updated' | string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** The 409 of an edit: another editor saved first; `current` is the record as it now is. */
export interface ConflictBody<T> {
  detail: string;
  current: T;
}
