import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import type { NewsletterProgress, StaffNewsletter } from '../types';

const NEWSLETTERS = 'staff/newsletters/';
export const newsletterKey = (id: string | number) => `${NEWSLETTERS}${encodeURIComponent(String(id))}/`;

/** `GET api/staff/newsletters/?limit=&offset=`: newest first. */
export function useStaffNewsletters(offset: number) {
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<Page<StaffNewsletter>, Error>(`${NEWSLETTERS}?limit=${PAGE_SIZE}&offset=${offset}`, (path: string) => api.get<Page<StaffNewsletter>>(path, { retries: 3 }), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void reload() };
}

export function useStaffNewsletter(id: string) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<StaffNewsletter, Error>(newsletterKey(id), (path: string) => api.get<StaffNewsletter>(path, { retries: 2 }), {
    revalidateOnFocus: false,
  });
  return { newsletter: data, error, retry: () => void reload() };
}

/** `GET …/progress/`, polled every second while the newsletter leaves. */
export function useNewsletterProgress(id: number, polling: boolean) {
  const { data } = useSWR<NewsletterProgress, Error>(`${newsletterKey(id)}progress/`, (path: string) => api.get<NewsletterProgress>(path), {
    refreshInterval: polling ? 1000 : 0,
  });
  return data;
}

const refresh = (id: number) => mutate((key) => typeof key === 'string' && (key.startsWith(NEWSLETTERS) || key.startsWith(`staff/audit/?entity=newsletter&entity_id=${id}&`)));

export async function createNewsletter(fields: Record<string, unknown>): Promise<StaffNewsletter> {
  const created = await api.post<StaffNewsletter>(NEWSLETTERS, fields);
  await refresh(created.id);
  return created;
}

export async function updateNewsletter(id: number, version: number, changes: Record<string, unknown>): Promise<StaffNewsletter> {
  const saved = await api.patch<StaffNewsletter>(newsletterKey(id), { ...changes, version });
  await mutate(newsletterKey(id), saved, { revalidate: false });
  await refresh(id);
  return saved;
}

/** `POST …/send/ {at?}`: at a time, or now; once only (409 otherwise). */
export async function sendNewsletter(id: number, at: string | null): Promise<StaffNewsletter> {
  const saved = await api.post<StaffNewsletter>(`${newsletterKey(id)}send/`, at ? { at } : {});
  await mutate(newsletterKey(id), saved, { revalidate: false });
  await refresh(id);
  return saved;
}

/** `POST …/cancel/`: a scheduled newsletter becomes a draft again (409 once it has started). */
export async function cancelNewsletter(id: number): Promise<StaffNewsletter> {
  const saved = await api.post<StaffNewsletter>(`${newsletterKey(id)}cancel/`, {});
  await mutate(newsletterKey(id), saved, { revalidate: false });
  await refresh(id);
  return saved;
}

/** `POST …/test/`: a trial to the staff member's own address. */
export function testNewsletter(id: number): Promise<{ detail: string }> {
  return api.post<{ detail: string }>(`${newsletterKey(id)}test/`, {});
}

/** `GET …/preview/`: the mail as it leaves. */
export function previewNewsletter(id: number): Promise<{ subject: string; html: string; text: string }> {
  return api.get(`${newsletterKey(id)}preview/`);
}
