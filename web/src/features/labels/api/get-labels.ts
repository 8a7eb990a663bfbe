import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { LabelSummary } from '@/types/api';

const SUMMARY_FIELDS: readonly (keyof LabelSummary)[] = ['id', 'slug', 'name', 'featureShop'];

/**
 * `GET labels/?fields=…`: every label, as the 'Nos collections' menu and the footer's editions name
 * them. Every page carries this list (a server-rendered one in its payload): only these fields.
 */
export function getLabels(): Promise<LabelSummary[]> {
  return api.getAll<LabelSummary>(getLabelsKey());
}

export function getLabelsKey(): string {
  return `labels/?fields=${SUMMARY_FIELDS.join(',')}`;
}

/** Every label of the site; an empty list until they arrive (the menus simply show fewer links). */
export function useLabels(): LabelSummary[] {
  const { data } = useSWR(getLabelsKey(), getLabels, { revalidateOnFocus: false });
  return data ?? [];
}
