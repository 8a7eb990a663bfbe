import { ErrorMessage } from '@/components/ui/error-message';
import { InfiniteAnchor } from '@/components/ui/infinite-anchor';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { runningQuery, useCrowdfundingPages } from '../api/get-crowdfundings';
import { CampaignGrid } from './campaign-grid';

/** Campaigns loaded per page on the projects page: three rows of two. */
export const CAMPAIGNS_PAGE_SIZE = 6;

/** The label's running campaigns, loading the next page when the bottom of the list comes into view. */
export function CampaignPages({ labelId, labelSlug }: { labelId: number; labelSlug: string }) {
  const { items, error, isLoading, hasMore, pageCount, loadMore, retry } = useCrowdfundingPages(runningQuery(labelId, CAMPAIGNS_PAGE_SIZE));
  if (isLoading) return <SkeletonGrid count={2} columns={2} shape="campaign" />;
  if (error && items.length === 0) return <ErrorMessage message={`Les projets n'ont pas pu être chargés. ${error.message}`} onRetry={retry} />;
  if (items.length === 0) return <p className="empty">Aucun projet en cours de financement pour le moment.</p>;
  return (
    <>
      <CampaignGrid campaigns={items} labelSlug={labelSlug} />
      {error && <ErrorMessage message={`La suite n'a pas pu être chargée. ${error.message}`} onRetry={loadMore} />}
      {hasMore && !error && <InfiniteAnchor onVisible={loadMore} page={pageCount} label="Afficher plus de projets" />}
    </>
  );
}
