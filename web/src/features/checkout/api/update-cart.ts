import { api } from '@/lib/api-client';
import { reloadCart } from '@/lib/cart/get-checkout-cart';
import type { Cart } from '@/types/api';

/** What the delivery step changes on a cart (spec §7). */
export interface DeliveryPatch {
  shipping_address?: number | null;
  billing_address?: number | null;
  bundle?: boolean | null;
}

/** `PATCH carts/{id}/ {shipping_address, billing_address, bundle}`, then the cart reloaded. */
export async function updateDelivery(cartId: string, patch: DeliveryPatch): Promise<void> {
  await api.patch<Cart>(`carts/${encodeURIComponent(cartId)}/`, patch);
  await reloadCart(cartId);
}

/** `GET carts/{id}/unconfirm`: a confirmed cart becomes editable again (back from the bank, or back to the delivery step). */
export async function unconfirmCart(cartId: string): Promise<void> {
  await api.get(`carts/${encodeURIComponent(cartId)}/unconfirm`);
  await reloadCart(cartId);
}
