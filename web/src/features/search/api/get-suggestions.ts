import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { SuggestionsAnswer } from '../types';

/** Suggestions under the search box. */
export const SUGGESTIONS_LIMIT = 8;
/** Suggestions are asked for from this many characters on. */
export const SUGGESTIONS_MIN_LENGTH = 2;

export function getSuggestionsKey(query: string) {
  return ['search/suggestions/', query] as const;
}

/**
 * `GET search/suggestions/`: anonymous (the answer is everyone's, so the API's micro-cache keeps it)
 * and quiet (the box shows its own state; the page's loading banner is for the page).
 */
export function getSuggestions([path, query]: ReturnType<typeof getSuggestionsKey>): Promise<SuggestionsAnswer> {
  return api.get<SuggestionsAnswer>(path, { params: { q: query, limit: SUGGESTIONS_LIMIT }, anonymous: true, quiet: true });
}

/** The suggestions of a query once it is long enough; the previous ones stay shown while the next arrive. */
export function useSuggestions(query: string) {
  const asked = query.trim().length >= SUGGESTIONS_MIN_LENGTH ? query : null;
  const { data, error, isLoading } = useSWR<SuggestionsAnswer, Error>(asked === null ? null : getSuggestionsKey(asked), getSuggestions, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return { data: asked === null ? undefined : data, error, isLoading };
}
