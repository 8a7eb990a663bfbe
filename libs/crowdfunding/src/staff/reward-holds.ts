import type { EntityManager } from 'typeorm';

/**
 * Units of a limited reward that confirmed, unpaid carts hold (their live reservations). The cart
 * owns those holds and crowdfunding may not import it: the application provides this port (apps/api
 * wires the cart's reader), read in the staff command's transaction after the reward's row is locked,
 * the same lock a confirmation takes, so no hold slips in between.
 */
export abstract class RewardHolds {
  abstract heldUnits(tx: EntityManager, rewardId: number, at: Date): Promise<number>;
}
