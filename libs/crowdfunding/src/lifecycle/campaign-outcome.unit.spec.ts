import { campaignOutcome } from './campaign-outcome';

const base = { id: 3, title: 'Les Oiseaux', slug: 'les-oiseaux', collectedCents: 0, booksSold: 0 };

describe('campaignOutcome', () => {
  it('succeeds at 100 % of an amount goal, fails just under', () => {
    expect(campaignOutcome({ ...base, goalType: 1, goal: 150_000, collectedCents: 150_000 })).toMatchObject({
      outcome: 'succeeded',
      goal: '1500.00',
      collected: '1500.00',
      completionPercent: 100,
    });
    expect(campaignOutcome({ ...base, goalType: 1, goal: 150_000, collectedCents: 149_999 })).toMatchObject({ outcome: 'failed', completionPercent: 99 });
  });

  it('counts books for a books goal, whatever the amount', () => {
    expect(campaignOutcome({ ...base, goalType: 2, goal: 50, booksSold: 50, collectedCents: 100 })).toMatchObject({ outcome: 'succeeded', goal: '50', books: 50 });
    expect(campaignOutcome({ ...base, goalType: 2, goal: 50, booksSold: 49, collectedCents: 10_000_000 })).toMatchObject({ outcome: 'failed' });
  });

  it('fails a zero goal, as the completion counts it 0 %', () => {
    expect(campaignOutcome({ ...base, goalType: 1, goal: 0, collectedCents: 500 }).outcome).toBe('failed');
  });
});
