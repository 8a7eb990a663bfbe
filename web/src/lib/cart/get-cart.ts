import useSWR from 'swr';
import { api, ApiError } from '@/lib/api-client';
import type { Cart } from '@/types/api';

/** What the cart page shows: lines with their products and variants, vouchers spent (spec §7). */
const CART_EXPAND = 'cart_lines,cart_lines.product,cart_lines.variant,voucher_usages,voucher_usages.voucher';

/**
 * `GET carts/{id}/` expanded for the cart page. The header's count reads the same entry, so every
 * edit that refreshes this key moves the badge too.
 */
export function getCartKey(id: string): string {
  return `carts/${encodeURIComponent(id)}/?expand=${CART_EXPAND}`;
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
 * The cart of the given id; `null` fetches nothing. `onGone` is told, with that id, when the API says
 * the cart does not exist (spec §4: the stored id is then forgotten).
 */
export function useCart(id: string | null, onGone?: (id: string) => void) {
  return useSWR<Cart, Error>(id ? getCartKey(id) : null, () => getCart(id!), {
    revalidateOnFocus: false,
    // SWR hands the latest options an error of any key: only this id's own answer may forget it.
    onError: (error, key) => {
      if (id && key === getCartKey(id) && isGoneCart(error)) onGone?.(id);
    },
  });
}
