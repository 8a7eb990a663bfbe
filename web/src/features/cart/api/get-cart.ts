import useSWR from 'swr';
import { api, ApiError } from '@/lib/api-client';
import type { Cart } from '@/types/api';

/** `GET carts/{id}/` with its lines expanded (their quantities make the header's count). */
export function getCartKey(id: string): string {
  return `carts/${encodeURIComponent(id)}/?expand=cart_lines`;
}

/** The cart, retried twice (spec §7). */
export function getCart(id: string): Promise<Cart> {
  return api.get<Cart>(getCartKey(id), { retries: 2 });
}

/** Answers meaning the stored id is of no use: no such cart (or not this visitor's), or a malformed id. */
export function isGoneCart(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400);
}

/**
 * The cart of the given id; `null` fetches nothing. `onGone` is told when the API says the cart
 * does not exist (spec §4: the stored id is then forgotten).
 */
export function useCart(id: string | null, onGone?: () => void) {
  return useSWR<Cart, Error>(id ? getCartKey(id) : null, () => getCart(id!), {
    revalidateOnFocus: false,
    onError: (error) => {
      if (isGoneCart(error)) onGone?.();
    },
  });
}
