import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Label } from '@/types/api';

/** `GET labels/` (the public labels API): the labels a record may belong to, for its select and filter. */
export function useLabelChoices(): Pick<Label, 'id' | 'name' | 'slug'>[] {
  const { data } = useSWR('labels/', (path: string) => api.getAll<Label>(path), { revalidateOnFocus: false });
  return data ?? [];
}

/** The slug of a record's label, for links to its public page; null until the labels are read. */
export function useLabelSlug(id: number | null | undefined): string | null {
  return useLabelChoices().find((label) => label.id === id)?.slug ?? null;
}
