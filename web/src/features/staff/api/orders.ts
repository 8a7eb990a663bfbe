import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { CartAsOf, StaffOrder } from '../types';

export const STAFF_ORDERS_PAGE_SIZE = 20;

/**
 * The list's filters beside the search, as the API names them (absent: not filtered): `status`
 * (2 paid orders, 0 open carts, 1 confirmed ones), `paid_with`, `label`, `paid_from`/`paid_to`
 * (days in Paris), `parcels` (to_ship, shipped).
 */
export type StaffOrderFilters = Partial<Record<'status' | 'paid_with' | 'label' | 'paid_from' | 'paid_to' | 'parcels', string>>;

/** The list's query: newest change first; the overdue orders alone by their due date, the oldest first. */
export const staffOrdersKey = (search: string, offset: number, overdue = false, filters: StaffOrderFilters = {}) =>
  `staff/orders/?${new URLSearchParams({
    search,
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
    limit: String(STAFF_ORDERS_PAGE_SIZE),
    offset: String(offset),
    ...(overdue ? { overdue: 'true', ordering: 'payment_due_date' } : { ordering: '-last_modified_at' }),
  })}`;

/** `GET api/staff/orders/?search=&limit=&offset=[&overdue=true][&filters]`: one page of every owner's carts. */
export function useStaffOrders(search: string, offset: number, overdue = false, filters: StaffOrderFilters = {}) {
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<Page<StaffOrder>, Error>(staffOrdersKey(search.trim(), offset, overdue, filters), (path: string) => api.get<Page<StaffOrder>>(path, { retries: 3 }), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void reload() };
}

/** How many orders on terms are unpaid past their due date (`overdue=true`, one row asked): the filter's badge. */
export function useOverdueCount(): number | null {
  const { data } = useSWR<Page<StaffOrder>, Error>('staff/orders/?overdue=true&limit=1', (path: string) => api.get<Page<StaffOrder>>(path));
  return data ? data.count : null;
}

/** `POST api/staff/carts/{id}/resend-confirmation/`: the paid order's confirmation mailed again; the address it went to. */
export function resendConfirmation(id: string): Promise<{ order: string; to: string }> {
  return api.post<{ order: string; to: string }>(`staff/carts/${encodeURIComponent(id)}/resend-confirmation/`);
}

/** `POST api/staff/carts/{id}/settle/`: the direct debit or wire came in; every list showing the order is refreshed. */
export async function settleOrder(id: string): Promise<CartAsOf> {
  const settled = await api.post<CartAsOf>(`staff/carts/${encodeURIComponent(id)}/settle/`);
  await mutate((key) => typeof key === 'string' && (key.startsWith('staff/orders/') || key.startsWith(`staff/carts/${id}/`)));
  return settled;
}
