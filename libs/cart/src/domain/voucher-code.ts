import { CART_MESSAGES as M, CartRefusal } from './cart-errors';

/** What the voucher ledger says of a code typed in at checkout, on the shop's day (looked up by the handler). */
export interface TypedVoucher {
  /** The ledger's code, or the code as typed (trimmed, in capitals) when it knows none. */
  code: string;
  known: boolean;
  /** Past its expiration date (the day itself still counts). */
  expired: boolean;
  remainingCents: number;
}

/** Why a typed code cannot be used: unknown, expired, or nothing left on it; null when it can. */
export function voucherCodeRefusal(voucher: TypedVoucher): CartRefusal | null {
  if (!voucher.known) return CartRefusal.field('code', M.voucherUnknown);
  if (voucher.expired) return CartRefusal.field('code', M.voucherExpired);
  if (voucher.remainingCents <= 0) return CartRefusal.field('code', M.voucherEmpty);
  return null;
}

/** A right code: the rate limit gives its points back (wrong codes count against the shopper). */
export const isUsableVoucher = (voucher: TypedVoucher): boolean => voucherCodeRefusal(voucher) === null;

/** Any valid, unexpired code with something left; else the French refusal on the `code` field. */
export function requireUsableVoucher(voucher: TypedVoucher): void {
  const refusal = voucherCodeRefusal(voucher);
  if (refusal) throw refusal;
}
