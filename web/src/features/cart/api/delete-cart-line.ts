import { api } from '@/lib/api-client';
import { editCart } from '@/lib/cart/open-cart';

/** `DELETE cartlines/{id}` (spec §7), once the shopper has confirmed in the 'delete-cartline' dialog. */
export function deleteCartLine(cartId: string, lineId: string): Promise<void> {
  return editCart(cartId, () => api.delete(`cartlines/${encodeURIComponent(lineId)}`));
}
