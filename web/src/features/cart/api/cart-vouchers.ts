import { api, request } from '@/lib/api-client';
import { editCart } from '@/lib/cart/open-cart';
import type { Cart } from '@/types/api';

const voucherPath = (cartId: string) => `carts/${encodeURIComponent(cartId)}/voucher/`;

/** `POST carts/{id}/voucher/ {code}`: spends a voucher on the cart (400 `{code: [...]}` when it cannot). */
export function applyVoucher(cartId: string, code: string): Promise<Cart> {
  return editCart(cartId, (id) => api.post<Cart>(voucherPath(id), { code: code.trim() }));
}

/** `DELETE carts/{id}/voucher/ {code}`: gives the voucher's amount back. */
export function removeVoucher(cartId: string, code: string): Promise<Cart> {
  return editCart(cartId, (id) => request<Cart>(voucherPath(id), { method: 'DELETE', body: { code } }));
}
