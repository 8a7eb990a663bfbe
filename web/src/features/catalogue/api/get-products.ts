import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Product } from '@/types/api';
import { usePriceViewer } from './price-viewer';

/** `GET products/?type=goodie&label=`: the label's goodies (the shop), every page. */
export function getGoodies(labelSlug: string): Promise<Product[]> {
  return api.getAll<Product>('products/', { type: 'goodie', label: labelSlug });
}

export function getGoodiesKey(labelSlug: string) {
  return ['products/', { type: 'goodie', label: labelSlug }] as const;
}

/** The shop's goodies, priced for their viewer. */
export function useGoodies(labelSlug: string) {
  return useSWR<Product[], Error>([...getGoodiesKey(labelSlug), usePriceViewer()], () => getGoodies(labelSlug), { revalidateOnFocus: false });
}
