import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';

/** Totals of the paid contributions of a campaign, refunded ones left out (the public statistics' figures). */
export interface CampaignStats {
  collectedCents: number;
  /**
   * The people behind them (an account counts once), hidden contributions included: a figure for
   * staff (the outcome mail). The public count of backers is `visibleContributions`, the backers list's.
   */
  backers: number;
  /** The contributions the public backers list shows (their backers did not hide them). */
  visibleContributions: number;
  booksSold: number;
}

/**
 * A `contribution_rewards` row whose contribution was not refunded (credit note or elsewhere): a
 * failed campaign's refunded contributions leave the public totals and the rewards' counts.
 */
export const REWARD_NOT_REFUNDED = 'NOT EXISTS (SELECT 1 FROM contributions rc WHERE rc.id = contribution_rewards.contribution_id AND rc.refunded_at IS NOT NULL)';

export const EMPTY_CAMPAIGN_STATS: CampaignStats = { collectedCents: 0, backers: 0, visibleContributions: 0, booksSold: 0 };

/**
 * Reads the figures of campaigns and rewards from `campaign_stats` and `campaign_reward_stats`,
 * which triggers count again in the transaction of every change to a contribution or a reward
 * (migration 1763916800000): exact inside a transaction too, without aggregating on each read.
 */
@Injectable()
export class CampaignStatsLoader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `tx`: read inside a caller's transaction (a campaign's end reads its totals under its lock). */
  async forCampaigns(ids: number[], tx?: EntityManager): Promise<(id: number) => CampaignStats> {
    const rows = ids.length
      ? await preparedQuery<{ id: number; collected: string; contributors: number; visible: number; books: number }>(
          tx ?? this.db,
          `SELECT crowdfunding_id AS id, collected_cents AS collected, contributors, visible_contributions AS visible, books_sold AS books
             FROM campaign_stats WHERE crowdfunding_id = ANY($1::int[])`,
          [ids],
        )
      : [];
    const byId = new Map(
      rows.map((r) => [
        Number(r.id),
        { collectedCents: Number(r.collected), backers: Number(r.contributors), visibleContributions: Number(r.visible), booksSold: Number(r.books) },
      ]),
    );
    return (id) => byId.get(id) ?? EMPTY_CAMPAIGN_STATS;
  }

  /** Units of each reward taken by paid contributions not refunded. */
  async orderedQuantities(compensationIds: number[]): Promise<Map<number, number>> {
    if (compensationIds.length === 0) return new Map();
    const rows = await preparedQuery<{ id: number; qty: number }>(
      this.db,
      'SELECT compensation_id AS id, ordered AS qty FROM campaign_reward_stats WHERE compensation_id = ANY($1::int[]) AND ordered > 0',
      [compensationIds],
    );
    return new Map(rows.map((r) => [Number(r.id), Number(r.qty)]));
  }
}
