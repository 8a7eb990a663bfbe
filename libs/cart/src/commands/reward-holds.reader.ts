import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What confirmed carts hold of a limited reward's own limit (the cart's `reservations`, live holds
 * only): crowdfunding's back office reads it, through a port the application wires, before lowering a limit.
 */
@Injectable()
export class ConfirmedCartHolds {
  async heldUnits(tx: EntityManager, rewardId: number, at: Date): Promise<number> {
    const [{ held }] = await tx.query<{ held: string }[]>(
      `SELECT coalesce(sum(r.quantity), 0) AS held FROM reservations r JOIN carts c ON c.id = r.cart_id
        WHERE r.product_id = $1 AND r.variant_id IS NULL AND c.status = 1 AND r.expires_at > $2`,
      [rewardId, at.toISOString()],
    );
    return Number(held);
  }

  /** What confirmed carts hold of each variant of a reward (a variant's own stock). */
  async heldVariantUnits(tx: EntityManager, rewardId: number, at: Date): Promise<Map<number, number>> {
    const rows = await tx.query<{ variant_id: number; held: string }[]>(
      `SELECT r.variant_id, sum(r.quantity) AS held FROM reservations r JOIN carts c ON c.id = r.cart_id
        WHERE r.product_id = $1 AND r.variant_id IS NOT NULL AND c.status = 1 AND r.expires_at > $2
        GROUP BY r.variant_id`,
      [rewardId, at.toISOString()],
    );
    return new Map(rows.map((r) => [r.variant_id, Number(r.held)]));
  }
}
