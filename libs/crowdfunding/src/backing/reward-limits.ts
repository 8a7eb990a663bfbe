import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { REWARD_NOT_REFUNDED } from '../loaders/campaign-stats.loader';

/** A limited reward as read under its row lock: its limit, and the units paid contributions took. */
export interface LockedRewardLimit {
  productId: number;
  limit: number;
  paid: number;
}

/**
 * The limits of rewards, for the cart's holds: the limited rewards' rows locked in the caller's
 * transaction, so that two confirmations never both take the last units. Unlimited rewards are left out,
 * and so are the units of refunded contributions.
 */
@Injectable()
export class RewardLimits {
  /** Locks the limited rewards among `productIds` (in id order) and counts what paid contributions took of each. */
  async lockLimited(tx: EntityManager, productIds: number[]): Promise<LockedRewardLimit[]> {
    if (productIds.length === 0) return [];
    // A closed reward counts as limited to what was paid: nothing is left to hold.
    const limited = await tx.query<{ product_id: number; limited_quantity: number | null; closed: boolean }[]>(
      'SELECT product_id, limited_quantity, closed FROM compensations WHERE product_id = ANY($1) AND (limited OR closed) ORDER BY product_id FOR UPDATE',
      [productIds],
    );
    if (limited.length === 0) return [];
    const paid = await tx.query<{ compensation_id: number; paid: string }[]>(
      `SELECT compensation_id, sum(quantity) AS paid FROM contribution_rewards WHERE compensation_id = ANY($1) AND ${REWARD_NOT_REFUNDED} GROUP BY compensation_id`,
      [limited.map((r) => r.product_id)],
    );
    const paidBy = new Map(paid.map((r) => [r.compensation_id, Number(r.paid)]));
    return limited.map((r) => {
      const paidUnits = paidBy.get(r.product_id) ?? 0;
      return { productId: r.product_id, limit: r.closed ? paidUnits : (r.limited_quantity ?? 0), paid: paidUnits };
    });
  }
}
