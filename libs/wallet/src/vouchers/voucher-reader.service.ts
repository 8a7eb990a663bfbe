import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Cents } from '@shop/common';
import { DataSource } from 'typeorm';

/** A voucher as the accounts see it. Dates are YYYY-MM-DD (the shop's calendar day, Paris time). */
export interface VoucherSummary {
  code: string;
  valueCents: Cents;
  remainingCents: Cents;
  expirationDate: string | null;
}

/** Still usable on `today`: no expiry date, or an expiry date today or later (inclusive). */
const UNEXPIRED = '(v.expiration_date IS NULL OR v.expiration_date >= $2::date)';

/** What the accounts read of the vouchers (through AccountHoldings): totals and codes by buyer. */
@Injectable()
export class VoucherReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Sum of what is left on the user's unexpired vouchers, in cents. */
  async totalUsableCents(userId: number, today: string): Promise<Cents> {
    const [row] = await this.db.query<{ total: number }[]>(`SELECT coalesce(sum(v.remaining_cents), 0)::int AS total FROM vouchers v WHERE v.owner_user_id = $1 AND ${UNEXPIRED}`, [
      userId,
      today,
    ]);
    return row.total;
  }

  /**
   * Unexpired vouchers with something left, bought by `email` (or owned by `ownerUserId`, the
   * account of that email when there is one): what a customer who lost the codes gets by mail.
   */
  async findForEmail(email: string, today: string, ownerUserId: number | null = null): Promise<VoucherSummary[]> {
    const rows = await this.db.query<{ code: string; value_cents: number; remaining_cents: number; expiration_date: string | null }[]>(
      `SELECT v.code, v.value_cents, v.remaining_cents, to_char(v.expiration_date, 'YYYY-MM-DD') AS expiration_date
         FROM vouchers v
        WHERE (lower(v.purchaser_email) = lower($1) OR v.owner_user_id = $3)
          AND v.remaining_cents > 0 AND ${UNEXPIRED}
        ORDER BY v.expiration_date NULLS LAST, v.id`,
      [email, today, ownerUserId],
    );
    return rows.map((r) => ({ code: r.code, valueCents: r.value_cents, remainingCents: r.remaining_cents, expirationDate: r.expiration_date }));
  }
}
