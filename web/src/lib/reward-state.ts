import type { Compensation } from '@/types/api';

/** Spec §9: a reward's name is cut at 40 characters on its card. */
export const REWARD_NAME_CUT = 40;

/** What a visitor can do with a reward, and why not. */
export type RewardState = { kind: 'available'; remaining: number | null } | { kind: 'sold-out' } | { kind: 'booksellers-only' };

/**
 * Spec §4: a limited reward with nothing left (negative read as 0) is sold out; a bookseller-only
 * reward is locked for everyone but booksellers.
 */
export function rewardState(reward: Pick<Compensation, 'limited' | 'remaining_quantity' | 'bookseller_only'>, isBookseller: boolean): RewardState {
  const remaining = reward.limited ? Math.max(0, reward.remaining_quantity ?? 0) : null;
  if (remaining === 0) return { kind: 'sold-out' };
  if (reward.bookseller_only && !isBookseller) return { kind: 'booksellers-only' };
  return { kind: 'available', remaining };
}
