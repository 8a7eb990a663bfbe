import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { BookChanges, StaffBook } from '../types';
import { listKey, type ListQuery } from '@/components/back-office/records/list-query';

const BOOKS = 'staff/books/';
const fetchPage = (path: string) => api.get<Page<StaffBook>>(path, { retries: 3 });

/** `GET api/staff/books/?search=&label=&ordering=&limit=&offset=`: one page of books. */
export function useStaffBooks(query: ListQuery) {
  const { data, error, isLoading, mutate: reload } = useSWR<Page<StaffBook>, Error>(listKey(BOOKS, query), fetchPage, { keepPreviousData: true });
  return { page: data, error, isLoading, retry: () => void reload() };
}

export const staffBookKey = (id: string | number) => `${BOOKS}${encodeURIComponent(String(id))}/`;

/** `GET api/staff/books/{id}/`: the record to edit. */
export function useStaffBook(id: string) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<StaffBook, Error>(staffBookKey(id), (path: string) => api.get<StaffBook>(path, { retries: 2 }), {
    revalidateOnFocus: false,
  });
  return { book: data, error, retry: () => void reload() };
}

/** Lists and trails showing books are refreshed after a change. */
export const refreshBooks = (id: number) => mutate((key) => typeof key === 'string' && (key.startsWith(BOOKS) || key.startsWith(`staff/audit/?entity=book&entity_id=${id}&`)));

/** `POST api/staff/books/`: 201 with the new record. */
export async function createBook(fields: BookChanges): Promise<StaffBook> {
  const created = await api.post<StaffBook>(BOOKS, fields);
  await refreshBooks(created.id);
  return created;
}

/** `PATCH api/staff/books/{id}/` with the version the editor started from (409 if someone saved since). */
export async function updateBook(id: number, version: number, changes: BookChanges): Promise<StaffBook> {
  const saved = await api.patch<StaffBook>(staffBookKey(id), { ...changes, version });
  await mutate(staffBookKey(id), saved, { revalidate: false });
  await refreshBooks(id);
  return saved;
}
