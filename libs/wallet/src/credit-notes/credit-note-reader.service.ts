import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Cents } from '@shop/common';
import { DataSource } from 'typeorm';

/**
 * A credit note (avoir) as it is kept: what it is worth, what is left of it, and the document the
 * issuer drew up (the wallet keeps it as given; its shape is the issuer's).
 */
export interface CreditNoteRow {
  id: string;
  number: string;
  cart_id: string;
  owner_id: number | null;
  issued_on: string;
  amount_cents: number;
  remaining_cents: number;
  reason: string;
  document: unknown;
}

const COLUMNS = `id, number, cart_id, owner_id, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, amount_cents, remaining_cents, reason, document`;

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
    const rows = await this.db.query<CreditNoteRow[]>(`SELECT ${COLUMNS} FROM credit_notes WHERE owner_id = $1 ORDER BY created_at DESC, number DESC LIMIT $2 OFFSET $3`, [
      userId,
      limit,
      offset,
    ]);
    return { count, rows };
  }

  async byId(id: string): Promise<CreditNoteRow | null> {
    const [row] = await this.db.query<CreditNoteRow[]>(`SELECT ${COLUMNS} FROM credit_notes WHERE id = $1`, [id]);
    return row ?? null;
  }
}
