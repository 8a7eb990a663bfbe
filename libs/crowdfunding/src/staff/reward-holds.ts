import type { EntityManager } from 'typeorm';

/**
 * Units of a limited reward that confirmed, unpaid carts hold (their live reservations). The cart
 * owns those holds and crowdfunding may not import it: the application provides this port (apps/api
 * wires the cart's reader), read in the staff command's transaction after the reward's row is locked,
 * the same lock a confirmation takes, so no hold slips in between.
 */
export abstract class RewardHolds {
  abstract heldUnits(tx: EntityManager, rewardId: number, at: Date): Promise<number>;
  /**
   * Units of each of the reward's variants that confirmed, unpaid carts hold (variant id → units;
   * variants nobody holds left out). Read after the variants' rows are locked, as a confirmation locks them.
   */
  abstract heldVariantUnits(tx: EntityManager, rewardId: number, at: Date): Promise<Map<number, number>>;
}
