import {
  issueGiftCards,
  recordVoucherUnlocks,
  VoucherAlreadyUnlocked,
  VoucherHeldByAnother,
  VoucherLedger,
  VoucherNotCovering,
  type IssuedVoucher,
  type VoucherSpending,
} from '@shop/wallet';
import type { EntityManager } from 'typeorm';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import type { CartState } from '../domain/cart.types';
import { rewardUnlocks } from '../domain/contribution.rules';

/**
 * What paying a cart does in the wallet, in the paying transaction. The wallet's refusals become the
 * cart's (CartRefusal, in the shopper's words): the payment rolls back with everything else, and
 * the bank's notification is reported as refused by the cart.
 */

/**
 * Takes what the order retained off its vouchers; a voucher that no longer covers it, or that another
 * account than the payer's claimed since it was applied, refuses the payment.
 */
export async function spendVouchers(ledger: VoucherLedger, tx: EntityManager, usages: VoucherSpending[], day: string, payerId: number | null): Promise<void> {
  try {
    await ledger.spend(tx, usages, day, payerId);
  } catch (error) {
    if (error instanceof VoucherNotCovering) throw CartRefusal.detail(M.voucherSpent(error.code));
    if (error instanceof VoucherHeldByAnother) throw CartRefusal.detail(M.voucherHeldAtPayment(error.code));
    throw error;
  }
}

/** The codes that unlocked rewards, used up; one already used by another paid order refuses the payment. */
export async function recordRewardUnlocks(tx: EntityManager, state: CartState): Promise<void> {
  try {
    await recordVoucherUnlocks(tx, state.cartId, rewardUnlocks(state));
  } catch (error) {
    if (error instanceof VoucherAlreadyUnlocked) throw CartRefusal.detail(M.lockingVoucherUsedElsewhere(error.code));
    throw error;
  }
}

/** One voucher per gift card unit of the paid cart, owned by the buyer; every unit of a line carries its gift note. */
export function issueGiftCardVouchers(tx: EntityManager, state: CartState, paidOn: string, buyerEmail: string | null): Promise<IssuedVoucher[]> {
  const cards = state.lines
    .filter((l) => l.product.kind === 'giftcard')
    .flatMap((l) => Array.from({ length: l.quantity }, () => ({ valueCents: l.product.unitPriceCents, gift: l.gift ?? null })));
  return issueGiftCards(tx, { orderId: state.cartId, ownerId: state.ownerId, purchaserEmail: buyerEmail, paidOn }, cards);
}
