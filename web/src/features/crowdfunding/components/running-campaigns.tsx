import { ErrorMessage } from '@/components/ui/error-message';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import type { Crowdfunding } from '@/types/api';
import { CampaignGrid } from './campaign-grid';

interface RunningCampaignsProps {
  campaigns: Crowdfunding[] | undefined;
  error: Error | undefined;
  retry: () => void;
  labelSlug: string;
}

/** The home's running campaigns, with their loading, error and empty states. */
export function RunningCampaigns({ campaigns, error, retry, labelSlug }: RunningCampaignsProps) {
  if (error) return <ErrorMessage message="Les projets n'ont pas pu être chargés." onRetry={retry} />;
  if (!campaigns) return <SkeletonGrid count={2} columns={2} shape="campaign" />;
  if (campaigns.length === 0) return <p className="empty">Aucun projet en cours de financement pour le moment.</p>;
  return <CampaignGrid campaigns={campaigns} labelSlug={labelSlug} />;
}
