import useSWRInfinite from 'swr/infinite';
import { api, samePath } from '@/lib/api-client';
import type { Backer, Page } from '@/types/api';

/** `GET crowdfundings/{slug}/contributions` (spec §7): the public backers list, one page at a time. */
export function getCrowdfundingContributions(path: string): Promise<Page<Backer>> {
  return api.get<Page<Backer>>(path, { retries: 3 });
}

export function getCrowdfundingContributionsKey(slug: string): string {
  return `crowdfundings/${encodeURIComponent(slug)}/contributions`;
}

/** The backers, page after page ('En voir plus' asks for the next one through the `next` link). */
export function useCrowdfundingContributions(slug: string) {
  const swr = useSWRInfinite<Page<Backer>, Error>(
    (index, previous: Page<Backer> | null) => {
      if (index === 0) return getCrowdfundingContributionsKey(slug);
      return previous?.next ? samePath(previous.next) : null;
    },
    getCrowdfundingContributions,
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const pages = swr.data ?? [];
  return {
    backers: pages.flatMap((p) => p.results),
    count: pages[0]?.count ?? 0,
    error: swr.error,
    isLoading: swr.isLoading,
    isLoadingMore: swr.size > pages.length && pages.length > 0,
    hasMore: Boolean(pages[pages.length - 1]?.next),
    loadMore: () => void swr.setSize(pages.length + 1),
    retry: () => void swr.mutate(),
  };
}
