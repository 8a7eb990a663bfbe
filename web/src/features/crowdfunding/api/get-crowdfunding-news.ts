import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { CrowdfundingNews } from '@/types/api';

/** `GET crowdfundings/{slug}/?fields=id,news&expand=news` (spec §7): the campaign's news, newest first. */
export async function getCrowdfundingNews(slug: string): Promise<CrowdfundingNews[]> {
  const { news } = await api.get<{ news: CrowdfundingNews[] }>(getCrowdfundingNewsKey(slug), { retries: 2 });
  return news;
}

export function getCrowdfundingNewsKey(slug: string): string {
  return `crowdfundings/${encodeURIComponent(slug)}/?fields=id,news&expand=news`;
}

export function useCrowdfundingNews(slug: string) {
  return useSWR<CrowdfundingNews[], Error>(getCrowdfundingNewsKey(slug), () => getCrowdfundingNews(slug), { revalidateOnFocus: false });
}
