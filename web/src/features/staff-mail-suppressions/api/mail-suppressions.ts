import useSWR, { mutate } from 'swr';
import { listKey, type ListQuery } from '@/components/back-office/records/list-query';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { MailSuppression } from '../types';

const SUPPRESSIONS = 'staff/mail-suppressions/';
const fetchPage = (path: string) => api.get<Page<MailSuppression>>(path, { retries: 3 });

/** `GET api/staff/mail-suppressions/?search=&ordering=&limit=&offset=`: one page of the refused addresses. */
export function useMailSuppressions(query: ListQuery) {
  const { data, error, isLoading, mutate: reload } = useSWR<Page<MailSuppression>, Error>(listKey(SUPPRESSIONS, query), fetchPage, { keepPreviousData: true });
  return { page: data, error, isLoading, retry: () => void reload() };
}

/** `DELETE api/staff/mail-suppressions/{email}/`: 'Débloquer'; the lists are asked again. */
export async function liftMailSuppression(email: string): Promise<void> {
  await api.delete(`${SUPPRESSIONS}${encodeURIComponent(email)}/`);
  await mutate((key) => typeof key === 'string' && key.startsWith(SUPPRESSIONS));
}
