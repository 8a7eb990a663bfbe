import { Suspense, useEffect } from 'react';
import { frenchSpacing, guillemets } from '@shop/typography';
import { Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { Navigate } from '@/components/ui/navigate';
import { ErrorMessage } from '@/components/ui/error-message';
import { ShareBlock } from '@/components/ui/share-block';
import { paths } from '@/config/paths';
import { useCrowdfunding } from '@/features/crowdfunding/api/get-crowdfunding';
import { CampaignInfo } from '@/features/crowdfunding/components/campaign-info';
import { CampaignMedia } from '@/features/crowdfunding/components/campaign-media';
import { CampaignTabs } from '@/features/crowdfunding/components/campaign-tabs';
import { DraftBanner } from '@/features/crowdfunding/components/draft-banner';
import { RewardCatalogue } from '@/features/crowdfunding/components/reward-catalogue';
import { TrackingPixel } from '@/features/crowdfunding/components/tracking-pixel';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { imagePreload, PICTURE_SIZES } from '@/lib/responsive-image';
import { useSiteOrigin } from '@/lib/ssr/server-render';
import { breadcrumbs, sharePicture, StructuredData } from '@/lib/structured-data';
import { excerpt } from '@/lib/format';
import { useSession } from '@/lib/session';
import type { CrowdfundingDetail, Label } from '@/types/api';
import { useCurrentLabel } from '../label-layout';
import { currentSlugPath } from './current-slug';
import { ownLabelPath } from './own-label';

/** Spec §9: the campaign's meta description is its text cut at 200 characters. */
const META_DESCRIPTION_CUT = 200;

/** What the tab routes under the campaign page receive. */
export interface CampaignContext {
  label: Label;
  campaign: CrowdfundingDetail;
}

export function useCampaignContext(): CampaignContext {
  return useOutletContext<CampaignContext>();
}

function CampaignSkeleton() {
  return (
    <div className="campaign campaign--loading" aria-hidden="true">
      <div className="skeleton__line skeleton__line--title" />
      <div className="campaign__top">
        <div className="skeleton__media skeleton__media--wide" />
        <div className="skeleton__panel" />
      </div>
    </div>
  );
}

/**
 * A crowdfunding campaign (spec §2, §4): media, title, figures, share block, tabs (child routes)
 * and the reward catalogue.
 */
export function CampaignRoute() {
  const label = useCurrentLabel();
  const slug = useParams().slug ?? '';
  const { data: campaign, error, mutate } = useCrowdfunding(slug);
  const { profile } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  useDocumentMeta(campaign ? `${campaign.title} — ${label.name}` : null, campaign ? excerpt(campaign.description_text, META_DESCRIPTION_CUT) : null, {
    image: sharePicture(campaign?.cover),
    type: 'website',
    ...imagePreload(campaign?.cover_webp, campaign?.cover, 1200, PICTURE_SIZES.campaignCover),
  });
  // Opened under an old slug: the address shows the current one, in place of the old in the history.
  const renamed = campaign ? currentSlugPath(location.pathname, slug, campaign.slug) : null;
  useEffect(() => {
    if (renamed) navigate(renamed + location.search + location.hash, { replace: true });
  }, [renamed, navigate, location.search, location.hash]);

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.label.notFound.getHref(label.slug)} replace />;
  if (error) return <ErrorMessage message="Ce projet n'a pas pu être chargé." onRetry={() => void mutate()} />;
  if (!campaign) return <CampaignSkeleton />;
  const own = ownLabelPath(location.pathname, label.slug, campaign.label_slug);
  if (own) return <Navigate to={own + location.search} replace />;

  // A draft is only previewed by staff: nobody can back it.
  const running = campaign.started && !campaign.finished && !campaign.disabled && !campaign.draft;
  const url = `${origin}${paths.label.crowdfunding.getHref(label.slug, campaign.slug)}`;
  return (
    <article className="campaign" aria-labelledby="campaign-title">
      {campaign.draft && <DraftBanner />}
      <header className="campaign__head">
        <p className="campaign__eyebrow">Financement participatif</p>
        <h1 id="campaign-title" className="campaign__title">
          {frenchSpacing(campaign.title)}
        </h1>
        {campaign.author && <p className="campaign__author">par {campaign.author.name}</p>}
      </header>

      <div className="campaign__top">
        <CampaignMedia campaign={campaign} />
        <CampaignInfo campaign={campaign} labelSlug={label.slug} withLibrary={label.featureLibrary} />
      </div>

      <ShareBlock url={url} text={`Soutenez ${guillemets(campaign.title)}\u202f!`} title="Partager ce projet" />

      <CampaignTabs campaign={campaign} labelSlug={label.slug} />
      <div className="campaign__body">
        <div className="campaign__tab" id="campaign-tab">
          {/* The tab's own boundary: while a tab's code arrives, the rest of the page stays (and its pixel fires once). */}
          <Suspense fallback={<div className="tab-placeholder" aria-hidden="true" />}>
            <Outlet context={{ label, campaign } satisfies CampaignContext} />
          </Suspense>
        </div>
        <RewardCatalogue rewards={campaign.compensations} labelSlug={label.slug} campaignSlug={campaign.slug} running={running} isBookseller={profile?.isBookseller ?? false} />
      </div>
      <TrackingPixel pixelId={campaign.facebook_pixel_id} />
      {!campaign.draft && <StructuredData data={campaignData(campaign, label, url)} />}
    </article>
  );
}

/**
 * The campaign for search engines: the book to be (schema.org CreativeWork) funded by its backers,
 * with its goal when it is an amount, and the trail to it.
 */
function campaignData(campaign: CrowdfundingDetail, label: Label, url: string): Record<string, unknown>[] {
  const origin = url.slice(0, url.indexOf('/', url.indexOf('//') + 2));
  return [
    {
      '@type': 'CreativeWork',
      name: campaign.title,
      url,
      description: excerpt(campaign.description_text, META_DESCRIPTION_CUT),
      ...(campaign.cover ? { image: sharePicture(campaign.cover) } : {}),
      ...(campaign.author ? { author: { '@type': 'Person', name: campaign.author.name } } : {}),
      publisher: { '@type': 'Organization', name: label.name },
      inLanguage: 'fr',
      ...(campaign.goal_type === 1
        ? { funding: { '@type': 'MonetaryGrant', name: 'Financement participatif', amount: { '@type': 'MonetaryAmount', value: campaign.goal, currency: 'EUR' } } }
        : {}),
    },
    breadcrumbs(origin, [
      [label.name, paths.label.home.getHref(label.slug)],
      ['Projets en cours', paths.label.projects.getHref(label.slug)],
      [campaign.title, paths.label.crowdfunding.getHref(label.slug, campaign.slug)],
    ]),
  ];
}
