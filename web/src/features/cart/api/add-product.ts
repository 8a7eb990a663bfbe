import { useState } from 'react';
import { mutate } from 'swr';
import { api, ApiError } from '@/lib/api-client';
import { forgetCartId } from '@/lib/cart/cart-id';
import { getCartKey } from '@/lib/cart/get-cart';
import { editCart, ensureCart } from '@/lib/cart/open-cart';
import type { CartLine } from '@/types/api';

/** What goes into the cart: a product, and its variant when it has some. */
export interface CartAddition {
  labelId: number;
  product: number;
  variant: number | null;
  quantity?: number;
  /** A gift card bought as a gift: who it is for and the buyer's message. */
  gift?: { recipientName: string; message: string } | null;
}

/** Said when the cart API is not deployed yet (404 or 405 on its routes). */
export const CART_UNAVAILABLE = "L'ajout au panier n'est pas encore possible : notre panier est en cours d'installation. Merci de réessayer un peu plus tard.";

const isMissingRoute = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 405);

/** `POST carts/products {cart, product, quantity, variant}`: one line more (or a higher quantity). */
export function addProduct(cartId: string, addition: CartAddition): Promise<CartLine> {
  return api.post<CartLine>('carts/products', {
    cart: cartId,
    product: addition.product,
    quantity: addition.quantity ?? 1,
    variant: addition.variant,
    ...(addition.gift ? { gift_recipient_name: addition.gift.recipientName, gift_message: addition.gift.message } : {}),
  });
}

/**
 * Adds to the visitor's cart, creating it if needed. A stored cart the API no longer knows is
 * replaced once by a new one. Missing cart routes (not deployed yet) reject with `CART_UNAVAILABLE`.
 */
export async function addToCart(addition: CartAddition): Promise<void> {
  try {
    let cart = await ensureCart(addition.labelId);
    try {
      await editCart(cart.id, (id) => addProduct(id, addition));
    } catch (error) {
      if (cart.fresh || !isMissingRoute(error)) throw error;
      forgetCartId();
      cart = await ensureCart(addition.labelId);
      await addProduct(cart.id, addition);
    }
    await mutate(getCartKey(cart.id));
  } catch (error) {
    if (isMissingRoute(error)) throw new ApiError(CART_UNAVAILABLE, error instanceof ApiError ? error.status : 404);
    throw error;
  }
}

/** `addToCart` with its sending state and French error, for a button. */
export function useAddToCart() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function add(addition: CartAddition): Promise<boolean> {
    if (sending) return false;
    setSending(true);
    setError(null);
    try {
      await addToCart(addition);
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "L'article n'a pas pu être ajouté au panier. Veuillez réessayer.");
      return false;
    } finally {
      setSending(false);
    }
  }
  return { add, sending, error };
}
