import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Book } from '@/types/api';
import { usePriceViewer } from './price-viewer';

/** The book page's book: its author and linked products expanded. */
export function getBookKey(slug: string): string {
  return `books/${encodeURIComponent(slug)}/?expand=author,linked_products`;
}

/** `GET books/{slug}/`, retried twice like the other detail pages. */
export function getBook(slug: string): Promise<Book> {
  return api.get<Book>(getBookKey(slug), { retries: 2 });
}

/** The book of the page, priced for its viewer; an `ApiError` with status 404 means the slug is unknown. */
export function useBook(slug: string) {
  return useSWR<Book, Error>([getBookKey(slug), usePriceViewer()], () => getBook(slug), { revalidateOnFocus: false });
}
