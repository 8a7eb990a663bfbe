import useSWRInfinite from 'swr/infinite';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { AuditEntity, AuditEntry } from './types';

export const AUDIT_PAGE_SIZE = 10;

const auditKey = (entity: AuditEntity, id: number | string, offset: number) =>
  `staff/audit/?entity=${entity}&entity_id=${encodeURIComponent(String(id))}&limit=${AUDIT_PAGE_SIZE}&offset=${offset}`;

/** `GET api/staff/audit/?entity=&entity_id=`: a record's audit trail, newest first, a page more at each 'Voir plus'. */
export function useAuditTrail(entity: AuditEntity, id: number | string) {
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<Page<AuditEntry>, Error>(
    (index, previous: Page<AuditEntry> | null) => (index > 0 && !previous?.next ? null : auditKey(entity, id, index * AUDIT_PAGE_SIZE)),
    (path: string) => api.get<Page<AuditEntry>>(path, { retries: 2 }),
    { revalidateFirstPage: true },
  );
  const entries = data?.flatMap((page) => page.results) ?? [];
  const hasMore = Boolean(data?.at(-1)?.next);
  const loadingMore = isLoading || (size > 0 && data !== undefined && data[size - 1] === undefined);
  return { entries, error, loaded: data !== undefined, hasMore, loadingMore, more: () => void setSize(size + 1), retry: () => void mutate() };
}
