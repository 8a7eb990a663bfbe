import { CART_MESSAGES as M, CartRefusal } from './cart-errors';

/** What a confirmed cart holds units of: a limited reward, or a product variant's stock. */
export type HeldStock = 'reward' | 'variant';

/**
 * A confirmed cart holds what it takes of a limited reward or a variant until it is paid: with
 * fewer units left (the limit or stock, minus paid and live holds, counted under row locks by the
 * handler), the confirmation is refused, saying how many are left.
 */
export function requireUnitsLeft(held: HeldStock, quantity: number, left: number): void {
  if (quantity <= left) return;
  throw CartRefusal.detail(held === 'reward' ? M.limitedQuantity(left) : M.variantStock(left));
}
