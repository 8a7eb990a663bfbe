import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Product } from '@/types/api';

/**
 * `GET products/?type=giftcard&ordering=price`: the gift cards, smallest amount first. Not filtered
 * by label: a card is spent anywhere in the shop, whichever label sells it.
 */
export function getGiftCards(): Promise<Product[]> {
  return api.getAll<Product>('products/', { type: 'giftcard', ordering: 'price' });
}

export const GIFT_CARDS_KEY = ['products/', { type: 'giftcard', ordering: 'price' }] as const;

/** The shop's gift cards (no trade price: a voucher costs booksellers what it is worth). */
export function useGiftCards() {
  return useSWR<Product[], Error>(GIFT_CARDS_KEY, getGiftCards, { revalidateOnFocus: false });
}
