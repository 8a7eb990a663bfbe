import useSWRInfinite from 'swr/infinite';
import { api, samePath, type QueryParams } from '@/lib/api-client';
import type { Page } from '@/types/api';

/**
 * A DRF list of the account, page after page (infinite scroll): the first page from `path` and
 * `params`, the next ones from the `next` links. Lists are retried 3 times (spec §7).
 */
export function usePagedList<T>(path: string | null, params: QueryParams) {
  const swr = useSWRInfinite<Page<T>, Error>(
    (index, previous: Page<T> | null) => {
      if (!path) return null;
      if (index === 0) return [path, params] as const;
      return previous?.next ? samePath(previous.next) : null;
    },
    (key: string | readonly [string, QueryParams]) => (typeof key === 'string' ? api.get<Page<T>>(key, { retries: 3 }) : api.get<Page<T>>(key[0], { params: key[1], retries: 3 })),
    { revalidateOnFocus: false, revalidateFirstPage: true },
  );
  const pages = swr.data ?? [];
  return {
    items: pages.flatMap((p) => p.results),
    count: pages[0]?.count ?? 0,
    error: swr.error,
    isLoading: swr.isLoading,
    isLoadingMore: swr.isValidating && pages.length < swr.size,
    hasMore: Boolean(pages[pages.length - 1]?.next),
    pageCount: pages.length,
    loadMore: () => void swr.setSize(pages.length + 1),
    reload: () => swr.mutate(),
  };
}
