import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Author } from '@/types/api';

export function getAuthorsKey(labelSlug: string) {
  return ['authors/', { label: labelSlug }] as const;
}

/** `GET authors/?label=`: every author of the label (lists are retried 3 times). */
export function getAuthors(labelSlug: string): Promise<Author[]> {
  return api.getAll<Author>('authors/', { label: labelSlug });
}

export function useAuthors(labelSlug: string) {
  return useSWR<Author[], Error>(getAuthorsKey(labelSlug), () => getAuthors(labelSlug), { revalidateOnFocus: false });
}
