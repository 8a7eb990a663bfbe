import { describe, expect, it } from '@jest/globals';
import { campaignOutcomeLine, campaignState, groupCampaigns } from './campaign-state';

const running = { started: true, finished: false, disabled: false, succeeded: false, in_production: false, released: false, release_date: null };
const day = (iso: string) => `le jour ${iso}`;

describe('where a campaign stands', () => {
  it('runs between its start and its end, unless staff switched it off', () => {
    expect(campaignState(running)).toBe('running');
    expect(campaignState({ ...running, disabled: true })).toBe('closed');
  });

  it('is upcoming before its start (the API marks it disabled too)', () => {
    expect(campaignState({ ...running, started: false, disabled: true })).toBe('upcoming');
  });

  it('has succeeded or failed once past its end', () => {
    expect(campaignState({ ...running, finished: true, disabled: true, succeeded: true })).toBe('succeeded');
    expect(campaignState({ ...running, finished: true, disabled: true })).toBe('failed');
  });
});

describe('what a card says of a campaign that no longer runs (spec §4)', () => {
  const over = { ...running, finished: true, disabled: true };

  it('says a succeeded book is in production, with its release day, or out', () => {
    expect(campaignOutcomeLine({ ...over, succeeded: true, in_production: true, release_date: '2027-02-01' }, day)).toBe(
      'Le livre est en cours de production et sortira le le jour 2027-02-01.',
    );
    expect(campaignOutcomeLine({ ...over, succeeded: true }, day)).toBe('Le livre est en cours de production.');
    expect(campaignOutcomeLine({ ...over, succeeded: true, released: true, release_date: '2026-01-01' }, day)).toBe('Le livre est paru : il vous attend dans notre librairie.');
  });

  it('says a failed or closed campaign is over, and nothing of a running or upcoming one', () => {
    expect(campaignOutcomeLine(over, day)).toMatch(/^La campagne est terminée sans avoir atteint son objectif\./);
    expect(campaignOutcomeLine({ ...running, disabled: true }, day)).toBe('Les contributions à ce projet sont fermées.');
    expect(campaignOutcomeLine(running, day)).toBeNull();
    expect(campaignOutcomeLine({ ...running, started: false }, day)).toBeNull();
  });
});

describe('the groups of the projects page', () => {
  const campaign = (id: number, facts: object, start: string, end: string) => ({ ...running, id, start_date: start, end_date: end, ...facts });

  it('puts each campaign in its group: running by nearest end, upcoming by nearest start, finished by latest end', () => {
    const list = [
      campaign(1, { started: false }, '2026-12-20T08:00:00Z', '2027-02-01T00:00:00Z'),
      campaign(2, { started: false }, '2026-12-05T08:00:00Z', '2027-01-01T00:00:00Z'),
      campaign(3, {}, '2026-11-01T08:00:00Z', '2026-12-30T00:00:00Z'),
      campaign(4, {}, '2026-10-01T08:00:00Z', '2026-11-27T12:00:00Z'),
      campaign(5, { finished: true, succeeded: true }, '2026-09-01T08:00:00Z', '2026-10-01T00:00:00Z'),
      campaign(6, { disabled: true }, '2026-08-01T08:00:00Z', '2027-03-01T00:00:00Z'),
      campaign(7, { finished: true }, '2026-06-01T08:00:00Z', '2026-07-01T00:00:00Z'),
      campaign(8, { finished: true }, '2026-05-01T08:00:00Z', '2026-11-01T00:00:00Z'),
    ];
    const groups = groupCampaigns(list);
    expect(groups.running.map((c) => c.id)).toEqual([4, 3]);
    expect(groups.upcoming.map((c) => c.id)).toEqual([2, 1]);
    expect(groups.finished.map((c) => c.id)).toEqual([6, 8, 5, 7]);
  });

  it('keeps a campaign once when two pages both carry it', () => {
    const one = campaign(1, {}, '2026-11-01T08:00:00Z', '2026-12-30T00:00:00Z');
    expect(groupCampaigns([one, one]).running).toHaveLength(1);
  });
});
