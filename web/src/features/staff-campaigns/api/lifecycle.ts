import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import { staffCampaignKey } from './campaigns';

/** `GET api/staff/campaigns/{id}/outcome/`: how the campaign ended (null before its end). */
export interface CampaignOutcome {
  campaign: number;
  end_date: string;
  outcome: 'succeeded' | 'failed' | null;
  outcome_recorded_at: string | null;
  goal_type: 1 | 2;
  goal: string;
  collected: string;
  books: number;
  completion_percent: number;
  contributions: { paid: number; refunded: number };
  /** Backers who asked for the campaign's news (none by default). */
  news_recipients: number;
  /** Every backer's address: told of the outcome and of their refund, news or not. */
  backer_addresses: number;
}

/** A paid contribution as staff see it (`GET api/staff/campaigns/{id}/contributions/`). */
export interface StaffContribution {
  id: number;
  backer: { id: number; email: string } | null;
  nickname: string;
  amount: string;
  paid_at: string;
  order_reference: string | null;
  refunded: boolean;
  refunded_at: string | null;
  refunded_by: { id: number; email: string } | null;
  refund_method: 'credit_note' | 'elsewhere' | null;
  credit_note: { id: string; number: string } | null;
}

const outcomeKey = (id: number) => `${staffCampaignKey(id)}outcome/`;
const contributionsKey = (id: number, status: 'paid' | 'refunded', offset: number) => `${staffCampaignKey(id)}contributions/?status=${status}&limit=100&offset=${offset}`;

export function useCampaignOutcome(id: number) {
  const { data, error, mutate: reload } = useSWR<CampaignOutcome, Error>(outcomeKey(id), (path: string) => api.get<CampaignOutcome>(path, { retries: 2 }));
  return { outcome: data, error, retry: () => void reload() };
}

export function useCampaignContributions(id: number, status: 'paid' | 'refunded', enabled: boolean, offset = 0) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<Page<StaffContribution>, Error>(enabled ? contributionsKey(id, status, offset) : null, (path: string) => api.get<Page<StaffContribution>>(path, { retries: 2 }), {
    keepPreviousData: true,
  });
  return { page: data, error, retry: () => void reload() };
}

/** `POST api/staff/campaigns/{id}/refunds/`: 1 to 100 contributions, by credit note or marked refunded elsewhere. */
export async function refundContributions(id: number, contributions: number[], method: 'credit_note' | 'elsewhere'): Promise<{ refunded: number }> {
  const done = await api.post<{ refunded: number }>(`${staffCampaignKey(id)}refunds/`, { contributions, method });
  await mutate((key) => typeof key === 'string' && key.startsWith(staffCampaignKey(id)) && (key.includes('/contributions/') || key.endsWith('/outcome/')));
  return done;
}
