import { useMemo } from 'react';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Crowdfunding } from '@/types/api';

/** Filters of `GET crowdfundings/` the SPA uses. */
export interface CrowdfundingsQuery {
  label: number;
  public?: boolean;
  ordering?: string;
}

/** Every campaign matching the query (`crowdfundings/?label=&public=true&ordering=-start_date`). */
export function getCrowdfundings(query: CrowdfundingsQuery): Promise<Crowdfunding[]> {
  return api.getAll<Crowdfunding>('crowdfundings/', { ...query });
}

export function getCrowdfundingsKey(query: CrowdfundingsQuery) {
  return ['crowdfundings/', query] as const;
}

/** Running: started and not finished (flags computed by the server at request time). */
export const isRunning = (campaign: Crowdfunding) => campaign.started && !campaign.finished;

/** The label's public campaigns running now, newest first: the home's first section. */
export function useRunningCrowdfundings(labelId: number) {
  const query: CrowdfundingsQuery = { label: labelId, public: true, ordering: '-start_date' };
  const { data, error, isLoading, mutate } = useSWR<Crowdfunding[], Error>(getCrowdfundingsKey(query), () => getCrowdfundings(query), {
    revalidateOnFocus: false,
  });
  const running = useMemo(() => data?.filter(isRunning), [data]);
  return { running, error, isLoading, retry: () => void mutate() };
}
