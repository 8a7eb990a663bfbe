import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Author } from '@/types/api';

export function getAuthorKey(slug: string): string {
  return `authors/${encodeURIComponent(slug)}/`;
}

/** `GET authors/{slug}/`: the author page, with `future_events`. */
export function getAuthor(slug: string): Promise<Author> {
  return api.get<Author>(getAuthorKey(slug), { retries: 2 });
}

/** The author of the page; an `ApiError` with status 404 means the slug is unknown. */
export function useAuthor(slug: string) {
  return useSWR<Author, Error>(getAuthorKey(slug), () => getAuthor(slug), { revalidateOnFocus: false });
}
