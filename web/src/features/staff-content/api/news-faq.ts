import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { StaffFaq, StaffNews } from '../types';

const getPage = <T>(path: string) => api.get<Page<T>>(path, { retries: 3 });

const newsListKey = (campaign: number) => `staff/campaigns/${campaign}/news/?limit=100`;
const faqListKey = (campaign: number) => `staff/campaigns/${campaign}/faqs/?limit=100`;
export const newsKey = (id: string | number) => `staff/news/${encodeURIComponent(String(id))}/`;
export const faqKey = (id: string | number) => `staff/faqs/${encodeURIComponent(String(id))}/`;

/** A campaign's news, newest first (100 at most: campaigns post a few dozen). */
export function useCampaignNews(campaign: number | null) {
  const { data, error, mutate: reload } = useSWR<Page<StaffNews>, Error>(campaign ? newsListKey(campaign) : null, getPage);
  return { page: data, error, retry: () => void reload() };
}

/** A campaign's FAQ, in its order. */
export function useCampaignFaqs(campaign: number | null) {
  const { data, error, mutate: reload } = useSWR<Page<StaffFaq>, Error>(campaign ? faqListKey(campaign) : null, getPage);
  return { page: data, error, retry: () => void reload() };
}

export function useStaffNews(id: string) {
  const { data, error, mutate: reload } = useSWR<StaffNews, Error>(newsKey(id), (path: string) => api.get<StaffNews>(path, { retries: 2 }), { revalidateOnFocus: false });
  return { news: data, error, retry: () => void reload() };
}

export function useStaffFaq(id: string) {
  const { data, error, mutate: reload } = useSWR<StaffFaq, Error>(faqKey(id), (path: string) => api.get<StaffFaq>(path, { retries: 2 }), { revalidateOnFocus: false });
  return { faq: data, error, retry: () => void reload() };
}

const refresh = (prefix: string, entity: string, id: number) =>
  mutate((key) => typeof key === 'string' && (key.startsWith(prefix) || key.startsWith(`staff/audit/?entity=${entity}&entity_id=${id}&`)));

export async function createNews(campaign: number, fields: Record<string, unknown>): Promise<StaffNews> {
  const created = await api.post<StaffNews>(`staff/campaigns/${campaign}/news/`, fields);
  await refresh(`staff/campaigns/${campaign}/news/`, 'news', created.id);
  return created;
}

export async function updateNews(id: number, version: number, changes: Record<string, unknown>): Promise<StaffNews> {
  const saved = await api.patch<StaffNews>(newsKey(id), { ...changes, version });
  await mutate(newsKey(id), saved, { revalidate: false });
  await refresh(`staff/campaigns/${saved.campaign}/news/`, 'news', id);
  return saved;
}

/** Deleted from the version the list showed: another editor's change since answers 409. */
export async function deleteNews(item: StaffNews): Promise<void> {
  await api.delete(`${newsKey(item.id)}?version=${item.version}`);
  await refresh(`staff/campaigns/${item.campaign}/news/`, 'news', item.id);
}

export async function createFaq(campaign: number, fields: Record<string, unknown>): Promise<StaffFaq> {
  const created = await api.post<StaffFaq>(`staff/campaigns/${campaign}/faqs/`, fields);
  await refresh(`staff/campaigns/${campaign}/faqs/`, 'faq', created.id);
  return created;
}

export async function updateFaq(id: number, version: number, changes: Record<string, unknown>): Promise<StaffFaq> {
  const saved = await api.patch<StaffFaq>(faqKey(id), { ...changes, version });
  await mutate(faqKey(id), saved, { revalidate: false });
  await refresh(`staff/campaigns/${saved.campaign}/faqs/`, 'faq', id);
  return saved;
}

/** Deleted from the version the list showed: another editor's change since answers 409. */
export async function deleteFaq(item: StaffFaq): Promise<void> {
  await api.delete(`${faqKey(item.id)}?version=${item.version}`);
  await refresh(`staff/campaigns/${item.campaign}/faqs/`, 'faq', item.id);
}
