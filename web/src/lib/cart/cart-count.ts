import type { Cart } from '@/types/api';

/**
 * How many things the cart holds, for the header's badge: the copies of every line (products and
 * rewards alike), plus one for each contribution without a reward line: a gift to a campaign is
 * in the cart even though no line shows it.
 */
export function cartItemCount(cart: Pick<Cart, 'cart_lines' | 'contributions'>): number {
  const lines = Array.isArray(cart.cart_lines) ? cart.cart_lines : [];
  const copies = lines.reduce((sum, line) => sum + (typeof line === 'object' && line ? line.quantity : 1), 0);
  const giftsAlone = (cart.contributions ?? []).filter((contribution) => (contribution.cart_lines ?? []).length === 0).length;
  return copies + giftsAlone;
}

/** Nothing to pay for: no line and no contribution (a gift to a campaign alone is an order to check out). */
export function cartIsEmpty(cart: Pick<Cart, 'cart_lines' | 'contributions'>): boolean {
  return cartItemCount(cart) === 0;
}
