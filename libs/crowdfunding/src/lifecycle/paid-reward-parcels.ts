import type { EntityManager } from 'typeorm';

/**
 * The paid parcels that hold a reward, moved when staff change its shipping date. The orders and
 * their parcels are the cart's, and crowdfunding may not import the cart: the application provides
 * this port (apps/api wires the cart's RewardParcelDates). Run in the reward's transaction, so the
 * reward's date and its parcels' days change together, or neither.
 */
export abstract class PaidRewardParcels {
  /** Moves the parcels of reward `rewardId` to its current date; the number of parcels moved. */
  abstract follow(tx: EntityManager, rewardId: number, staff: { userId: number; requestId: string }): Promise<number>;
}
