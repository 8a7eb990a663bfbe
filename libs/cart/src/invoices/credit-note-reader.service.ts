import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Cents, euros } from '@shop/common';
import { DataSource } from 'typeorm';
import type { CreditNoteDocument } from './invoice-document';

/** A credit note row as the queries select it. */
export interface CreditNoteRow {
  id: string;
  number: string;
  cart_id: string;
  owner_id: number | null;
  issued_on: string;
  amount_cents: number;
  remaining_cents: number;
  reason: string;
  reference: string;
  document: CreditNoteDocument;
}

const COLUMNS = `n.id, n.number, n.cart_id, n.owner_id, to_char(n.issued_on, 'YYYY-MM-DD') AS issued_on, n.amount_cents, n.remaining_cents,
  n.reason, c.reference, n.document`;

/** A credit note as the API shows it. */
export function serializeCreditNote(n: CreditNoteRow) {
  return {
    id: n.id,
    number: n.number,
    date: n.issued_on,
    amount: euros(n.amount_cents),
    remaining_amount: euros(n.remaining_cents),
    reason: n.reason,
    cart: n.cart_id,
    reference: n.reference,
    pdf: `/api/credit-notes/${n.id}/pdf/`,
  };
}

/** What may be read of credit notes, by their owners and by other modules (the profile's total). */
@Injectable()
export class CreditNoteReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** What is left to use on the user's credit notes, in cents. */
  async totalUsableCents(userId: number): Promise<Cents> {
    const [row] = await this.db.query<{ total: number }[]>('SELECT coalesce(sum(remaining_cents), 0)::int AS total FROM credit_notes WHERE owner_id = $1', [userId]);
    return row.total;
  }

  /** One page of the user's credit notes, newest first. */
  async page(userId: number, limit: number, offset: number): Promise<{ count: number; rows: CreditNoteRow[] }> {
    const [{ count }] = await this.db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM credit_notes WHERE owner_id = $1', [userId]);
    const rows = await this.db.query<CreditNoteRow[]>(
      `SELECT ${COLUMNS} FROM credit_notes n JOIN carts c ON c.id = n.cart_id WHERE n.owner_id = $1
        ORDER BY n.created_at DESC, n.number DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
    return { count, rows };
  }

  async byId(id: string): Promise<CreditNoteRow | null> {
    const [row] = await this.db.query<CreditNoteRow[]>(`SELECT ${COLUMNS} FROM credit_notes n JOIN carts c ON c.id = n.cart_id WHERE n.id = $1`, [id]);
    return row ?? null;
  }
}
