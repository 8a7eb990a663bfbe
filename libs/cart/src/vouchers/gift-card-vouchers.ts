import { euros, type EmailJob } from '@shop/common';
import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { CartState, GiftNote } from '../domain/cart.types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 8 capitals and digits from the system's CSPRNG: about 2.8e12 codes, too many to guess under the rate limit. */
export function newVoucherCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export interface IssuedVoucher {
  code: string;
  valueCents: number;
  expirationDate: string;
  /** The recipient and message of a card bought as a gift: every unit of its line carries them. */
  gift: GiftNote | null;
}

/**
 * One voucher per gift card unit of a paid cart, in the paying transaction: worth the card's price,
 * valid one year from the payment day, owned by the buyer and remembered by the buyer's email (so
 * lost codes can be mailed again). A cart that already has its vouchers gets no more.
 */
export async function issueGiftCardVouchers(tx: EntityManager, state: CartState, paidOn: string, buyerEmail: string | null): Promise<IssuedVoucher[]> {
  const units = state.lines
    .filter((l) => l.product.kind === 'giftcard')
    .flatMap((l) => Array.from({ length: l.quantity }, () => ({ valueCents: l.product.unitPriceCents, gift: l.gift ?? null })));
  if (units.length === 0) return [];
  const [already] = await tx.query<{ n: number }[]>('SELECT count(*)::int AS n FROM vouchers WHERE cart_id = $1', [state.cartId]);
  if (already.n > 0) return [];
  const issued: IssuedVoucher[] = [];
  for (const { valueCents, gift } of units) {
    for (;;) {
      // A code already taken (one chance in billions) is drawn again.
      const rows = await tx.query<{ code: string; expiration_date: string }[]>(
        `INSERT INTO vouchers (code, value_cents, remaining_cents, expiration_date, owner_user_id, purchaser_email, cart_id)
         VALUES ($1, $2, $2, ($3::date + interval '1 year')::date, $4, $5, $6)
         ON CONFLICT (code) DO NOTHING RETURNING code, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date`,
        [newVoucherCode(), valueCents, paidOn, state.ownerId, buyerEmail, state.cartId],
      );
      if (rows.length === 0) continue;
      issued.push({ code: rows[0].code, valueCents, expirationDate: rows[0].expiration_date, gift });
      break;
    }
  }
  return issued;
}

/** The mail carrying the codes of the gift cards an order bought, with the recipient and message of those offered. */
export function voucherPurchasedMail(state: CartState, to: string, vouchers: IssuedVoucher[]): EmailJob {
  return {
    type: 'voucher-purchased',
    to,
    labelId: state.labelId,
    cartId: state.cartId,
    reference: state.reference,
    vouchers: vouchers.map((v) => ({
      code: v.code,
      value: euros(v.valueCents),
      expiresOn: v.expirationDate,
      ...(v.gift ? { recipientName: v.gift.recipientName, message: v.gift.message } : {}),
    })),
  };
}
