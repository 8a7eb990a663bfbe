import { Link, useLocation } from 'react-router-dom';
import { paths, type CampaignTab } from '@/config/paths';
import type { Crowdfunding } from '@/types/api';

const TABS: { tab: CampaignTab; label: string; count?: 'news_count' | 'contributions_count' | 'faqs_count' }[] = [
  { tab: 'description', label: 'Description' },
  { tab: 'news', label: 'Actualités', count: 'news_count' },
  { tab: 'contributions', label: 'Contributions', count: 'contributions_count' },
  { tab: 'faq', label: 'FAQ', count: 'faqs_count' },
];

type Counts = Pick<Crowdfunding, 'slug' | 'news_count' | 'contributions_count' | 'faqs_count'>;

/** Whether a tab shows (spec §2): description always, the others only with something to show. */
export const tabShown = (campaign: Counts, tab: CampaignTab) => {
  const count = TABS.find((t) => t.tab === tab)?.count;
  return !count || campaign[count] > 0;
};

/** The tab of the current URL: the last segment, the campaign's own URL being its description. */
function currentTab(pathname: string): CampaignTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return TABS.some((t) => t.tab === last) ? (last as CampaignTab) : 'description';
}

/** The campaign page's tabs, each a child route (./news, ./contributions, ./faq), with its count. */
export function CampaignTabs({ campaign, labelSlug }: { campaign: Counts; labelSlug: string }) {
  const active = currentTab(useLocation().pathname);
  return (
    <nav className="tabs" aria-label="Sections du projet">
      <ul className="tabs__list">
        {TABS.filter(({ tab }) => tabShown(campaign, tab)).map(({ tab, label, count }) => (
          <li key={tab}>
            <Link to={paths.label.crowdfunding.getHref(labelSlug, campaign.slug, tab)} className="tabs__tab" aria-current={active === tab ? 'page' : undefined}>
              {label}
              {count && <span className="tabs__count">{campaign[count]}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
