import { HtmlContent } from '@/components/ui/html-content';
import type { CrowdfundingDetail } from '@/types/api';
import { AuthorBlock } from './author-block';

/** The description tab: the campaign's text, then its author. */
export function CampaignDescription({ campaign, labelSlug }: { campaign: CrowdfundingDetail; labelSlug: string }) {
  return (
    <div className="campaign-description">
      <HtmlContent html={campaign.description} />
      {campaign.author && <AuthorBlock author={campaign.author} labelSlug={labelSlug} />}
    </div>
  );
}
