import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { PaymentAnomaly, UnfinishedBankNotification } from '../types';

/** `GET api/staff/payment-anomalies/`: bank notifications that paid nothing, newest first. */
export function usePaymentAnomalies(offset: number, limit = 20) {
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<Page<PaymentAnomaly>, Error>(`staff/payment-anomalies/?limit=${limit}&offset=${offset}`, (path: string) => api.get<Page<PaymentAnomaly>>(path, { retries: 3 }), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void reload() };
}

/** `GET api/staff/bank-notifications/unfinished/`: confirmed by the bank, still not recorded past the reconciliation delay. */
export function useUnfinishedNotifications(limit = 50) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<Page<UnfinishedBankNotification>, Error>(
    `staff/bank-notifications/unfinished/?limit=${limit}`,
    (path: string) => api.get<Page<UnfinishedBankNotification>>(path, { retries: 3 }),
    { refreshInterval: 30_000 },
  );
  return { page: data, error, retry: () => void reload() };
}
