import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import { usedVouchers } from './cart-money';
import type { MarkPaidCommand } from './cart-step-commands';
import type { CartPricing } from './cart-view';
import type { CartState, VoucherUsage } from './cart.types';

/**
 * What must be chosen before a cart is confirmed (spec section 4, 'Delivery step complete'): an
 * owner, a billing address, and when something is delivered a shipping address, the bundle choice
 * when lines leave on several dates, and a relay point for every Mondial Relay parcel.
 */
export function checkReadyToConfirm(state: CartState, pricing: CartPricing): void {
  if (state.ownerId === null) throw CartRefusal.detail(M.loginRequired);
  const errors: Record<string, string[]> = {};
  if (state.billingAddressId === null) errors.billing_address = [M.billingAddressRequired];
  if (pricing.needDelivery) {
    if (state.shippingAddressId === null) errors.shipping_address = [M.shippingAddressRequired];
    if (pricing.expectedShipmentDates.length > 1 && state.bundle === null) errors.bundle = [M.bundleRequired];
    if (pricing.shipments.some((s) => s.mode === 'mondial_relay' && s.parcelShop === null)) errors.shipments = [M.parcelShopRequired];
  }
  if (Object.keys(errors).length > 0) throw new CartRefusal(errors);
}

/**
 * A confirmation that found the catalogue changed recorded the new content (CartContentChanged,
 * committed) instead of confirming: the shopper is answered 'cart content changed' and must look
 * at the cart again before paying. Called on the committed outcome, so the change is kept.
 */
export function refuseChangedContent(newEvents: readonly { type: string }[]): void {
  if (newEvents.some((e) => e.type === 'CartContentChanged')) throw CartRefusal.detail(M.contentChanged);
}

/** What vouchers leave to pay on the amount fixed at confirmation (null before confirmation). */
export function leftToPayAfterVouchers(state: CartState): number | null {
  if (state.confirmedTotalCents === null) return null;
  const vouchers = state.vouchers.reduce((s, v) => s + v.amountCents, 0);
  return Math.max(0, state.confirmedTotalCents - vouchers);
}

/** A confirmed cart the vouchers cover entirely can be paid with them alone ('Valider' of the summary). */
export function checkPaidByVouchers(state: CartState): void {
  const left = leftToPayAfterVouchers(state);
  if (left !== null && left > 0) throw CartRefusal.detail(M.leftToPay);
}

/** 'Valider' of the summary: a confirmed cart paid with its vouchers alone. */
export interface PayWithVouchersCommand {
  type: 'PayWithVouchers';
  paidAt: string;
}

/** Paying with vouchers needs them to cover the order; the payment is what they really pay of it. */
export function voucherPaymentSteps(command: PayWithVouchersCommand, state: CartState): MarkPaidCommand[] {
  checkPaidByVouchers(state);
  const amountCents = voucherSpending(state.vouchers, state.confirmedTotalCents ?? 0).reduce((sum, v) => sum + v.amountCents, 0);
  return [{ type: 'MarkPaid', means: 'voucher', amountCents, paidAt: command.paidAt }];
}

/**
 * What each voucher really pays of a total, in the order applied, as the vouchers are spent: the
 * same used amounts every screen shows (cart-money.ts), usages that take nothing left out.
 */
export function voucherSpending(vouchers: VoucherUsage[], totalCents: number): VoucherUsage[] {
  return usedVouchers(vouchers, totalCents)
    .filter((u) => u.usedCents > 0)
    .map((u) => ({ usageId: u.usageId, code: u.code, amountCents: u.usedCents }));
}
