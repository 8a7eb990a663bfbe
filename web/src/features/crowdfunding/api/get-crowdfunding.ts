import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { CrowdfundingDetail } from '@/types/api';

/** `GET crowdfundings/{slug}/?expand=compensations,author`: the campaign page, with its rewards and author. */
export function getCrowdfunding(slug: string): Promise<CrowdfundingDetail> {
  return api.get<CrowdfundingDetail>(getCrowdfundingKey(slug), { retries: 2 });
}

export function getCrowdfundingKey(slug: string): string {
  return `crowdfundings/${encodeURIComponent(slug)}/?expand=compensations,author`;
}

/** The campaign of the page; an `ApiError` with status 404 means the slug is unknown. */
export function useCrowdfunding(slug: string) {
  return useSWR<CrowdfundingDetail, Error>(getCrowdfundingKey(slug), () => getCrowdfunding(slug), { revalidateOnFocus: false });
}
