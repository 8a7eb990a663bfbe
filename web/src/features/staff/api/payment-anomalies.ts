import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { PaymentAnomaly } from '../types';

/** `GET api/staff/payment-anomalies/`: bank notifications that paid nothing, newest first. */
export function usePaymentAnomalies(offset: number, limit = 20) {
  const { data, error, isLoading, mutate: reload } = useSWR<Page<PaymentAnomaly>, Error>(
    `staff/payment-anomalies/?limit=${limit}&offset=${offset}`,
    (path: string) => api.get<Page<PaymentAnomaly>>(path, { retries: 3 }),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void reload() };
}
