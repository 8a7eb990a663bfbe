import { FRENCH_MONTHS, frenchCountdown, frenchDate, frenchEuros, groupThousands, parisDay, wallClock } from '@shop/typography';

/**
 * Dates, times and prices are written without Intl (the typography module's): a browser's first
 * Intl object loads the locale's data, over 100 ms on a phone in the middle of a page's start. Only
 * the relative times of news ('il y a 3 jours') use one, made on first use.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** A price in euros, fr-FR: two decimals if fractional, otherwise none ("4800.00" → "4 800 €"). */
export function formatPrice(value: string | number): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return frenchEuros(amount, !Number.isInteger(amount));
}

/** A rate or share with at most two decimals, French style ("5,5", "33,33", "20"), as Intl fr-FR writes it. */
export function formatDecimal(value: number): string {
  return groupThousands(Number((Math.round(Number(`${value}e2`)) / 100).toFixed(2)));
}

/** A count with French digit grouping, narrow no-break spaces ("1 250"). */
export function formatCount(value: number): string {
  return groupThousands(value);
}

/** A countdown in hours, minutes and seconds ("47 h 05 min 09 s", spec §4): the typography module's. */
export const formatCountdown = frenchCountdown;

/** At most `max` characters, cut at a word boundary and ended with '…' when shortened. */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?—–-]+$/, '')}…`;
}

/**
 * A date in French ("20 avril 2027", "1er décembre 2026"), from a calendar date (never shifted by a
 * day) or an ISO instant (shown in Paris time).
 */
export function formatDate(value: string | Date): string {
  return frenchDate(value);
}

/** A date with its month cut short, for tables ("1er déc. 2026"); calendar dates as `formatDate`. */
export function formatShortDate(value: string | Date): string {
  return frenchDate(value, { shortMonth: true });
}

const relative = once(() => new Intl.RelativeTimeFormat('fr', { numeric: 'auto' }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago or how far ahead, in French ("il y a 3 jours", "hier", "dans 2 heures", "à l’instant"). */
export function formatRelative(value: string | Date, now: number = Date.now()): string {
  const seconds = Math.round(((typeof value === 'string' ? Date.parse(value) : value.getTime()) - now) / 1000);
  if (Math.abs(seconds) < 60) return 'à l’instant';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative().format(Math.trunc(seconds / size), unit);
  }
  return relative().format(Math.trunc(seconds / 60), 'minute');
}

/** Today (or `now`) in the shop's calendar (Europe/Paris), YYYY-MM-DD: the day the server counts in. */
export function parisToday(now: Date = new Date()): string {
  return parisDay(now);
}

/** A time the French way ("17 h 30", "9 h"), in Paris. */
export function formatTime(value: string | Date): string {
  const { hour, minute } = wallClock(typeof value === 'string' ? new Date(value) : value);
  return minute === 0 ? `${hour} h` : `${hour} h ${String(minute).padStart(2, '0')}`;
}

/** "mardi 1er", "mardi 1er décembre", "mardi 1er décembre 2026": a day of an event, in Paris. */
const eventDay = (instant: Date, parts: 'day' | 'month' | 'year') => frenchDate(instant, { weekday: true, month: parts !== 'day', year: parts === 'year' });

/**
 * When an event takes place, in French and Paris time: "mardi 1er décembre 2026, de 17 h 30 à 19 h 30"
 * on one day, "du mercredi 16 au jeudi 17 décembre 2026" over several.
 */
export function formatEventDates(start: string, end: string | null): string {
  const from = new Date(start);
  const to = end ? new Date(end) : null;
  if (!to || parisDay(from) === parisDay(to)) {
    const day = eventDay(from, 'year');
    return to ? `${day}, de ${formatTime(from)} à ${formatTime(to)}` : `${day}, à ${formatTime(from)}`;
  }
  const [a, b] = [wallClock(from), wallClock(to)];
  const first = a.year === b.year && a.month === b.month ? eventDay(from, 'day') : a.year === b.year ? eventDay(from, 'month') : eventDay(from, 'year');
  return `du ${first} au ${eventDay(to, 'year')}`;
}

/** The month of a date, capitalised for a heading ("Décembre 2026"). */
export function formatMonth(value: string | Date): string {
  const { year, month } = wallClock(typeof value === 'string' ? new Date(value) : value);
  const name = FRENCH_MONTHS[month];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}
