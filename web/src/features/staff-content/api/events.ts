import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import { listKey, type ListQuery } from '@/components/back-office/records/list-query';
import type { StaffEvent } from '../types';

const EVENTS = 'staff/events/';
const getPage = <T>(path: string) => api.get<Page<T>>(path, { retries: 3 });

/** `GET api/staff/events/?search=&label=&period=&ordering=`: one page of events. */
export function useStaffEvents(query: ListQuery, period: string) {
  const key = `${listKey(EVENTS, query)}${period ? `&period=${encodeURIComponent(period)}` : ''}`;
  const { data, error, isLoading, mutate: reload } = useSWR<Page<StaffEvent>, Error>(key, getPage, { keepPreviousData: true });
  return { page: data, error, isLoading, retry: () => void reload() };
}

export const staffEventKey = (id: string | number) => `${EVENTS}${encodeURIComponent(String(id))}/`;

export function useStaffEvent(id: string) {
  const { data, error, mutate: reload } = useSWR<StaffEvent, Error>(staffEventKey(id), (path: string) => api.get<StaffEvent>(path, { retries: 2 }), { revalidateOnFocus: false });
  return { event: data, error, retry: () => void reload() };
}

const refreshEvents = (id: number) => mutate((key) => typeof key === 'string' && (key.startsWith(EVENTS) || key.startsWith(`staff/audit/?entity=event&entity_id=${id}&`)));

export async function createEvent(fields: Record<string, unknown>): Promise<StaffEvent> {
  const created = await api.post<StaffEvent>(EVENTS, fields);
  await refreshEvents(created.id);
  return created;
}

export async function updateEvent(id: number, version: number, changes: Record<string, unknown>): Promise<StaffEvent> {
  const saved = await api.patch<StaffEvent>(staffEventKey(id), { ...changes, version });
  await mutate(staffEventKey(id), saved, { revalidate: false });
  await refreshEvents(id);
  return saved;
}
