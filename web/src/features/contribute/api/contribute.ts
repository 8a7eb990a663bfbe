import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { getCartKey } from '@/lib/cart/get-cart';
import { editOwnCart } from '@/lib/cart/open-cart';
import type { Cart } from '@/types/api';
import { contributionPayload, type ContributionDraft } from '../utils/contribution-rules';

/**
 * `POST carts/{id}/contribute/` on the visitor's cart (created first if none is stored). The server
 * prices the rewards itself; a refusal rejects with the `ApiError` carrying its field errors.
 */
export async function contribute(labelId: number, crowdfundingId: number, draft: ContributionDraft): Promise<Cart> {
  const body = contributionPayload(draft, crowdfundingId);
  const { cartId, result } = await editOwnCart(labelId, (id) => api.post<Cart>(`carts/${encodeURIComponent(id)}/contribute/`, body));
  await mutate(getCartKey(cartId));
  return result;
}
