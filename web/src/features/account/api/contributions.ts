import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { ContributionPreferences, OwnContribution } from '../types';
import { usePagedList } from './paged';

export const CONTRIBUTION_PAGE_SIZE = 12;

/** `GET api/contributions/`: the account's contributions, newest first. */
export function useContributions() {
  return usePagedList<OwnContribution>('contributions/', { limit: CONTRIBUTION_PAGE_SIZE });
}

export const contributionKey = (id: string) => `contributions/${encodeURIComponent(id)}/`;

/** `GET api/contributions/{id}/` (another user's → 404). */
export function useContribution(id: string | undefined) {
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<OwnContribution, Error>(id ? contributionKey(id) : null, (path: string) => api.get<OwnContribution>(path, { retries: 2 }));
  return { contribution: data, error, isLoading, retry: () => void reload() };
}

/** `PATCH api/contributions/{id}/` with the preferences (spec §7: id, hidden, comment, display_amount, display_nickname, unsubscribed). */
export async function saveContribution(id: number, preferences: ContributionPreferences): Promise<OwnContribution> {
  const saved = await api.patch<OwnContribution>(contributionKey(String(id)), { id, ...preferences });
  await mutate(contributionKey(String(id)), saved, { revalidate: false });
  return saved;
}
