import { api } from '@/lib/api-client';
import { editCart } from '@/lib/cart/open-cart';

/** `DELETE carts/{id}/contributions/{contributionId}/`: the contribution and its rewards leave the cart (a confirmed cart is unconfirmed first). */
export function deleteContribution(cartId: string, contributionId: string): Promise<void> {
  return editCart(cartId, () => api.delete(`carts/${encodeURIComponent(cartId)}/contributions/${encodeURIComponent(contributionId)}/`));
}
