import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { useContributionCampaign } from '@/features/contribute/api/get-contribution-campaign';
import { ContributionForm } from '@/features/contribute/components/contribution-form';
import { closedCampaignMessage } from '@/features/contribute/utils/requested-reward';
import '@/features/contribute/contribute.css';
import { TrackingPixel } from '@/features/crowdfunding/components/tracking-pixel';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { useSession } from '@/lib/session';
import { useCurrentLabel } from '../label-layout';
import { ownLabelPath } from './own-label';

/**
 * Backing a campaign (spec §2): the project's title, then the contribution form, with the reward of
 * the URL already added. The campaign owner's pixel fires here too.
 */
export function ContributeRoute() {
  const label = useCurrentLabel();
  const { slug = '', compensationId } = useParams();
  const location = useLocation();
  const { profile } = useSession();
  const { data: campaign, error, mutate } = useContributionCampaign(slug);
  useDocumentMeta(campaign ? `Contribuer à ${campaign.title} — ${label.name}` : `Contribuer — ${label.name}`);

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.label.notFound.getHref(label.slug)} replace />;
  if (error) return <ErrorMessage message="Ce projet n'a pas pu être chargé." onRetry={() => void mutate()} />;
  if (!campaign) {
    return (
      <div className="contribute contribute--loading" aria-busy="true">
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__panel" />
      </div>
    );
  }

  const own = ownLabelPath(location.pathname, label.slug, campaign.label_slug);
  if (own) return <Navigate to={own + location.search} replace />;
  const closed = closedCampaignMessage(campaign);
  const rewardId = compensationId && /^\d+$/.test(compensationId) ? Number(compensationId) : null;
  return (
    <article className="contribute" aria-labelledby="contribute-title">
      <header className="contribute__head">
        <p className="campaign__eyebrow">Contribuer au projet</p>
        <h1 id="contribute-title" className="campaign__title">
          {frenchSpacing(campaign.title)}
        </h1>
        {campaign.author && <p className="campaign__author">par {campaign.author.name}</p>}
      </header>
      {closed === null ? (
        <ContributionForm
          campaign={campaign}
          labelId={label.id}
          labelSlug={label.slug}
          isBookseller={profile?.isBookseller ?? false}
          requested={rewardId === null ? null : { rewardId, key: location.key }}
        />
      ) : (
        <div className="notice" role="alert">
          <p>{closed}</p>
          <Link to={paths.label.crowdfunding.getHref(label.slug, campaign.slug)}>Revenir au projet</Link>
        </div>
      )}
      <TrackingPixel pixelId={campaign.facebook_pixel_id} />
    </article>
  );
}
