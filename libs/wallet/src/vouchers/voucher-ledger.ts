import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { VoucherHeldByAnother, VoucherNotCovering } from '../domain/voucher-refusals';

const normalise = (code: string) => code.trim().toUpperCase();

/**
 * The account a voucher was claimed into (typed on its vouchers page, or given to it): only that
 * account's carts may use it. A gift card its buyer holds (bought in an order) is the buyer's to give:
 * whoever the buyer hands its code uses it, so it has none; an unclaimed voucher has none either.
 */
const HOLDER = 'CASE WHEN cart_id IS NULL THEN owner_user_id END';

/** What the ledger says of a typed code on a day. */
export interface VoucherLookup {
  /** The ledger's code, or the code as typed (trimmed, in capitals) when it knows none. */
  code: string;
  known: boolean;
  /** Past its expiration date (the day itself still counts). */
  expired: boolean;
  remainingCents: number;
  /** The account it was claimed into, whose carts alone may use it; null: whoever has the code. */
  holderId: number | null;
}

/** A code typed to unlock a reward: usable, or why not ('unlocked': it already unlocked one in a paid order). */
export type VoucherStanding = 'usable' | 'unknown' | 'expired' | 'spent' | 'unlocked';

/** An amount an order takes off a voucher. */
export interface VoucherSpending {
  code: string;
  amountCents: number;
}

/** A voucher as an order's voucher usage shows it. */
export interface VoucherFacts {
  code: string;
  valueCents: number;
  remainingCents: number;
  expirationDate: string | null;
}

/** The vouchers orders use: looked up when typed in, spent when the order is paid. */
@Injectable()
export class VoucherLedger {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** What the ledger says of a typed code on `today`: whether it exists, has expired (after the day), what is left. */
  async typed(code: string, today: string): Promise<VoucherLookup> {
    const [row] = await this.db.query<{ code: string; remaining_cents: number; expired: boolean; holder_id: number | null }[]>(
      `SELECT code, remaining_cents, (expiration_date IS NOT NULL AND expiration_date < $2::date) AS expired, ${HOLDER} AS holder_id
         FROM vouchers WHERE code = $1`,
      [normalise(code), today],
    );
    if (!row) return { code: normalise(code), known: false, expired: false, remainingCents: 0, holderId: null };
    return { code: row.code, known: true, expired: row.expired, remainingCents: row.remaining_cents, holderId: row.holder_id };
  }

  /** The accounts the codes were claimed into, by code (codes anyone may use are left out). */
  async holders(codes: string[]): Promise<Record<string, number>> {
    const wanted = [...new Set(codes.map(normalise))].filter((c) => c !== '');
    if (wanted.length === 0) return {};
    const rows = await this.db.query<{ code: string; holder_id: number }[]>(`SELECT code, ${HOLDER} AS holder_id FROM vouchers WHERE code = ANY($1) AND ${HOLDER} IS NOT NULL`, [
      wanted,
    ]);
    return Object.fromEntries(rows.map((r) => [r.code, r.holder_id]));
  }

  /**
   * What each code is on `today` (unexpired inclusive), for the rewards a voucher unlocks: unknown
   * codes are 'unknown', and a code that already unlocked a reward in a paid order is 'unlocked'.
   */
  async states(codes: string[], today: string): Promise<Record<string, VoucherStanding>> {
    const wanted = [...new Set(codes.map(normalise))].filter((c) => c !== '');
    const states: Record<string, VoucherStanding> = Object.fromEntries(wanted.map((c) => [c, 'unknown' as VoucherStanding]));
    if (wanted.length === 0) return states;
    const rows = await this.db.query<{ code: string; remaining_cents: number; expired: boolean; unlocked: boolean }[]>(
      `SELECT code, remaining_cents, (expiration_date IS NOT NULL AND expiration_date < $2::date) AS expired,
              EXISTS (SELECT 1 FROM reward_voucher_unlocks u WHERE u.voucher_code = v.code) AS unlocked
         FROM vouchers v WHERE code = ANY($1)`,
      [wanted, today],
    );
    for (const r of rows) states[r.code] = r.unlocked ? 'unlocked' : r.expired ? 'expired' : r.remaining_cents <= 0 ? 'spent' : 'usable';
    return states;
  }

  /**
   * Takes the amounts a paid order used off its vouchers, in the paying transaction. A voucher spent
   * elsewhere in the meantime (or expired) throws VoucherNotCovering, one claimed since into another
   * account than the payer's VoucherHeldByAnother: the caller rolls back, so nothing is taken and
   * nothing is paid.
   */
  async spend(tx: EntityManager, usages: VoucherSpending[], today: string, payerId: number | null): Promise<void> {
    for (const usage of usages) {
      const code = normalise(usage.code);
      const updated = await tx.query(
        `UPDATE vouchers SET remaining_cents = remaining_cents - $2, updated_at = now()
          WHERE code = $1 AND remaining_cents >= $2 AND (expiration_date IS NULL OR expiration_date >= $3::date)
            AND (${HOLDER} IS NULL OR ${HOLDER} = $4) RETURNING id`,
        [code, usage.amountCents, today, payerId],
      );
      const rows = Array.isArray(updated[0]) ? updated[0] : updated;
      if (rows.length > 0) continue;
      const [row] = await tx.query<{ holder_id: number | null }[]>(`SELECT ${HOLDER} AS holder_id FROM vouchers WHERE code = $1`, [code]);
      const heldByAnother = row !== undefined && row.holder_id !== null && row.holder_id !== payerId;
      throw heldByAnother ? new VoucherHeldByAnother(usage.code) : new VoucherNotCovering(usage.code);
    }
  }

  /** Vouchers by code, as an expanded voucher usage shows them. */
  async byCodes(codes: string[]): Promise<Map<string, VoucherFacts>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db.query<{ code: string; value_cents: number; remaining_cents: number; expiration_date: string | null }[]>(
      `SELECT code, value_cents, remaining_cents, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date FROM vouchers WHERE code = ANY($1)`,
      [[...new Set(codes.map(normalise))]],
    );
    return new Map(rows.map((r) => [normalise(r.code), { code: r.code, valueCents: r.value_cents, remainingCents: r.remaining_cents, expirationDate: r.expiration_date }]));
  }
}
