import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Label } from '@/types/api';

/** `GET labels/{slug}/`: the label's name, logos, theme and feature switches. */
export function getLabel(slug: string): Promise<Label> {
  return api.get<Label>(getLabelKey(slug), { retries: 2 });
}

export function getLabelKey(slug: string): string {
  return `labels/${encodeURIComponent(slug)}/`;
}

/** The label of the URL; an `ApiError` with status 404 means the slug is unknown. */
export function useLabel(slug: string) {
  return useSWR(getLabelKey(slug), () => getLabel(slug), { revalidateOnFocus: false });
}
