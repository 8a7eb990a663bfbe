import useSWR from 'swr';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import type { AuditEntry } from '@/components/back-office/records/types';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';

/** An entry of the activity log: the record it is about, then as in a record's trail. */
export interface ActivityEntry extends AuditEntry {
  entity: string;
  entity_id: string;
  /** What the record is called (a book's title, an order's reference), null when it is gone. */
  subject?: string | null;
}

export interface ActivityQuery {
  actor: string;
  entity: string;
  from: string;
  to: string;
  offset: number;
}

/** `GET api/staff/activity/?entity=&actor=&from=&to=&limit=&offset=`: one page, newest first. */
export function useActivity(query: ActivityQuery) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(query.offset) });
  for (const name of ['actor', 'entity', 'from', 'to'] as const) if (query[name]) params.set(name, query[name]);
  const { data, error, isLoading, mutate } = useSWR<Page<ActivityEntry>, Error>(`staff/activity/?${params}`, (path: string) => api.get<Page<ActivityEntry>>(path, { retries: 3 }), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void mutate() };
}
