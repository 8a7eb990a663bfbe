import { euros, type EmailJob } from '@shop/common';
import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 8 capitals and digits from the system's CSPRNG: about 2.8e12 codes, too many to guess under the rate limit. */
export function newVoucherCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The recipient and message of a gift card bought for someone else. */
export interface GiftNote {
  recipientName: string;
  message: string;
}

/** One gift card bought: its price, and the note when it is offered. */
export interface GiftCard {
  valueCents: number;
  gift: GiftNote | null;
}

/** The paid order the gift cards were bought in, and who bought them. */
export interface GiftCardPurchase {
  orderId: string;
  ownerId: number | null;
  purchaserEmail: string | null;
  /** The payment day (YYYY-MM-DD, Paris): the vouchers are valid one year from it. */
  paidOn: string;
}

export interface IssuedVoucher {
  code: string;
  valueCents: number;
  expirationDate: string;
  gift: GiftNote | null;
}

/**
 * One voucher per gift card of a paid order, in the paying transaction: worth the card's price,
 * valid one year from the payment day, owned by the buyer and remembered by the buyer's email (so
 * lost codes can be mailed again). An order that already has its vouchers gets no more.
 */
export async function issueGiftCards(tx: EntityManager, purchase: GiftCardPurchase, cards: GiftCard[]): Promise<IssuedVoucher[]> {
  if (cards.length === 0) return [];
  const [already] = await tx.query<{ n: number }[]>('SELECT count(*)::int AS n FROM vouchers WHERE cart_id = $1', [purchase.orderId]);
  if (already.n > 0) return [];
  const issued: IssuedVoucher[] = [];
  for (const { valueCents, gift } of cards) {
    for (;;) {
      // A code already taken (one chance in billions) is drawn again.
      const rows = await tx.query<{ code: string; expiration_date: string }[]>(
        `INSERT INTO vouchers (code, value_cents, remaining_cents, expiration_date, owner_user_id, purchaser_email, cart_id)
         VALUES ($1, $2, $2, ($3::date + interval '1 year')::date, $4, $5, $6)
         ON CONFLICT (code) DO NOTHING RETURNING code, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date`,
        [newVoucherCode(), valueCents, purchase.paidOn, purchase.ownerId, purchase.purchaserEmail, purchase.orderId],
      );
      if (rows.length === 0) continue;
      issued.push({ code: rows[0].code, valueCents, expirationDate: rows[0].expiration_date, gift });
      break;
    }
  }
  return issued;
}

/** The order a gift-card mail tells about: its label (the mail's look), id and reference. */
export interface GiftCardOrder {
  labelId: number;
  cartId: string;
  reference: string;
}

/** The mail carrying the codes of the gift cards an order bought, with the recipient and message of those offered. */
export function voucherPurchasedMail(order: GiftCardOrder, to: string, vouchers: IssuedVoucher[]): EmailJob {
  return {
    type: 'voucher-purchased',
    to,
    labelId: order.labelId,
    cartId: order.cartId,
    reference: order.reference,
    vouchers: vouchers.map((v) => ({
      code: v.code,
      value: euros(v.valueCents),
      expiresOn: v.expirationDate,
      ...(v.gift ? { recipientName: v.gift.recipientName, message: v.gift.message } : {}),
    })),
  };
}
