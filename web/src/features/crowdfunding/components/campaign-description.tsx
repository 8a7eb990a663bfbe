import { HtmlContent } from '@/components/ui/html-content';
import type { CrowdfundingDetail } from '@/types/api';
import { AuthorBlock } from './author-block';

/** The description tab: the campaign's text, then its author (`authorHref`: their page, null where the label has none). */
export function CampaignDescription({ campaign, authorHref }: { campaign: CrowdfundingDetail; authorHref: string | null }) {
  return (
    <div className="campaign-description">
      <HtmlContent html={campaign.description} />
      {campaign.author && <AuthorBlock author={campaign.author} href={authorHref} />}
    </div>
  );
}
