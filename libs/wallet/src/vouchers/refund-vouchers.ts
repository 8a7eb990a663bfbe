import type { EntityManager } from 'typeorm';
import { newVoucherCode } from './gift-cards';

/** A refund staff chose to give as a voucher: to whom, how much, who gave it and why. */
export interface RefundVoucherRequest {
  ownerId: number;
  ownerEmail: string;
  valueCents: number;
  /** The staff member who refunded. */
  issuedBy: number;
  /** Staff's note on the voucher: the order and its credit note. */
  note: string;
  /** The refund's day (YYYY-MM-DD, Paris): the voucher is valid one year from it. */
  issuedOn: string;
}

export interface RefundVoucher {
  code: string;
  valueCents: number;
  expirationDate: string;
}

/**
 * A voucher worth a refund, in the refund's transaction: claimed into the customer's account (only
 * that account's carts may use it), remembered by their email, valid one year. Not tied to the
 * order (`cart_id` names the order that bought a gift card).
 */
export async function issueRefundVoucher(tx: EntityManager, request: RefundVoucherRequest): Promise<RefundVoucher> {
  for (;;) {
    // A code already taken (one chance in billions) is drawn again.
    const rows = await tx.query<{ code: string; expiration_date: string }[]>(
      `INSERT INTO vouchers (code, value_cents, remaining_cents, expiration_date, owner_user_id, purchaser_email, issued_by, note)
       VALUES ($1, $2, $2, ($3::date + interval '1 year')::date, $4, $5, $6, $7)
       ON CONFLICT (code) DO NOTHING RETURNING code, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date`,
      [newVoucherCode(), request.valueCents, request.issuedOn, request.ownerId, request.ownerEmail, request.issuedBy, request.note],
    );
    if (rows.length > 0) return { code: rows[0].code, valueCents: request.valueCents, expirationDate: rows[0].expiration_date };
  }
}
