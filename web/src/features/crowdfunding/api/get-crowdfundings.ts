import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, samePath, type QueryParams } from '@/lib/api-client';
import type { Crowdfunding, Page } from '@/types/api';

/** Filters of `GET crowdfundings/` the SPA uses. */
export interface CrowdfundingsQuery extends QueryParams {
  label: number;
  public?: boolean;
  /** Started, not finished and not switched off, at the server's clock. */
  running?: boolean;
  ordering?: string;
  limit?: number;
}

/** The label's public campaigns running now, newest first (spec §7 with `running=true`). */
export const runningQuery = (label: number, limit?: number): CrowdfundingsQuery => ({
  label,
  public: true,
  running: true,
  ordering: '-start_date',
  limit,
});

/** Spec §7: every public campaign of the label, newest first, whatever its state (the projects page). */
export const projectsQuery = (label: number, limit?: number): CrowdfundingsQuery => ({
  label,
  public: true,
  ordering: '-start_date',
  limit,
});

/** Every campaign matching the query, following `next` links. */
export function getCrowdfundings(query: CrowdfundingsQuery): Promise<Crowdfunding[]> {
  return api.getAll<Crowdfunding>('crowdfundings/', query);
}

export function getCrowdfundingsKey(query: CrowdfundingsQuery) {
  return ['crowdfundings/', query] as const;
}

/** The label's running public campaigns (the home's first section); `null` fetches nothing. */
export function useRunningCrowdfundings(labelId: number | null) {
  const query = labelId === null ? null : runningQuery(labelId);
  const { data, error, isLoading, mutate } = useSWR<Crowdfunding[], Error>(query && getCrowdfundingsKey(query), () => getCrowdfundings(query!), { revalidateOnFocus: false });
  return { data, error, isLoading, retry: () => void mutate() };
}

/** One page of campaigns: the query's first page, or the page a `next` link points to. */
export function getCrowdfundingsPage(key: string | readonly [string, CrowdfundingsQuery]): Promise<Page<Crowdfunding>> {
  return typeof key === 'string' ? api.get<Page<Crowdfunding>>(key, { retries: 3 }) : api.get<Page<Crowdfunding>>(key[0], { params: key[1], retries: 3 });
}

/** The campaigns page after page, for infinite scroll (projects page); `null` fetches nothing. */
export function useCrowdfundingPages(query: CrowdfundingsQuery | null) {
  const swr = useSWRInfinite<Page<Crowdfunding>, Error>(
    (index, previous: Page<Crowdfunding> | null) => {
      if (!query) return null;
      if (index === 0) return getCrowdfundingsKey(query);
      return previous?.next ? samePath(previous.next) : null;
    },
    getCrowdfundingsPage,
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const pages = swr.data ?? [];
  return {
    items: pages.flatMap((p) => p.results),
    error: swr.error,
    isLoading: swr.isLoading,
    hasMore: Boolean(pages[pages.length - 1]?.next),
    pageCount: pages.length,
    // Asking while a page is on its way changes nothing: the size is already one ahead.
    loadMore: () => void swr.setSize(pages.length + 1),
    retry: () => void swr.mutate(),
  };
}
