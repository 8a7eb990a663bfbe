import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A paid contribution as the cart hands it over, with the rewards taken. */
export interface PaidContribution {
  crowdfundingId: number;
  userId: number | null;
  cartId: string;
  cartReference: string | null;
  nickname: string;
  amountCents: number;
  rewards: { compensationId: number; variantId: number | null; quantity: number; dedications: string[] }[];
}

/**
 * Records paid contributions in the crowdfunding tables, inside the paying transaction: campaign
 * stats, remaining quantities and the backers list move with the payment, or not at all.
 * Display choices take the spec's defaults (hidden false, amount and nickname shown, unsubscribed).
 */
@Injectable()
export class ContributionWriter {
  async recordPaid(tx: EntityManager, contributions: PaidContribution[]): Promise<number[]> {
    const ids: number[] = [];
    for (const c of contributions) {
      const [row] = await tx.query<{ id: number }[]>(
        `INSERT INTO contributions (crowdfunding_id, user_id, cart_id, cart_reference, nickname, amount_cents, hidden, display_amount, display_nickname, unsubscribed)
         VALUES ($1, $2, $3, $4, $5, $6, false, true, true, true) RETURNING id`,
        [c.crowdfundingId, c.userId, c.cartId, c.cartReference || null, c.nickname, c.amountCents],
      );
      for (const r of c.rewards) {
        await tx.query('INSERT INTO contribution_rewards (contribution_id, compensation_id, variant_id, quantity, dedications) VALUES ($1, $2, $3, $4, $5)', [
          row.id,
          r.compensationId,
          r.variantId,
          r.quantity,
          r.dedications,
        ]);
      }
      ids.push(row.id);
    }
    return ids;
  }
}
