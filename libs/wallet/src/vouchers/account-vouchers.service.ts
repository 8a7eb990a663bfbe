import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { euros } from '@shop/common';
import { DataSource } from 'typeorm';

/** A voucher on the account page ('Mes cartes cadeaux'). */
export interface AccountVoucher {
  id: number;
  code: string;
  value: string;
  remaining_amount: string;
  expiration_date: string | null;
  created_at: string;
}

/** Why a code cannot be attached to an account. */
export type ClaimRefusal = 'unknown' | 'taken' | 'expired';

interface Row {
  id: number;
  code: string;
  value_cents: number;
  remaining_cents: number;
  expiration_date: string | null;
  created_at: Date;
}

const COLUMNS = `id, code, value_cents, remaining_cents, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date, created_at`;

const present = (r: Row): AccountVoucher => ({
  id: r.id,
  code: r.code,
  value: euros(r.value_cents),
  remaining_amount: euros(r.remaining_cents),
  expiration_date: r.expiration_date,
  created_at: new Date(r.created_at).toISOString(),
});

/** The vouchers of an account: those it bought or was given, and codes typed in to attach them. */
@Injectable()
export class AccountVouchers {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(userId: number, limit: number, offset: number): Promise<{ count: number; results: AccountVoucher[] }> {
    const [{ count }] = await this.db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM vouchers WHERE owner_user_id = $1', [userId]);
    const rows = await this.db.query<Row[]>(`SELECT ${COLUMNS} FROM vouchers WHERE owner_user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
      userId,
      limit,
      offset,
    ]);
    return { count, results: rows.map(present) };
  }

  /**
   * Attaches an unowned, unexpired voucher (valid until its last day, inclusive) to the account, in
   * one conditional update so two accounts typing the same code never both get it. A code the
   * account already holds is answered as attached.
   */
  async claim(userId: number, code: string, today: string): Promise<AccountVoucher | ClaimRefusal> {
    const claimed = await this.db.query<[Row[], number]>(
      `UPDATE vouchers SET owner_user_id = $2, updated_at = now()
        WHERE code = $1 AND owner_user_id IS NULL AND (expiration_date IS NULL OR expiration_date >= $3::date)
        RETURNING ${COLUMNS}`,
      [code, userId, today],
    );
    const rows = claimed[0];
    if (rows.length > 0) return present(rows[0]);
    const [found] = await this.db.query<(Row & { owner_user_id: number | null; expired: boolean })[]>(
      `SELECT ${COLUMNS}, owner_user_id, (expiration_date IS NOT NULL AND expiration_date < $2::date) AS expired FROM vouchers WHERE code = $1`,
      [code, today],
    );
    if (!found) return 'unknown';
    if (found.owner_user_id === userId) return present(found);
    if (found.owner_user_id !== null) return 'taken';
    return found.expired ? 'expired' : 'unknown';
  }
}
