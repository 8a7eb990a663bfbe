import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useRunningCrowdfundings } from '../api/get-crowdfundings';
import { CampaignCard } from './campaign-card';

/** The grid of a label's running campaigns, with its loading, error and empty states. */
export function RunningCampaigns({ labelId, labelSlug }: { labelId: number; labelSlug: string }) {
  const { running, error, isLoading, retry } = useRunningCrowdfundings(labelId);

  if (error) return <ErrorMessage message={`Les projets n'ont pas pu être chargés. ${error.message}`} onRetry={retry} />;
  if (isLoading || !running) return <Loading />;
  if (running.length === 0) return <p className="empty">Aucun projet en cours de financement pour le moment.</p>;
  return (
    <ul className="campaign-grid" role="list">
      {running.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} href={paths.label.crowdfunding.getHref(labelSlug, campaign.slug)} />
        </li>
      ))}
    </ul>
  );
}
