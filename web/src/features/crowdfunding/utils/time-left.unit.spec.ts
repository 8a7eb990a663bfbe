import { describe, expect, it } from '@jest/globals';
import { COUNTDOWN_THRESHOLD_SECONDS, timeLeft, timeLeftLabel } from './time-left';

const campaign = { start_date: '2026-11-01T08:00:00Z', end_date: '2026-12-01T08:00:00Z' };
const end = Date.parse(campaign.end_date);
// Non-breaking spaces in the countdown, written as plain ones here.
const label = (now: number) => timeLeftLabel(timeLeft(campaign, now)).replace(/\u00a0/g, ' ');

describe('the time label of a campaign', () => {
  it('announces the start before it', () => {
    expect(label(Date.parse('2026-10-30T12:00:00Z'))).toBe('Commence le 1er novembre 2026');
  });

  it('counts whole days over two days', () => {
    expect(label(end - 21 * 86_400_000 - 5_000)).toBe('21 jours restants');
    expect(label(end - COUNTDOWN_THRESHOLD_SECONDS * 1000 - 1000)).toBe('2 jours restants');
  });

  it('says "1 jour restant" in the singular', () => {
    expect(timeLeftLabel({ kind: 'days', days: 1 })).toBe('1 jour restant');
  });

  it('switches to hours, minutes and seconds under two days, named in French', () => {
    expect(timeLeft(campaign, end - COUNTDOWN_THRESHOLD_SECONDS * 1000)).toEqual({ kind: 'countdown', seconds: COUNTDOWN_THRESHOLD_SECONDS });
    expect(label(end - COUNTDOWN_THRESHOLD_SECONDS * 1000)).toBe('48 h 00 min 00 s');
    expect(label(end - (29 * 3600 + 58 * 60 + 58) * 1000)).toBe('29 h 58 min 58 s');
    expect(label(end - 1000)).toBe('0 h 00 min 01 s');
  });

  it('says it is over from the end date on', () => {
    expect(label(end)).toBe('Terminé');
    expect(label(end + 86_400_000)).toBe('Terminé');
  });
});
