import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, samePath, type QueryParams } from '@/lib/api-client';
import type { Book, Page } from '@/types/api';
import { usePriceViewer, type PriceViewer } from './price-viewer';

/** Filters of `GET books/` (spec §7: limit, published, label, ordering; and the API's is_external, author). */
export interface BooksQuery extends QueryParams {
  label?: number;
  published?: boolean;
  is_external?: boolean;
  author?: string;
  ordering: string;
  limit: number;
}

/** Books in production: not published yet, the soonest release first. */
export const inProductionQuery = (label: number, limit: number): BooksQuery => ({
  published: false,
  label,
  ordering: 'project__release',
  limit,
});

/** Published books, the latest release first. */
export const availableQuery = (label: number, limit: number): BooksQuery => ({
  published: true,
  label,
  ordering: '-project__release',
  limit,
});

/** The bookshop: the label's own published books, the latest first. */
export const bookshopQuery = (label: number, limit: number): BooksQuery => ({
  published: true,
  is_external: false,
  label,
  ordering: '-project__release',
  limit,
});

/** 'Des mêmes auteurices': books of the label's authors published by other houses. */
export const otherPublishersQuery = (label: number, limit: number): BooksQuery => ({
  is_external: true,
  label,
  ordering: '-project__release',
  limit,
});

/** An author's books, those in production first, then the latest. */
export const authorBooksQuery = (author: string, limit: number): BooksQuery => ({ author, ordering: '-project__release', limit });

/** The SWR key of a query's first page, for a viewer (prices differ: price-viewer.ts). */
export function getBooksKey(query: BooksQuery, viewer: PriceViewer = 'public') {
  return ['books/', query, viewer] as const;
}

/** A page of books: the query's first page, or the page a `next` link points to (plain or with its viewer). */
type BooksPageKey = string | readonly [string, BooksQuery] | readonly [string, BooksQuery, PriceViewer] | readonly [string, PriceViewer];

/** One page of books: the query's first page, or the page a `next` link points to. */
export function getBooks(key: BooksPageKey): Promise<Page<Book>> {
  if (typeof key === 'string') return api.get<Page<Book>>(key, { retries: 3 });
  const [path, query] = key;
  return typeof query === 'string' ? api.get<Page<Book>>(path, { retries: 3 }) : api.get<Page<Book>>(path, { params: query, retries: 3 });
}

/** The first page of the query (the home's sections); `null` fetches nothing. */
export function useBooks(query: BooksQuery | null) {
  const viewer = usePriceViewer();
  const { data, error, isLoading, mutate } = useSWR<Page<Book>, Error>(query && getBooksKey(query, viewer), getBooks, {
    revalidateOnFocus: false,
  });
  return { data: data?.results, error, isLoading, retry: () => void mutate() };
}

/** The books page after page, for infinite scroll (projects page, bookshop). */
export function useBookPages(query: BooksQuery | null) {
  const viewer = usePriceViewer();
  const swr = useSWRInfinite<Page<Book>, Error>(
    (index, previous: Page<Book> | null) => {
      if (!query) return null;
      if (index === 0) return getBooksKey(query, viewer);
      return previous?.next ? ([samePath(previous.next), viewer] as const) : null;
    },
    getBooks,
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const pages = swr.data ?? [];
  return {
    items: pages.flatMap((p) => p.results),
    error: swr.error,
    isLoading: swr.isLoading,
    hasMore: Boolean(pages[pages.length - 1]?.next),
    pageCount: pages.length,
    loadMore: () => void swr.setSize(pages.length + 1),
    retry: () => void swr.mutate(),
  };
}
