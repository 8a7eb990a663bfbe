import { euros, type CampaignOutcomeFacts } from '@shop/common';
import { completionPercent } from '../domain/campaign-progress';
import type { GoalType } from '../entities/crowdfunding.entity';

export type CampaignOutcome = 'succeeded' | 'failed';

/** What a campaign's end is decided from: its goal and its paid totals (the public statistics' own). */
export interface OutcomeInput {
  id: number;
  title: string;
  slug: string;
  goalType: GoalType;
  /** Cents for goal type 1, books for goal type 2. */
  goal: number;
  collectedCents: number;
  booksSold: number;
}

/** Succeeded when the completion the public page shows reaches 100 %, as its `succeeded` says once over. */
export function campaignOutcome(input: OutcomeInput): CampaignOutcomeFacts {
  const percent = completionPercent(input);
  return {
    campaignId: input.id,
    title: input.title,
    slug: input.slug,
    outcome: percent >= 100 ? 'succeeded' : 'failed',
    goalType: input.goalType,
    goal: input.goalType === 1 ? euros(input.goal) : String(input.goal),
    collected: euros(input.collectedCents),
    books: input.booksSold,
    completionPercent: percent,
  };
}

/**
 * Past this, a campaign found ended without an outcome (a worker away for long, a campaign made
 * before the end jobs existed) gets it recorded without mails: news that late would only confuse.
 */
export const OUTCOME_MAIL_WITHIN_MS = 7 * 24 * 3600 * 1000;
