import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { AuthorChanges, StaffAuthor } from '../types';
import { listKey, type ListQuery } from '@/components/back-office/records/list-query';

const AUTHORS = 'staff/authors/';
const fetchPage = (path: string) => api.get<Page<StaffAuthor>>(path, { retries: 3 });

/** `GET api/staff/authors/?search=&label=&ordering=&limit=&offset=`: one page of authors. */
export function useStaffAuthors(query: ListQuery) {
  const { data, error, isLoading, mutate: reload } = useSWR<Page<StaffAuthor>, Error>(listKey(AUTHORS, query), fetchPage, { keepPreviousData: true });
  return { page: data, error, isLoading, retry: () => void reload() };
}

export const staffAuthorKey = (id: string | number) => `${AUTHORS}${encodeURIComponent(String(id))}/`;

/** `GET api/staff/authors/{id}/`: the record to edit. */
export function useStaffAuthor(id: string) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<StaffAuthor, Error>(staffAuthorKey(id), (path: string) => api.get<StaffAuthor>(path, { retries: 2 }), {
    revalidateOnFocus: false,
  });
  return { author: data, error, retry: () => void reload() };
}

/** Lists and trails showing authors are refreshed after a change. */
const refreshAuthors = (id: number) => mutate((key) => typeof key === 'string' && (key.startsWith(AUTHORS) || key.startsWith(`staff/audit/?entity=author&entity_id=${id}&`)));

/** `POST api/staff/authors/`: 201 with the new record. */
export async function createAuthor(fields: AuthorChanges): Promise<StaffAuthor> {
  const created = await api.post<StaffAuthor>(AUTHORS, fields);
  await refreshAuthors(created.id);
  return created;
}

/** `PATCH api/staff/authors/{id}/` with the version the editor started from (409 if someone saved since). */
export async function updateAuthor(id: number, version: number, changes: AuthorChanges): Promise<StaffAuthor> {
  const saved = await api.patch<StaffAuthor>(staffAuthorKey(id), { ...changes, version });
  await mutate(staffAuthorKey(id), saved, { revalidate: false });
  await refreshAuthors(id);
  return saved;
}
