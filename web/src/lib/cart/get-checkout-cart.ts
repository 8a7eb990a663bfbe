import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Cart } from '@/types/api';
import { getCartKey } from './get-cart';

const EXPAND = [
  'cart_lines',
  'cart_lines.product',
  'cart_lines.variant',
  'shipping_address',
  'billing_address',
  'shipments',
  'shipments.options',
  'voucher_usages',
  'voucher_usages.voucher',
].join(',');

/** `GET carts/{id}/` with everything the checkout steps show (spec §7: lines, addresses, shipments, options, vouchers). */
export function getCheckoutCartKey(id: string): string {
  return `carts/${encodeURIComponent(id)}/?expand=${EXPAND}`;
}

/** The cart of the checkout, retried twice (spec §7). */
export function getCheckoutCart(id: string): Promise<Cart> {
  return api.get<Cart>(getCheckoutCartKey(id), { retries: 2 });
}

/** The checkout's cart; `null` fetches nothing. */
export function useCheckoutCart(id: string | null) {
  return useSWR<Cart, Error>(id ? getCheckoutCartKey(id) : null, () => getCheckoutCart(id!), { revalidateOnFocus: false, dedupingInterval: 0 });
}

/** Reloads the cart everywhere it shows (the checkout's steps and the header's count); the relay dialog calls it too. */
export async function reloadCart(id: string): Promise<void> {
  await Promise.all([mutate(getCheckoutCartKey(id)), mutate(getCartKey(id))]);
}
