import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { getActiveCart } from '@/lib/cart/active-cart';
import { forgetCartId, getCartId, setCartId } from '@/lib/cart/cart-id';
import { getCart, getCartKey, isGoneCart } from '@/lib/cart/get-cart';
import type { Cart } from '@/types/api';

/** From now on this browser works on `next`, unless another cart was stored meanwhile. */
async function follow(previous: string | null, next: Cart): Promise<void> {
  const stored = getCartId();
  if (stored !== previous && stored !== null) return;
  // Read with the page's expansions first, so the page it leads to shows the cart at once.
  await mutate(getCartKey(next.id), getCart(next.id), { revalidate: false }).catch(() => undefined);
  if (stored !== next.id) setCartId(next.id);
}

/**
 * At login (spec §4: login registers the cart), the user's cart becomes this browser's.
 * A cart filled before logging in is registered with `PATCH carts/{id}/` (empty body): the API
 * merges it into the user's open cart when they have one and answers that cart, which this browser
 * follows from then on. Without a usable cart here, the user's cart in progress is taken from
 * `GET carts/active/`. Best effort: a failure leaves the stored id as it was.
 */
export async function adoptCartAtLogin(): Promise<void> {
  const stored = getCartId();
  try {
    if (stored) {
      try {
        const registered = await api.patch<Cart>(`carts/${encodeURIComponent(stored)}/`, {});
        // A paid order left in storage is no cart to fill: the one in progress is looked for instead.
        if (registered.status !== 2) return await follow(stored, registered);
      } catch (error) {
        if (!isGoneCart(error)) return;
      }
      forgetCartId(stored);
    }
    const active = await getActiveCart();
    if (active) await follow(null, active);
  } catch {
    /* the API could not answer: the cart stays as it was, the page still works */
  }
}
