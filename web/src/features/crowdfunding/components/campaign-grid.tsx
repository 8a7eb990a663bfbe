import { paths } from '@/config/paths';
import type { Crowdfunding } from '@/types/api';
import { CampaignCard } from './campaign-card';

/** Where a succeeded campaign's book waits (spec §4): its page, or the bookshop while it has none. */
function bookLink(campaign: Crowdfunding, labelSlug: string) {
  const href = campaign.book_slug ? paths.label.book.getHref(labelSlug, campaign.book_slug) : paths.label.bookshop.getHref(labelSlug);
  if (campaign.released) return { href, label: 'Voir le livre dans la librairie' };
  return { href, label: campaign.book_slug ? 'Précommander le livre' : 'Voir la librairie' };
}

interface CampaignGridProps {
  campaigns: Crowdfunding[];
  labelSlug: string;
  /** Whether the label has a bookshop to send succeeded campaigns' readers to (its feature switch). */
  withLibrary?: boolean;
}

/** Campaign cards in two columns (one on small screens), each linking to its page in the given label. */
export function CampaignGrid({ campaigns, labelSlug, withLibrary = false }: CampaignGridProps) {
  return (
    <ul className="grid grid--2" role="list">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} href={paths.label.crowdfunding.getHref(labelSlug, campaign.slug)} bookLink={withLibrary ? bookLink(campaign, labelSlug) : null} />
        </li>
      ))}
    </ul>
  );
}
