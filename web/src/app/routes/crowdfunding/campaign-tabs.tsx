import { Navigate } from '@/components/ui/navigate';
import { paths, type CampaignTab } from '@/config/paths';
import { CampaignBackers } from '@/features/crowdfunding/components/campaign-backers';
import { CampaignDescription } from '@/features/crowdfunding/components/campaign-description';
import { CampaignFaq } from '@/features/crowdfunding/components/campaign-faq';
import { CampaignNews } from '@/features/crowdfunding/components/campaign-news';
import { tabShown } from '@/features/crowdfunding/components/campaign-tabs';
import { useCampaignContext } from './campaign';

/** A tab with nothing to show (count 0) sends back to the description. */
function useHiddenTab(tab: CampaignTab): string | null {
  const { label, campaign } = useCampaignContext();
  return tabShown(campaign, tab) ? null : paths.label.crowdfunding.getHref(label.slug, campaign.slug);
}

/** ./ and ./description: the campaign's text and its author. */
export function CampaignDescriptionRoute() {
  const { label, campaign } = useCampaignContext();
  // Author pages follow the label's switch: no link to a page that answers 404.
  const authorHref = label.featureAuthors && campaign.author ? paths.label.author.getHref(label.slug, campaign.author.slug) : null;
  return <CampaignDescription campaign={campaign} authorHref={authorHref} />;
}

/** ./news */
export function CampaignNewsRoute() {
  const { campaign } = useCampaignContext();
  const back = useHiddenTab('news');
  return back ? <Navigate to={back} replace /> : <CampaignNews slug={campaign.slug} />;
}

/** ./contributions */
export function CampaignContributionsRoute() {
  const { campaign } = useCampaignContext();
  const back = useHiddenTab('contributions');
  return back ? <Navigate to={back} replace /> : <CampaignBackers slug={campaign.slug} />;
}

/** ./faq */
export function CampaignFaqRoute() {
  const { campaign } = useCampaignContext();
  const back = useHiddenTab('faq');
  return back ? <Navigate to={back} replace /> : <CampaignFaq slug={campaign.slug} />;
}
