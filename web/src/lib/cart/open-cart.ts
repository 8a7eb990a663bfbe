import { api, ApiError } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session';
import type { Cart } from '@/types/api';
import { getActiveCart } from './active-cart';
import { forgetCartId, getCartId, setCartId } from './cart-id';
import { createCart } from './create-cart';

/** The server's refusals of an edit, by their `detail` (libs/cart: the cart is being paid, or is paid). */
const CONFIRMED_DETAIL = /en cours de paiement/;
const PAID_DETAIL = /déjà payée/;

const detailOf = (error: unknown) => (error instanceof ApiError && typeof error.body.detail === 'string' ? error.body.detail : '');

/** The cart is confirmed (status 1): it must be unconfirmed before it changes. */
export const isConfirmedRefusal = (error: unknown) => error instanceof ApiError && error.status === 400 && CONFIRMED_DETAIL.test(detailOf(error));

/** The stored cart is of no use for new items: unknown, someone else's, or already paid. */
const isUnusable = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403 || (error.status === 400 && PAID_DETAIL.test(detailOf(error))));

/** `GET carts/{id}/unconfirm`: a confirmed cart goes back to status 0, to be edited (spec §4). */
export function unconfirmCart(cartId: string): Promise<Cart> {
  return api.get<Cart>(`carts/${encodeURIComponent(cartId)}/unconfirm`);
}

/** The user's cart in progress, when logged in (a cart filled on another device); null otherwise or when the API cannot tell. */
async function activeCartId(): Promise<string | null> {
  if (!getAccessToken()) return null;
  try {
    return (await getActiveCart())?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * The stored cart, else the logged-in user's cart in progress, else a new one kept for next time
 * (spec §4: created on demand).
 */
export async function ensureCart(labelId: number): Promise<{ id: string; fresh: boolean }> {
  const stored = getCartId();
  if (stored) return { id: stored, fresh: false };
  const active = await activeCartId();
  if (active) {
    setCartId(active);
    return { id: active, fresh: false };
  }
  const cart = await createCart(labelId);
  setCartId(cart.id);
  return { id: cart.id, fresh: true };
}

/**
 * Runs an edit of the cart the server may refuse because of the cart's state: a confirmed cart is
 * unconfirmed and the edit tried again; a stored cart that is gone or paid is replaced by a new
 * one (when `labelId` allows creating one). Any other failure is the caller's.
 */
export async function editCart<T>(cartId: string, edit: (cartId: string) => Promise<T>): Promise<T> {
  try {
    return await edit(cartId);
  } catch (error) {
    if (!isConfirmedRefusal(error)) throw error;
    await unconfirmCart(cartId);
    return edit(cartId);
  }
}

/** `editCart` on the visitor's cart, created if needed, and replaced once if the stored one cannot take items. */
export async function editOwnCart<T>(labelId: number, edit: (cartId: string) => Promise<T>): Promise<{ cartId: string; result: T }> {
  const cart = await ensureCart(labelId);
  try {
    return { cartId: cart.id, result: await editCart(cart.id, edit) };
  } catch (error) {
    if (cart.fresh || !isUnusable(error)) throw error;
    forgetCartId();
    const fresh = await ensureCart(labelId);
    return { cartId: fresh.id, result: await editCart(fresh.id, edit) };
  }
}
