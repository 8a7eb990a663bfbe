import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Label } from '@/types/api';

/** `GET labels/`: every label (for the 'Nos collections' menu and the footer's editions). */
export function getLabels(): Promise<Label[]> {
  return api.getAll<Label>(getLabelsKey());
}

export function getLabelsKey(): string {
  return 'labels/';
}

/** Every label of the site; an empty list until they arrive (the menus simply show fewer links). */
export function useLabels(): Label[] {
  const { data } = useSWR(getLabelsKey(), getLabels, { revalidateOnFocus: false });
  return data ?? [];
}
