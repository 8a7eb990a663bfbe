/**
 * Dates in French, as every page, mail and PDF writes them: '1er octobre 2025' (French writes the
 * first of the month as an ordinal), in the shop's calendar (Europe/Paris).
 */

import { FRENCH_MONTHS, FRENCH_SHORT_MONTHS, FRENCH_WEEKDAYS, wallClock } from './paris-time';

/** The start of each month's name, long or short ('janv.', 'déc.'). */
const MONTH = '(?:janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)';

/**
 * The day '1' of an Intl fr-FR date written '1er': 'mardi 1 décembre 2026' → 'mardi 1er décembre
 * 2026', 'du mardi 1' (a day without its month, at the end) → 'du mardi 1er'. Meant for a formatted
 * date only: any '1' before a month's name changes.
 */
export function firstOfMonth(date: string): string {
  return date.replace(new RegExp(`(^|[\\s\\u00a0\\u202f])1(?=[\\s\\u00a0\\u202f]${MONTH}|$)`, 'gi'), '$11er');
}

export interface FrenchDateOptions {
  /** 'mardi 1er décembre 2026' rather than '1er décembre 2026'. */
  weekday?: boolean;
  /** Without the year: '1er décembre'. Default: with. */
  year?: boolean;
  /** 'déc.' rather than 'décembre'. */
  shortMonth?: boolean;
  /** Without the month (nor the year): 'mardi 1er', the first day of a range within one month. Default: with. */
  month?: boolean;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '1er' for the first of the month, the number otherwise. */
const dayOfMonth = (day: number) => (day === 1 ? '1er' : String(day));

/**
 * A date in French: '1er octobre 2025', 'mardi 1er décembre 2026' (`weekday`). A calendar date
 * ('2025-10-01') has no time zone and never shifts by a day; an instant (ISO text or Date) is read in
 * Paris. Text that is no date comes back as it is ('' for an invalid Date). Written as Intl fr-FR
 * writes it, without Intl (see paris-time.ts).
 */
export function frenchDate(value: string | Date, options: FrenchDateOptions = {}): string {
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  const date = typeof value === 'string' ? new Date(calendar ? `${value}T12:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const { year, month, day, weekday } = wallClock(date, calendar ? 'utc' : 'paris');
  return [
    options.weekday ? FRENCH_WEEKDAYS[weekday] : null,
    dayOfMonth(day),
    options.month === false ? null : (options.shortMonth ? FRENCH_SHORT_MONTHS : FRENCH_MONTHS)[month],
    options.year === false || options.month === false ? null : String(year),
  ]
    .filter((part) => part !== null)
    .join(' ');
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown in hours, minutes and seconds, written the French way, hours running past 24
 * ("47 h 05 min 09 s"): no-break spaces keep it on one line, and minutes and seconds on two
 * digits keep its width while it ticks.
 */
export function frenchCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return [`${Math.floor(s / 3600)}\u00a0h`, `${twoDigits(Math.floor((s % 3600) / 60))}\u00a0min`, `${twoDigits(s % 60)}\u00a0s`].join('\u00a0');
}
