import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { CartAsOf, StaffOrder } from '../types';

export const STAFF_ORDERS_PAGE_SIZE = 20;

export const staffOrdersKey = (search: string, offset: number) =>
  `staff/orders/?${new URLSearchParams({ search, limit: String(STAFF_ORDERS_PAGE_SIZE), offset: String(offset), ordering: '-last_modified_at' })}`;

/** `GET api/staff/orders/?search=&limit=&offset=`: one page of every owner's carts, newest change first. */
export function useStaffOrders(search: string, offset: number) {
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<Page<StaffOrder>, Error>(staffOrdersKey(search.trim(), offset), (path: string) => api.get<Page<StaffOrder>>(path, { retries: 3 }), { keepPreviousData: true });
  return { page: data, error, isLoading, retry: () => void reload() };
}

/** `POST api/staff/carts/{id}/settle/`: the direct debit or wire came in; every list showing the order is refreshed. */
export async function settleOrder(id: string): Promise<CartAsOf> {
  const settled = await api.post<CartAsOf>(`staff/carts/${encodeURIComponent(id)}/settle/`);
  await mutate((key) => typeof key === 'string' && (key.startsWith('staff/orders/') || key.startsWith(`staff/carts/${id}/`)));
  return settled;
}
