import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { forgetCartId, getCartId } from '@/lib/cart-id';
import { getCartKey, isGoneCart } from './get-cart';

/**
 * `PATCH carts/{id}/` with an empty body: the cart filled before logging in becomes the user's
 * (spec §4: login registers the cart). Best effort: a cart the API no longer knows is forgotten.
 */
export async function registerCart(): Promise<void> {
  const id = getCartId();
  if (!id) return;
  try {
    await api.patch(`carts/${encodeURIComponent(id)}/`, {});
    await mutate(getCartKey(id));
  } catch (error) {
    if (isGoneCart(error)) forgetCartId();
  }
}
