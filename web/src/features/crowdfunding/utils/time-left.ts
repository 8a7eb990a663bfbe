import { formatCountdown, formatDate } from '@/lib/format';

/** Spec §4, §9: below two days the time label becomes a live countdown in hours, minutes and seconds. */
export const COUNTDOWN_THRESHOLD_SECONDS = 2 * 86_400;

/** Where a campaign stands in time, from its dates and the visitor's clock. */
export type TimeLeft = { kind: 'upcoming'; start: string } | { kind: 'days'; days: number } | { kind: 'countdown'; seconds: number } | { kind: 'finished' };

/** The campaign's time left at `now` (epoch ms), computed in the browser from its dates. */
export function timeLeft(dates: { start_date: string; end_date: string }, now: number): TimeLeft {
  const end = Date.parse(dates.end_date);
  if (now >= end) return { kind: 'finished' };
  if (now < Date.parse(dates.start_date)) return { kind: 'upcoming', start: dates.start_date };
  const seconds = Math.floor((end - now) / 1000);
  if (seconds > COUNTDOWN_THRESHOLD_SECONDS) return { kind: 'days', days: Math.floor(seconds / 86_400) };
  return { kind: 'countdown', seconds };
}

/** The French time label: 'Commence le …', 'N jours restants' or '1 jour restant', '29 h 05 min 09 s', 'Terminé'. */
export function timeLeftLabel(left: TimeLeft): string {
  switch (left.kind) {
    case 'upcoming':
      return `Commence le ${formatDate(left.start)}`;
    case 'days':
      return `${left.days} ${left.days === 1 ? 'jour restant' : 'jours restants'}`;
    case 'countdown':
      return formatCountdown(left.seconds);
    case 'finished':
      return 'Terminé';
    default:
      return assertNever(left);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected time left: ${JSON.stringify(value)}`);
}
