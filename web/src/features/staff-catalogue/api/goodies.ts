import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import { listKey, type ListQuery } from '@/components/back-office/records/list-query';
import type { StaffGoodie } from '../types';

const GOODIES = 'staff/goodies/';
const fetchPage = (path: string) => api.get<Page<StaffGoodie>>(path, { retries: 3 });

/** `GET api/staff/goodies/?search=&label=&ordering=&limit=&offset=`: one page of goodies. */
export function useStaffGoodies(query: ListQuery) {
  const { data, error, isLoading, mutate: reload } = useSWR<Page<StaffGoodie>, Error>(listKey(GOODIES, query), fetchPage, { keepPreviousData: true });
  return { page: data, error, isLoading, retry: () => void reload() };
}

export const staffGoodieKey = (id: string | number) => `${GOODIES}${encodeURIComponent(String(id))}/`;

/** `GET api/staff/goodies/{id}/`: the record to edit. */
export function useStaffGoodie(id: string) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<StaffGoodie, Error>(staffGoodieKey(id), (path: string) => api.get<StaffGoodie>(path, { retries: 2 }), { revalidateOnFocus: false });
  return { goodie: data, error, retry: () => void reload() };
}

const refreshGoodies = (id: number) => mutate((key) => typeof key === 'string' && (key.startsWith(GOODIES) || key.startsWith(`staff/audit/?entity=goodie&entity_id=${id}&`)));

/** `POST api/staff/goodies/`: 201 with the new record. */
export async function createGoodie(fields: Record<string, unknown>): Promise<StaffGoodie> {
  const created = await api.post<StaffGoodie>(GOODIES, fields);
  await refreshGoodies(created.id);
  return created;
}

/** `PATCH api/staff/goodies/{id}/` with the version the editor started from. */
export async function updateGoodie(id: number, version: number, changes: Record<string, unknown>): Promise<StaffGoodie> {
  const saved = await api.patch<StaffGoodie>(staffGoodieKey(id), { ...changes, version });
  await mutate(staffGoodieKey(id), saved, { revalidate: false });
  await refreshGoodies(id);
  return saved;
}
