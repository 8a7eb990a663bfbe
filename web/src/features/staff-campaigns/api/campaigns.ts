import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import { listKey, type ListQuery } from '@/components/back-office/records/list-query';
import type { CampaignBulkAction, StaffCampaign, StaffReward } from '../types';

const CAMPAIGNS = 'staff/campaigns/';
const REWARDS = 'staff/rewards/';

/** `GET api/staff/campaigns/?search=&label=&state=&draft=&ordering=&limit=&offset=`: one page of campaigns. */
export function useStaffCampaigns(query: ListQuery) {
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<Page<StaffCampaign>, Error>(listKey(CAMPAIGNS, query), (path: string) => api.get<Page<StaffCampaign>>(path, { retries: 3 }), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void reload() };
}

export const staffCampaignKey = (id: string | number) => `${CAMPAIGNS}${encodeURIComponent(String(id))}/`;
export const campaignRewardsKey = (id: string | number) => `${staffCampaignKey(id)}rewards/`;

/** `GET api/staff/campaigns/{id}/`: the record to edit. */
export function useStaffCampaign(id: string) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<StaffCampaign, Error>(staffCampaignKey(id), (path: string) => api.get<StaffCampaign>(path, { retries: 2 }), { revalidateOnFocus: false });
  return { campaign: data, error, retry: () => void reload() };
}

/** `GET api/staff/campaigns/{id}/rewards/`: its rewards, in their order. */
export function useCampaignRewards(id: number) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<StaffReward[], Error>(campaignRewardsKey(id), (path: string) => api.get<StaffReward[]>(path, { retries: 2 }), { revalidateOnFocus: false });
  return { rewards: data, error, retry: () => void reload() };
}

const refresh = (prefix: string) => mutate((key) => typeof key === 'string' && key.startsWith(prefix));

/** Lists and trails showing campaigns are refreshed after a change. */
const refreshCampaigns = (id: number) => Promise.all([refresh(CAMPAIGNS), refresh(`staff/audit/?entity=campaign&entity_id=${id}&`)]);

export async function createCampaign(fields: Record<string, unknown>): Promise<StaffCampaign> {
  const created = await api.post<StaffCampaign>(CAMPAIGNS, fields);
  await refreshCampaigns(created.id);
  return created;
}

/** `PATCH api/staff/campaigns/{id}/` with the version the editor started from (409 if someone saved since). */
export async function updateCampaign(id: number, version: number, changes: Record<string, unknown>): Promise<StaffCampaign> {
  const saved = await api.patch<StaffCampaign>(staffCampaignKey(id), { ...changes, version });
  await mutate(staffCampaignKey(id), saved, { revalidate: false });
  await refreshCampaigns(id);
  return saved;
}

/** `POST api/staff/campaigns/bulk/`: out of draft or back in, up to 100 campaigns; each changed one gets its own version and audit entry. */
export async function bulkUpdateCampaigns(ids: number[], action: CampaignBulkAction): Promise<{ updated: number }> {
  const result = await api.post<{ updated: number }>(`${CAMPAIGNS}bulk/`, { ids, action });
  await Promise.all([refresh(CAMPAIGNS), refresh('staff/audit/?entity=campaign&')]);
  return result;
}

const refreshRewards = (campaignId: number, rewardId: number) =>
  Promise.all([refresh(campaignRewardsKey(campaignId)), refresh(staffCampaignKey(campaignId)), refresh(`staff/audit/?entity=reward&entity_id=${rewardId}&`)]);

export async function createReward(campaignId: number, fields: Record<string, unknown>): Promise<StaffReward> {
  const created = await api.post<StaffReward>(campaignRewardsKey(campaignId), fields);
  await refreshRewards(campaignId, created.id);
  return created;
}

export async function updateReward(reward: { id: number; campaign: number }, version: number, changes: Record<string, unknown>): Promise<StaffReward> {
  const saved = await api.patch<StaffReward>(`${REWARDS}${reward.id}/`, { ...changes, version });
  await refreshRewards(reward.campaign, reward.id);
  return saved;
}

/** `DELETE api/staff/rewards/{id}/?version=`: only a reward nobody paid for. */
export async function deleteReward(reward: StaffReward): Promise<void> {
  await api.delete(`${REWARDS}${reward.id}/?version=${reward.version}`);
  await refreshRewards(reward.campaign, reward.id);
}
