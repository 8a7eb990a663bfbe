import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { CrowdfundingFaq } from '@/types/api';

/** `GET crowdfundings/{slug}/?fields=id,faqs&expand=faqs` (spec §7): the campaign's questions and answers. */
export async function getCrowdfundingFaqs(slug: string): Promise<CrowdfundingFaq[]> {
  const { faqs } = await api.get<{ faqs: CrowdfundingFaq[] }>(getCrowdfundingFaqsKey(slug), { retries: 2 });
  return faqs;
}

export function getCrowdfundingFaqsKey(slug: string): string {
  return `crowdfundings/${encodeURIComponent(slug)}/?fields=id,faqs&expand=faqs`;
}

export function useCrowdfundingFaqs(slug: string) {
  return useSWR<CrowdfundingFaq[], Error>(getCrowdfundingFaqsKey(slug), () => getCrowdfundingFaqs(slug), { revalidateOnFocus: false });
}
