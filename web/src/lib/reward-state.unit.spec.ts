import { describe, expect, it } from '@jest/globals';
import { rewardState } from './reward-state';

const reward = { limited: false, remaining_quantity: null, bookseller_only: false };

describe('what a visitor can do with a reward', () => {
  it('lets anyone choose an unlimited reward', () => {
    expect(rewardState(reward, false)).toEqual({ kind: 'available', remaining: null });
  });

  it('tells how many are left of a limited reward', () => {
    expect(rewardState({ ...reward, limited: true, remaining_quantity: 43 }, false)).toEqual({ kind: 'available', remaining: 43 });
  });

  it('is sold out with nothing left, a negative remainder reading as 0', () => {
    expect(rewardState({ ...reward, limited: true, remaining_quantity: 0 }, false)).toEqual({ kind: 'sold-out' });
    expect(rewardState({ ...reward, limited: true, remaining_quantity: -2 }, true)).toEqual({ kind: 'sold-out' });
  });

  it('locks bookseller-only rewards for everyone but booksellers', () => {
    expect(rewardState({ ...reward, bookseller_only: true }, false)).toEqual({ kind: 'booksellers-only' });
    expect(rewardState({ ...reward, bookseller_only: true }, true)).toEqual({ kind: 'available', remaining: null });
  });
});
