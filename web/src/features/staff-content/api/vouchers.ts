import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import type { StaffVoucher } from '../types';

const VOUCHERS = 'staff/vouchers/';

/** `GET api/staff/vouchers/?search=&status=&limit=&offset=`: one page of vouchers, newest first. */
export function useStaffVouchers(search: string, status: string, offset: number) {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  params.set('limit', String(PAGE_SIZE));
  params.set('offset', String(offset));
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<Page<StaffVoucher>, Error>(`${VOUCHERS}?${params}`, (path: string) => api.get<Page<StaffVoucher>>(path, { retries: 3 }), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void reload() };
}

export const staffVoucherKey = (id: string | number) => `${VOUCHERS}${encodeURIComponent(String(id))}/`;

export function useStaffVoucher(id: string) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<StaffVoucher, Error>(staffVoucherKey(id), (path: string) => api.get<StaffVoucher>(path, { retries: 2 }), { revalidateOnFocus: false });
  return { voucher: data, error, retry: () => void reload() };
}

const refreshVouchers = (id: number) => mutate((key) => typeof key === 'string' && (key.startsWith(VOUCHERS) || key.startsWith(`staff/audit/?entity=voucher&entity_id=${id}&`)));

/** `POST api/staff/vouchers/`: the server draws the code (and mails it when an address is given). */
export async function issueVoucher(fields: Record<string, unknown>): Promise<StaffVoucher> {
  const created = await api.post<StaffVoucher>(VOUCHERS, fields);
  await refreshVouchers(created.id);
  return created;
}

export async function updateVoucher(id: number, version: number, changes: Record<string, unknown>): Promise<StaffVoucher> {
  const saved = await api.patch<StaffVoucher>(staffVoucherKey(id), { ...changes, version });
  await mutate(staffVoucherKey(id), saved, { revalidate: false });
  await refreshVouchers(id);
  return saved;
}
