import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';

/** One campaign a paid cart backs, with the backer's comment (contracts: `GET carts/{id}/comment/`). */
export interface CampaignComment {
  crowdfunding: { id: number; title: string; slug: string };
  contribution: number;
  comment: string;
}

export const getCommentsKey = (cartId: string) => `carts/${encodeURIComponent(cartId)}/comment/`;

export function useCartComments(cartId: string | null) {
  return useSWR<CampaignComment[], Error>(cartId ? getCommentsKey(cartId) : null, (key: string) => api.get<CampaignComment[]>(key), { revalidateOnFocus: false });
}

/** `POST carts/{id}/comment/ {crowdfunding, comment}`; 400 `{comment: [...]}` over 500 characters. */
export async function saveComment(cartId: string, crowdfunding: number, comment: string): Promise<CampaignComment> {
  const saved = await api.post<CampaignComment>(getCommentsKey(cartId), { crowdfunding, comment });
  await mutate(getCommentsKey(cartId));
  return saved;
}
