import { useCart } from '@/features/cart/api/get-cart';
import { forgetCartId, useCartId } from './cart-id';

/**
 * How many items the visitor's cart holds, for the header's badge: the quantities of the lines of
 * `GET carts/{id}/` when a cart id is stored, 0 otherwise (and while the cart is unknown or the
 * cart API cannot answer).
 */
export function useCartCount(): number {
  const id = useCartId();
  const { data } = useCart(id, forgetCartId);
  if (!data || !Array.isArray(data.cart_lines)) return 0;
  return data.cart_lines.reduce((sum, line) => sum + (typeof line === 'object' && line ? line.quantity : 1), 0);
}
