import { useSession } from '@/lib/session';

/**
 * Whom the API prices books and products for: a bookseller gets their own prices (spec §3),
 * everyone else the public ones. Part of every catalogue SWR key, so that logging in or out as a
 * bookseller fetches the lists and pages again instead of showing the other prices from the cache.
 */
export type PriceViewer = 'bookseller' | 'public';

export function usePriceViewer(): PriceViewer {
  return useSession().profile?.isBookseller ? 'bookseller' : 'public';
}
