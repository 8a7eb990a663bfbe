import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Label } from '@/types/api';

/** `GET labels/` (the public labels API): the labels a record may belong to, for its select and filter. */
export function useLabelChoices(): Pick<Label, 'id' | 'name'>[] {
  const { data } = useSWR('labels/', (path: string) => api.getAll<Label>(path), { revalidateOnFocus: false });
  return data ?? [];
}
