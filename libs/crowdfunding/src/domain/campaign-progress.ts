import { frenchCountdown, frenchDate } from '@shop/typography';
import { GoalType } from '../entities/crowdfunding.entity';

/** What the campaign's derived fields are computed from. */
export interface CampaignFacts {
  goalType: GoalType;
  /** Cents for goal type 1, books for goal type 2. */
  goal: number;
  collectedCents: number;
  booksSold: number;
  startDate: Date;
  endDate: Date;
  /** 'YYYY-MM-DD' or null. */
  releaseDate: string | null;
  /** Switched off by staff. */
  disabledFlag: boolean;
}

export interface TimeRemaining {
  total_seconds: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Below this, the time label switches from whole days to a live hours/minutes/seconds countdown. */
export const COUNTDOWN_THRESHOLD_SECONDS = 2 * 86_400;

/** Completion in percent, rounded down; 0 for a zero goal. */
export function completionPercent(facts: Pick<CampaignFacts, 'goalType' | 'goal' | 'collectedCents' | 'booksSold'>): number {
  const reached = facts.goalType === 1 ? facts.collectedCents : facts.booksSold;
  if (facts.goal <= 0) return 0;
  return Math.floor((reached * 100) / facts.goal);
}

/** The pie step of the completion: tens from 10 to 100 (10 until the first ten is reached, 100 once over). */
export function completionTens(percent: number): number {
  return Math.min(100, Math.max(10, Math.floor(percent / 10) * 10));
}

export function timeRemaining(endDate: Date, now: Date): TimeRemaining {
  const total = Math.max(0, Math.floor((endDate.getTime() - now.getTime()) / 1000));
  return {
    total_seconds: total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The French time label: 'Terminé' once over, 'Commence le …' before the start, whole days over
 * two days ('1 jour restant', 'N jours restants'), else hours, minutes and seconds the French way,
 * hours past 24, with non-breaking spaces ('29 h 05 min 09 s'; the page ticks it live).
 */
export function timeLabel(startDate: Date, endDate: Date, now: Date): string {
  if (now.getTime() >= endDate.getTime()) return 'Terminé';
  if (now.getTime() < startDate.getTime()) return `Commence le ${frenchDate(startDate)}`;
  const left = timeRemaining(endDate, now);
  if (left.total_seconds > COUNTDOWN_THRESHOLD_SECONDS) return `${left.days} ${left.days === 1 ? 'jour restant' : 'jours restants'}`;
  return frenchCountdown(left.total_seconds);
}

/** Every derived field of a campaign, from its facts and the clock. */
export function campaignProgress(facts: CampaignFacts, now: Date) {
  const percent = completionPercent(facts);
  const started = facts.startDate.getTime() <= now.getTime();
  const finished = facts.endDate.getTime() < now.getTime();
  const succeeded = finished && percent >= 100;
  const releaseInFuture = facts.releaseDate !== null && new Date(`${facts.releaseDate}T00:00:00Z`).getTime() > now.getTime();
  return {
    completion_percent: percent,
    completion_tens: completionTens(percent),
    started,
    finished,
    disabled: facts.disabledFlag || !started || finished,
    succeeded,
    in_production: succeeded && releaseInFuture,
    released: succeeded && facts.releaseDate !== null && !releaseInFuture,
    time_remaining: timeRemaining(facts.endDate, now),
    time_label: timeLabel(facts.startDate, facts.endDate, now),
  };
}

/** Remaining units of a limited reward, never below 0; null when unlimited. */
export function remainingQuantity(limited: boolean, limitedQuantity: number | null, orderedQuantity: number, closed = false): number | null {
  // A reward staff closed is no longer offered: none left, whatever its limit.
  if (closed) return 0;
  if (!limited || limitedQuantity === null) return null;
  return Math.max(0, limitedQuantity - orderedQuantity);
}
