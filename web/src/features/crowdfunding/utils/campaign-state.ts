import type { Crowdfunding } from '@/types/api';

/** Where a campaign stands, from the derived fields the API computes at its clock (spec §4). */
export type CampaignState = 'running' | 'upcoming' | 'succeeded' | 'failed' | 'closed';

type StateFacts = Pick<Crowdfunding, 'started' | 'finished' | 'disabled' | 'succeeded'>;

/**
 * Spec §4: before its start a campaign is upcoming; past its end it succeeded (at least 100 %) or
 * failed; between the two it runs, unless staff switched it off (closed).
 */
export function campaignState(campaign: StateFacts): CampaignState {
  if (campaign.finished) return campaign.succeeded ? 'succeeded' : 'failed';
  if (!campaign.started) return 'upcoming';
  return campaign.disabled ? 'closed' : 'running';
}

/** The short French state a card shows as its badge. */
export const CAMPAIGN_STATE_BADGE: Record<CampaignState, string> = {
  running: 'En cours',
  upcoming: 'À venir',
  succeeded: 'Objectif atteint',
  failed: 'Objectif non atteint',
  closed: 'Campagne fermée',
};

/** The groups of the projects page, in the order they are shown. */
export type CampaignGroup = 'running' | 'upcoming' | 'finished';

export const CAMPAIGN_GROUP_TITLE: Record<CampaignGroup, string> = {
  running: 'En cours',
  upcoming: 'À venir',
  finished: 'Terminés',
};

const GROUP_OF: Record<CampaignState, CampaignGroup> = {
  running: 'running',
  upcoming: 'upcoming',
  succeeded: 'finished',
  failed: 'finished',
  // Switched off by staff: nobody can back it any more, it is over for the visitor.
  closed: 'finished',
};

type GroupFacts = StateFacts & Pick<Crowdfunding, 'id' | 'start_date' | 'end_date'>;

const time = (iso: string) => Date.parse(iso);

/**
 * The campaigns of a label grouped for the projects page: running ones ending soonest first,
 * upcoming ones starting soonest first, finished ones most recently ended first. Campaigns seen
 * twice (a page boundary moved while scrolling) are kept once.
 */
export function groupCampaigns<C extends GroupFacts>(campaigns: readonly C[]): Record<CampaignGroup, C[]> {
  const groups: Record<CampaignGroup, C[]> = { running: [], upcoming: [], finished: [] };
  const seen = new Set<number>();
  for (const campaign of campaigns) {
    if (seen.has(campaign.id)) continue;
    seen.add(campaign.id);
    groups[GROUP_OF[campaignState(campaign)]].push(campaign);
  }
  groups.running.sort((a, b) => time(a.end_date) - time(b.end_date));
  groups.upcoming.sort((a, b) => time(a.start_date) - time(b.start_date));
  groups.finished.sort((a, b) => time(b.end_date) - time(a.end_date));
  return groups;
}

type OutcomeFacts = StateFacts & Pick<Crowdfunding, 'in_production' | 'released' | 'release_date'>;

/**
 * What a card says of a campaign that no longer runs (spec §4): a succeeded one, that its book is
 * in production (with its release date) or out; a failed or closed one, that it is over. Null
 * while it runs or before it starts (the card shows its figures and dates instead).
 */
export function campaignOutcomeLine(campaign: OutcomeFacts, formatDay: (isoDay: string) => string): string | null {
  switch (campaignState(campaign)) {
    case 'succeeded':
      if (campaign.released) return 'Le livre est paru : il vous attend dans notre librairie.';
      return campaign.in_production && campaign.release_date
        ? `Le livre est en cours de production et sortira le ${formatDay(campaign.release_date)}.`
        : 'Le livre est en cours de production.';
    case 'failed':
      return 'La campagne est terminée sans avoir atteint son objectif. Merci à toutes celles et ceux qui l’ont soutenue.';
    case 'closed':
      return 'Les contributions à ce projet sont fermées.';
    default:
      return null;
  }
}
