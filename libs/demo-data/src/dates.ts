/** Every demo date is relative to the `now` given to seedDemo, so the demo never goes stale. */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `now` moved by a number of days (negative: in the past), same time of day. */
export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

export function hoursFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * HOUR_MS);
}

/** `now` moved by some days, at a fixed UTC time of day: tidy schedules (events, campaign ends). */
export function dayAt(now: Date, days: number, hourUtc: number, minute = 0): Date {
  const date = daysFrom(now, days);
  date.setUTCHours(hourUtc, minute, 0, 0);
  return date;
}

/** The calendar day (UTC) for `date` columns: 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A calendar day `days` away from now. */
export function dayFrom(now: Date, days: number): string {
  return isoDay(daysFrom(now, days));
}
