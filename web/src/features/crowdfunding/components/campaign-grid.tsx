import { paths } from '@/config/paths';
import type { Crowdfunding } from '@/types/api';
import { CampaignCard } from './campaign-card';

/** Campaign cards in two columns (one on small screens), each linking to its page in the given label. */
export function CampaignGrid({ campaigns, labelSlug }: { campaigns: Crowdfunding[]; labelSlug: string }) {
  return (
    <ul className="grid grid--2" role="list">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} href={paths.label.crowdfunding.getHref(labelSlug, campaign.slug)} />
        </li>
      ))}
    </ul>
  );
}
