import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** Totals of the paid contributions of a campaign, refunded ones left out (the public statistics' figures). */
export interface CampaignStats {
  collectedCents: number;
  contributors: number;
  visibleContributions: number;
  booksSold: number;
}

/**
 * A `contribution_rewards` row whose contribution was not refunded (credit note or elsewhere): a
 * failed campaign's refunded contributions leave the public totals and the rewards' counts.
 */
export const REWARD_NOT_REFUNDED = 'NOT EXISTS (SELECT 1 FROM contributions rc WHERE rc.id = contribution_rewards.contribution_id AND rc.refunded_at IS NOT NULL)';

const EMPTY: CampaignStats = { collectedCents: 0, contributors: 0, visibleContributions: 0, booksSold: 0 };

/** Aggregates contributions and rewards per campaign and per reward, in one query each. */
@Injectable()
export class CampaignStatsLoader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `tx`: read inside a caller's transaction (a campaign's end reads its totals under its lock). */
  async forCampaigns(ids: number[], tx?: EntityManager): Promise<(id: number) => CampaignStats> {
    const rows = ids.length
      ? await (tx ?? this.db).query<{ id: number; collected: string; contributors: string; visible: string; books: string }[]>(
          `SELECT c.crowdfunding_id AS id,
                  sum(c.amount_cents) AS collected,
                  count(DISTINCT coalesce('u' || c.user_id, 'c' || c.id)) AS contributors,
                  count(*) FILTER (WHERE NOT c.hidden) AS visible,
                  coalesce(sum(b.books), 0) AS books
             FROM contributions c
             LEFT JOIN LATERAL (
               SELECT sum(r.quantity * k.books_count) AS books
                 FROM contribution_rewards r JOIN compensations k ON k.product_id = r.compensation_id
                WHERE r.contribution_id = c.id
             ) b ON true
            WHERE c.crowdfunding_id = ANY($1) AND c.refunded_at IS NULL
            GROUP BY c.crowdfunding_id`,
          [ids],
        )
      : [];
    const byId = new Map(
      rows.map((r) => [
        Number(r.id),
        { collectedCents: Number(r.collected), contributors: Number(r.contributors), visibleContributions: Number(r.visible), booksSold: Number(r.books) },
      ]),
    );
    return (id) => byId.get(id) ?? EMPTY;
  }

  /** Units of each reward taken by paid contributions not refunded. */
  async orderedQuantities(compensationIds: number[]): Promise<Map<number, number>> {
    if (compensationIds.length === 0) return new Map();
    const rows = await this.db.query<{ id: number; qty: string }[]>(
      `SELECT compensation_id AS id, sum(quantity) AS qty FROM contribution_rewards WHERE compensation_id = ANY($1) AND ${REWARD_NOT_REFUNDED} GROUP BY compensation_id`,
      [compensationIds],
    );
    return new Map(rows.map((r) => [Number(r.id), Number(r.qty)]));
  }
}
