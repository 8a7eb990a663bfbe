const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Days by hour since the epoch: Paris is a whole number of hours from UTC, so its days start on the hour. */
const DAYS_BY_HOUR = new Map<number, string>();
const HOUR_MS = 3_600_000;

/**
 * The shop's calendar day (Europe/Paris) of an instant, as YYYY-MM-DD: voucher expiry, invoice
 * days, the shop's 'today'. Formatted once per hour: every cart command asks.
 */
export function parisDay(at: Date | string): string {
  const time = new Date(at).getTime();
  const hour = Math.floor(time / HOUR_MS);
  let day = DAYS_BY_HOUR.get(hour);
  if (day === undefined) {
    day = PARIS_DAY.format(time);
    if (DAYS_BY_HOUR.size >= 1000) DAYS_BY_HOUR.clear();
    DAYS_BY_HOUR.set(hour, day);
  }
  return day;
}
