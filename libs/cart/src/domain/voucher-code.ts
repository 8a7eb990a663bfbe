import { CART_MESSAGES as M, CartRefusal } from './cart-errors';

/** What the voucher ledger says of a code typed in at checkout, on the shop's day (looked up by the handler). */
export interface TypedVoucher {
  /** The ledger's code, or the code as typed (trimmed, in capitals) when it knows none. */
  code: string;
  known: boolean;
  /** Past its expiration date (the day itself still counts). */
  expired: boolean;
  remainingCents: number;
  /** The account it was claimed into, whose carts alone may use it; null: whoever has the code. */
  holderId: number | null;
}

/**
 * Why a typed code cannot be used in a cart of `cartOwnerId`: unknown, claimed into another account
 * (said before anything else of it), expired, or nothing left on it; null when it can.
 */
export function voucherCodeRefusal(voucher: TypedVoucher, cartOwnerId: number | null): CartRefusal | null {
  if (!voucher.known) return CartRefusal.field('code', M.voucherUnknown);
  if (voucher.holderId !== null && voucher.holderId !== cartOwnerId) return CartRefusal.field('code', M.voucherHeld);
  if (voucher.expired) return CartRefusal.field('code', M.voucherExpired);
  if (voucher.remainingCents <= 0) return CartRefusal.field('code', M.voucherEmpty);
  return null;
}

/** A right code for this cart: the rate limit gives its points back (wrong codes count against the shopper). */
export const isUsableVoucher = (voucher: TypedVoucher, cartOwnerId: number | null): boolean => voucherCodeRefusal(voucher, cartOwnerId) === null;

/** Any valid, unexpired code with something left, that no other account claimed; else the French refusal on the `code` field. */
export function requireUsableVoucher(voucher: TypedVoucher, cartOwnerId: number | null): void {
  const refusal = voucherCodeRefusal(voucher, cartOwnerId);
  if (refusal) throw refusal;
}
