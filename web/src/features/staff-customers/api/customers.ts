import useSWR, { mutate } from 'swr';
import type { BooksellerStatement } from '@/types/api';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { CustomerDetail, CustomerOrder, CustomerSummary } from '../types';

const CUSTOMERS = 'staff/customers/';

export interface CustomerListQuery {
  search: string;
  kind: string;
  ordering: string;
  offset: number;
}

/** `GET api/staff/customers/?search=&kind=&ordering=&limit=&offset=`: one page of accounts. */
export function useCustomers(query: CustomerListQuery) {
  const params = new URLSearchParams({ ordering: query.ordering, limit: String(PAGE_SIZE), offset: String(query.offset) });
  if (query.search) params.set('search', query.search);
  if (query.kind) params.set('kind', query.kind);
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<Page<CustomerSummary>, Error>(`${CUSTOMERS}?${params}`, (path: string) => api.get<Page<CustomerSummary>>(path, { retries: 3 }), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void reload() };
}

/** `GET api/staff/customers/{id}/`. */
export function useCustomer(id: number) {
  const { data, error, mutate: reload } = useSWR<CustomerDetail, Error>(`${CUSTOMERS}${id}/`, (path: string) => api.get<CustomerDetail>(path, { retries: 3 }));
  return { customer: data, error, retry: () => void reload() };
}

/** Their last carts and orders, newest change first (`GET api/staff/orders/?owner=`). */
export function useCustomerOrders(id: number) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<Page<CustomerOrder>, Error>(`staff/orders/?owner=${id}&ordering=-last_modified_at&limit=10`, (path: string) => api.get<Page<CustomerOrder>>(path, { retries: 3 }));
  return { orders: data, error, retry: () => void reload() };
}

/**
 * `POST api/staff/customers/{id}/access/`: deactivate or reactivate, grant or remove the staff's
 * rights; the page and the lists are read again (and the trail, by the new state).
 */
export async function changeAccess(id: number, change: { active?: boolean; is_staff?: boolean }): Promise<CustomerDetail> {
  const customer = await api.post<CustomerDetail>(`${CUSTOMERS}${id}/access/`, change);
  await mutate(`${CUSTOMERS}${id}/`, customer, { revalidate: false });
  await mutate((key) => typeof key === 'string' && key.startsWith(`${CUSTOMERS}?`));
  return customer;
}

/** `POST api/staff/customers/{id}/erase/`: the person erased (GDPR); the page and the lists are read again. */
export async function eraseCustomer(id: number, confirmEmail: string): Promise<CustomerDetail> {
  const customer = await api.post<CustomerDetail>(`${CUSTOMERS}${id}/erase/`, { confirm_email: confirmEmail });
  await mutate(`${CUSTOMERS}${id}/`, customer, { revalidate: false });
  await mutate((key) => typeof key === 'string' && key.startsWith(`${CUSTOMERS}?`));
  return customer;
}

/** The export's address (`GET api/staff/customers/{id}/export/`): JSON, or a page to read. */
export const customerExportHref = (id: number, format: 'json' | 'html') => `/api/${CUSTOMERS}${id}/export/${format === 'html' ? '?format=html' : ''}`;

/** `PATCH api/staff/customers/{id}/bookseller-terms/`: only the terms staff changed (a colleague's other change stays). */
export async function changeBooksellerTerms(id: number, change: { discount?: string; payment_mean?: string; sepa_term?: string }): Promise<CustomerDetail> {
  const customer = await api.patch<CustomerDetail>(`${CUSTOMERS}${id}/bookseller-terms/`, change);
  await mutate(`${CUSTOMERS}${id}/`, customer, { revalidate: false });
  return customer;
}

export function useBooksellerStatement(id: number) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<BooksellerStatement, Error>(`staff/booksellers/${id}/statement/`, (path: string) => api.get<BooksellerStatement>(path, { retries: 3 }));
  return { statement: data, error, retry: () => void reload() };
}
