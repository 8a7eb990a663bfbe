import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ContributionCampaign } from '../types';

/** Spec §7, contribution view: the campaign's id, title and slug, its rewards and author expanded (plus its label, its pixel and whether it runs). */
const FIELDS = 'id,title,slug,label_slug,author,compensations,facebook_pixel_id,started,finished,disabled,draft';

export function getContributionCampaignKey(slug: string): string {
  return `crowdfundings/${encodeURIComponent(slug)}/?fields=${FIELDS}&expand=author,compensations`;
}

/** The campaign being backed, retried twice (spec §7). */
export function getContributionCampaign(slug: string): Promise<ContributionCampaign> {
  return api.get<ContributionCampaign>(getContributionCampaignKey(slug), { retries: 2 });
}

/** The campaign of the contribution view; an `ApiError` with status 404 means the slug is unknown. */
export function useContributionCampaign(slug: string) {
  return useSWR<ContributionCampaign, Error>(getContributionCampaignKey(slug), () => getContributionCampaign(slug), { revalidateOnFocus: false });
}
