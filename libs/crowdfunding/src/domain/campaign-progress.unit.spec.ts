import { campaignProgress, CampaignFacts, completionPercent, completionTens, remainingQuantity, timeLabel } from './campaign-progress';

const now = new Date('2026-11-21T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3600_000);
const facts = (over: Partial<CampaignFacts> = {}): CampaignFacts => ({
  goalType: 1,
  goal: 100_000,
  collectedCents: 0,
  booksSold: 0,
  startDate: hours(-240),
  endDate: hours(240),
  releaseDate: null,
  disabledFlag: false,
  ...over,
});

describe('campaign progress', () => {
  it('floors the completion percent of an amount goal', () => {
    expect(completionPercent(facts({ collectedCents: 59_999 }))).toBe(59);
    expect(completionPercent(facts({ collectedCents: 250_000 }))).toBe(250);
  });

  it('counts books sold for a goal of type 2', () => {
    expect(completionPercent(facts({ goalType: 2, goal: 300, booksSold: 255, collectedCents: 99_999_999 }))).toBe(85);
  });

  it('gives pie tens between 10 and 100', () => {
    expect([0, 9, 10, 19, 59, 99, 100, 340].map(completionTens)).toEqual([10, 10, 10, 10, 50, 90, 100, 100]);
  });

  it('labels whole days over two days, singular and plural', () => {
    expect(timeLabel(hours(-1), hours(24 * 12 + 3), now)).toBe('12 jours restants');
    expect(timeLabel(hours(-1), new Date(now.getTime() + 2 * 86_400_000 + 1000), now)).toBe('2 jours restants');
  });

  it('switches to a countdown under two days', () => {
    expect(timeLabel(hours(-1), new Date(now.getTime() + (30 * 3600 + 5 * 60 + 7) * 1000), now)).toBe('30\u00a0h\u00a005\u00a0min\u00a007\u00a0s');
  });

  it('says when it is over or not started', () => {
    expect(timeLabel(hours(-48), hours(-1), now)).toBe('Terminé');
    expect(timeLabel(new Date('2026-12-01T10:00:00Z'), new Date('2026-12-31T10:00:00Z'), now)).toBe('Commence le 1er décembre 2026');
  });

  it('is running only between its dates and when not switched off', () => {
    expect(campaignProgress(facts(), now)).toMatchObject({ started: true, finished: false, disabled: false });
    expect(campaignProgress(facts({ startDate: hours(1) }), now)).toMatchObject({ started: false, disabled: true });
    expect(campaignProgress(facts({ endDate: hours(-1) }), now)).toMatchObject({ finished: true, disabled: true });
    expect(campaignProgress(facts({ disabledFlag: true }), now).disabled).toBe(true);
  });

  it('tells in production from released once succeeded', () => {
    const ended = { startDate: hours(-1000), endDate: hours(-500), collectedCents: 120_000 };
    expect(campaignProgress(facts({ ...ended, releaseDate: '2027-02-01' }), now)).toMatchObject({ succeeded: true, in_production: true, released: false });
    expect(campaignProgress(facts({ ...ended, releaseDate: '2026-06-01' }), now)).toMatchObject({ succeeded: true, in_production: false, released: true });
    expect(campaignProgress(facts({ ...ended, collectedCents: 10_000 }), now)).toMatchObject({ succeeded: false, in_production: false });
  });

  it('never shows a negative remaining quantity', () => {
    expect(remainingQuantity(true, 50, 12)).toBe(38);
    expect(remainingQuantity(true, 50, 53)).toBe(0);
    expect(remainingQuantity(false, null, 10)).toBeNull();
  });
});
