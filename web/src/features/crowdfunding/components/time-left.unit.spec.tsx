/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { TimeLeft } from './time-left';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const at = (secondsFromNow: number) => new Date(NOW + secondsFromNow * 1000).toISOString();
const campaign = (secondsLeft: number) => ({ start_date: at(-30 * 86_400), end_date: at(secondsLeft) });

describe('<TimeLeft>', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows whole days while more than two days are left', () => {
    render(<TimeLeft campaign={campaign(21 * 86_400 + 3600)} />);
    expect(screen.getByText('21 jours restants')).toBeTruthy();
    expect(document.querySelector('time')).toBeNull();
  });

  it('counts down live every second under two days', () => {
    render(<TimeLeft campaign={campaign(29 * 3600 + 59 * 60 + 46)} />);
    expect(screen.getByText('29 h 59 min 46 s').tagName).toBe('TIME');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('29 h 59 min 45 s')).toBeTruthy();

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('29 h 59 min 42 s')).toBeTruthy();
  });

  it('switches from days to the countdown when the two days are crossed', () => {
    // Given a campaign 30 seconds away from its last two days
    render(<TimeLeft campaign={campaign(2 * 86_400 + 30)} />);
    expect(screen.getByText('2 jours restants')).toBeTruthy();

    // When a minute passes, then another second
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('47 h 59 min 30 s')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));

    // Then the label has become a ticking countdown
    expect(screen.getByText('47 h 59 min 29 s')).toBeTruthy();
  });

  it('says it is over when the countdown reaches the end', () => {
    render(<TimeLeft campaign={campaign(3)} />);
    expect(screen.getByText('0 h 00 min 03 s')).toBeTruthy();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('Terminé')).toBeTruthy();
  });

  it('announces a campaign that has not started', () => {
    render(<TimeLeft campaign={{ start_date: '2026-12-01T08:00:00Z', end_date: '2027-01-15T21:59:00Z' }} />);
    expect(screen.getByText('Commence le 1er décembre 2026')).toBeTruthy();
  });
});
