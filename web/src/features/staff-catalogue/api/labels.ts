import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import { listKey, type ListQuery } from '@/components/back-office/records/list-query';
import type { StaffLabel } from '../types';

const LABELS = 'staff/labels/';
const fetchPage = (path: string) => api.get<Page<StaffLabel>>(path, { retries: 3 });

/** `GET api/staff/labels/?search=&ordering=&limit=&offset=`: one page of labels. */
export function useStaffLabels(query: ListQuery) {
  const { data, error, isLoading, mutate: reload } = useSWR<Page<StaffLabel>, Error>(listKey(LABELS, query), fetchPage, { keepPreviousData: true });
  return { page: data, error, isLoading, retry: () => void reload() };
}

export const staffLabelKey = (id: string | number) => `${LABELS}${encodeURIComponent(String(id))}/`;

/** `GET api/staff/labels/{id}/`: the record to edit. */
export function useStaffLabel(id: string) {
  const { data, error, mutate: reload } = useSWR<StaffLabel, Error>(staffLabelKey(id), (path: string) => api.get<StaffLabel>(path, { retries: 2 }), { revalidateOnFocus: false });
  return { label: data, error, retry: () => void reload() };
}

/** `PATCH api/staff/labels/{id}/` with the version the editor started from (409 if someone saved since). */
export async function updateLabel(id: number, version: number, changes: Record<string, unknown>): Promise<StaffLabel> {
  const saved = await api.patch<StaffLabel>(staffLabelKey(id), { ...changes, version });
  await mutate(staffLabelKey(id), saved, { revalidate: false });
  // The lists, the label's trail and the public label (its name, switches and messages on every page) are read again.
  await mutate((key) => typeof key === 'string' && (key.startsWith(LABELS) || key.startsWith(`staff/audit/?entity=label&entity_id=${id}&`) || key.startsWith('labels/')));
  return saved;
}
