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

/** A record as a picker offers it: its id and the name staff know it by (a book's or campaign's title). */
export interface RecordChoice {
  id: number;
  name: string;
}

/** What every staff record carries: its id, its version for the next change, its last change. */
export interface StaffRecord {
  id: number;
  version: number;
  updated_at: string;
}

/** A VAT rate as the API writes it: books at 5.5 %, the rest at 20 %. */
export type VatRate = '5.5' | '20';

/** What a thing for sale (a goodie, a reward) shares: its price, its presentation, who may take it. */
export interface StaffSaleItem extends StaffRecord {
  slug: string;
  name: string;
  /** Euros incl. VAT, "18.00". */
  price: string;
  vat_rate: VatRate;
  /** Sanitised HTML, and its plain-text twin. */
  description: string;
  description_text: string;
  bookseller_only: boolean;
  locked_by_voucher: boolean;
}
