import { isSettled } from './payment-terms';
import type { CartState, VoucherUsage } from './cart.types';

/** A voucher usage with what it really takes off the order (never more than the order needs). */
export interface UsedVoucher {
  usageId: string;
  code: string;
  /** What the usage reserved when the code was typed in (capped by what was left to pay then). */
  reservedCents: number;
  /** What it takes off this total: the amount every screen, mail and invoice shows. */
  usedCents: number;
}

/**
 * The money figures of a cart once its total is known, computed here once so that the cart, the
 * checkout steps, the confirmation, the account, staff, the mails and the invoice all say the same.
 */
export interface CartMoney {
  usages: UsedVoucher[];
  /** The sum of the usages' used amounts. */
  vouchersCents: number;
  /** What the payment means must pay once the vouchers are taken off. */
  totalAfterVouchersCents: number;
  /** What is still owed: the total after vouchers, 0 once the money is in (paid, or an order on terms settled). */
  remainingToPayCents: number;
}

/**
 * What each voucher really pays of a total, in the order applied: a cart that shrank after its
 * vouchers were applied uses only what it needs, never the amount reserved earlier.
 */
export function usedVouchers(vouchers: VoucherUsage[], totalCents: number): UsedVoucher[] {
  let left = Math.max(0, totalCents);
  return vouchers.map((v) => {
    const usedCents = Math.min(v.amountCents, left);
    left -= usedCents;
    return { usageId: v.usageId, code: v.code, reservedCents: v.amountCents, usedCents };
  });
}

/** The cart's voucher usages, voucher total, total after vouchers and what is left to pay, for its total. Pure. */
export function cartMoney(state: Pick<CartState, 'vouchers' | 'status' | 'paymentDueDate' | 'settledAt'>, totalCents: number): CartMoney {
  const usages = usedVouchers(state.vouchers, totalCents);
  const vouchersCents = usages.reduce((sum, u) => sum + u.usedCents, 0);
  const totalAfterVouchersCents = totalCents - vouchersCents;
  return {
    usages,
    vouchersCents,
    totalAfterVouchersCents,
    remainingToPayCents: isSettled(state) ? 0 : totalAfterVouchersCents,
  };
}
