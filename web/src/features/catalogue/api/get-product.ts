import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Product } from '@/types/api';
import { usePriceViewer } from './price-viewer';

export function getProductKey(slug: string): string {
  return `products/${encodeURIComponent(slug)}/`;
}

/** `GET products/{slug}/`: a goodie with its variants and attributes. */
export function getProduct(slug: string): Promise<Product> {
  return api.get<Product>(getProductKey(slug), { retries: 2 });
}

/** The product of the page, priced for its viewer; an `ApiError` with status 404 means the slug is unknown. */
export function useProduct(slug: string) {
  return useSWR<Product, Error>([getProductKey(slug), usePriceViewer()], () => getProduct(slug), { revalidateOnFocus: false });
}
