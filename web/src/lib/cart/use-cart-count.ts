import { cartItemCount } from './cart-count';
import { forgetCartId, useCartId } from './cart-id';
import { useCart } from './get-cart';

/**
 * How many items the visitor's cart holds, for the header's badge (see cartItemCount), from
 * `GET carts/{id}/` when a cart id is stored; 0 otherwise (and while the cart is unknown or the
 * cart API cannot answer).
 */
export function useCartCount(): number {
  const id = useCartId();
  const { data } = useCart(id, forgetCartId);
  return data ? cartItemCount(data) : 0;
}
