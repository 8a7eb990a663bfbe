/**
 * Dates and times as the shop's calendar reads them (Europe/Paris), worked out without Intl: a
 * browser builds its first Intl object by loading the locale's data, some 30 ms on a desktop and
 * over 100 ms on a phone, in the middle of a page's start. France follows the EU's summer time:
 * UTC+2 from the last Sunday of March to the last Sunday of October (both at 01:00 UTC), UTC+1
 * otherwise. The unit tests check every hour around each change, from 2000 to 2040, against Intl.
 */

export const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;
export const FRENCH_SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'] as const;
export const FRENCH_WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

/** A moment as a wall clock shows it: month 0–11, weekday 0 (Sunday)–6. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0–11) of `year`: when summer time starts (March) or ends (October). */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Paris's offset from UTC at `instant`, in milliseconds. */
export function parisOffset(instant: Date): number {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  return time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9) ? 2 * HOUR : HOUR;
}

/** The wall clock of `instant` in UTC (for calendar dates, which have no time zone) or in Paris. */
export function wallClock(instant: Date, zone: 'paris' | 'utc' = 'paris'): WallClock {
  const local = new Date(instant.getTime() + (zone === 'paris' ? parisOffset(instant) : 0));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** The day of `instant` in Paris, YYYY-MM-DD: the day the shop counts in. */
export function parisDay(instant: Date): string {
  const { year, month, day } = wallClock(instant);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
