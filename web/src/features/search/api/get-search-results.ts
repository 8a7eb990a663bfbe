import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { SearchAnswer } from '../types';

/** Results shown per kind on the results page. */
export const RESULTS_PER_GROUP = 24;

export function getSearchResultsKey(query: string) {
  return ['search/', query] as const;
}

/** `GET search/`: anonymous, the same answer for everyone (kept by the API's micro-cache and the server's rendering). */
export function getSearchResults([path, query]: ReturnType<typeof getSearchResultsKey>): Promise<SearchAnswer> {
  return api.get<SearchAnswer>(path, { params: { q: query, limit: RESULTS_PER_GROUP }, anonymous: true, retries: 2 });
}

/** The results page's answer; nothing is asked for a blank query. */
export function useSearchResults(query: string) {
  const asked = query.trim() === '' ? null : getSearchResultsKey(query.trim());
  return useSWR<SearchAnswer, Error>(asked, getSearchResults, { revalidateOnFocus: false, keepPreviousData: true });
}
