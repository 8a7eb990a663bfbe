import { ErrorMessage } from '@/components/ui/error-message';
import { InfiniteAnchor } from '@/components/ui/infinite-anchor';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { projectsQuery, useCrowdfundingPages } from '../api/get-crowdfundings';
import { groupCampaigns, type CampaignGroup } from '../utils/campaign-state';
import { CampaignGrid } from './campaign-grid';

/** Campaigns loaded per page on the projects page: three rows of two. */
export const CAMPAIGNS_PAGE_SIZE = 6;

/**
 * Every public campaign of the label (spec §7's call, newest first, whatever its state), page after
 * page, grouped as running, upcoming and finished; `null` fetches nothing.
 */
export function useProjectCampaigns(labelId: number | null) {
  const pages = useCrowdfundingPages(labelId === null ? null : projectsQuery(labelId, CAMPAIGNS_PAGE_SIZE));
  return { ...pages, groups: groupCampaigns(pages.items) };
}

export type ProjectCampaigns = ReturnType<typeof useProjectCampaigns>;

interface CampaignGroupProps {
  campaigns: ProjectCampaigns;
  group: CampaignGroup;
  labelSlug: string;
  /** Whether succeeded campaigns may link to the label's bookshop (its feature switch). */
  withLibrary: boolean;
  /** What an empty group says once every page is in; without it, an empty group shows nothing. */
  empty?: string;
}

/** One group of the projects page's campaigns, with the first page's loading and error states. */
export function CampaignGroupGrid({ campaigns, group, labelSlug, withLibrary, empty }: CampaignGroupProps) {
  const { isLoading, error, items, hasMore, retry } = campaigns;
  if (isLoading) return <SkeletonGrid count={2} columns={2} shape="campaign" />;
  if (error && items.length === 0) return <ErrorMessage message="Les projets n'ont pas pu être chargés." onRetry={retry} />;
  const list = campaigns.groups[group];
  if (list.length === 0) return empty && !hasMore ? <p className="empty">{empty}</p> : null;
  return <CampaignGrid campaigns={list} labelSlug={labelSlug} withLibrary={withLibrary} />;
}

/** The end of the campaigns: loads the next page when it comes into view, or says why it could not. */
export function MoreCampaigns({ campaigns }: { campaigns: ProjectCampaigns }) {
  const { error, items, hasMore, pageCount, loadMore } = campaigns;
  if (error && items.length > 0) return <ErrorMessage message="La suite n'a pas pu être chargée." onRetry={loadMore} />;
  if (!hasMore || error) return null;
  return <InfiniteAnchor onVisible={loadMore} page={pageCount} label="Afficher plus de projets" />;
}
