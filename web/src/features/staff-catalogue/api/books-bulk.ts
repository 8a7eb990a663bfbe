import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { BulkAction } from '../types';

/** `POST api/staff/books/bulk/`: one action on up to 100 books; each changed book gets its own version and audit entry. */
export async function bulkUpdateBooks(ids: number[], action: BulkAction): Promise<{ updated: number }> {
  const result = await api.post<{ updated: number }>('staff/books/bulk/', { ids, action });
  await mutate((key) => typeof key === 'string' && (key.startsWith('staff/books/') || key.startsWith('staff/audit/?entity=book&')));
  return result;
}
