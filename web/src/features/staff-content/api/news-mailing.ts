import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** `GET api/staff/campaigns/{id}/outcome/`: here only how many addresses a news item would reach. */
export function useNewsRecipients(campaign: number) {
  const { data } = useSWR<{ news_recipients: number }, Error>(`staff/campaigns/${campaign}/outcome/`, (path: string) => api.get<{ news_recipients: number }>(path, { retries: 2 }));
  return data?.news_recipients;
}

/** `POST api/staff/news/{id}/notify/`: one mail per backer address, once per item (409 after). */
export function notifyNewsBackers(news: number): Promise<{ news: number; notified_at: string; recipients: number }> {
  return api.post(`staff/news/${news}/notify/`, {});
}
