import { firstOfMonth, frenchCountdown, frenchDate, groupThousands } from '@shop/typography';

/**
 * A formatter made on first use: each Intl object costs milliseconds to build (its locale data),
 * and a page uses a few of them, so none is built while the page's code loads.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Every formatter made on first use, for `warmFormatters`. */
const formatters: (() => unknown)[] = [];
function formatter<T>(make: () => T): () => T {
  const get = once(make);
  formatters.push(get);
  return get;
}

/**
 * Makes the formatters ahead of a page's first render, one per task: the first one loads the
 * locale's data, a long pause on a slow phone that would otherwise fall inside the render.
 */
export async function warmFormatters(): Promise<void> {
  // The long dates' formatters (calendar dates and instants) are made by the typography module on first use.
  for (const make of [...formatters, () => formatDate('2000-01-01'), () => formatDate(new Date(0))]) {
    await new Promise((resolve) => setTimeout(resolve));
    make();
  }
}

const euroWhole = formatter(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }));
const euroCents = formatter(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }));

/** A price in euros, fr-FR: two decimals if fractional, otherwise none ("4800.00" → "4 800 €"). */
export function formatPrice(value: string | number): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(amount) ? euroWhole().format(amount) : euroCents().format(amount);
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

const relative = formatter(() => new Intl.RelativeTimeFormat('fr', { numeric: 'auto' }));
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

const PARIS = 'Europe/Paris';
const weekdayDate = formatter(() => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: PARIS }));
const weekdayDay = formatter(() => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', timeZone: PARIS }));
const weekdayDayMonth = formatter(() => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: PARIS }));
const clock = formatter(() => new Intl.DateTimeFormat('fr-FR', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: PARIS }));
const monthYear = formatter(() => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: PARIS }));
const parisDay = formatter(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: PARIS }));

/** Today (or `now`) in the shop's calendar (Europe/Paris), YYYY-MM-DD: the day the server counts in. */
export function parisToday(now: Date = new Date()): string {
  return parisDay().format(now);
}

/** A time the French way ("17 h 30", "9 h"). */
export function formatTime(value: string | Date): string {
  const parts = clock().formatToParts(typeof value === 'string' ? new Date(value) : value);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return minute === '00' ? `${hour} h` : `${hour} h ${minute}`;
}

/**
 * When an event takes place, in French and Paris time: "mardi 1er décembre 2026, de 17 h 30 à 19 h 30"
 * on one day, "du mercredi 16 au jeudi 17 décembre 2026" over several.
 */
export function formatEventDates(start: string, end: string | null): string {
  const from = new Date(start);
  const to = end ? new Date(end) : null;
  if (!to || parisDay().format(from) === parisDay().format(to)) {
    const day = firstOfMonth(weekdayDate().format(from));
    return to ? `${day}, de ${formatTime(from)} à ${formatTime(to)}` : `${day}, à ${formatTime(from)}`;
  }
  const sameMonth = monthYear().format(from) === monthYear().format(to);
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  const first = sameMonth ? weekdayDay().format(from) : sameYear ? weekdayDayMonth().format(from) : weekdayDate().format(from);
  return `du ${firstOfMonth(first)} au ${firstOfMonth(weekdayDate().format(to))}`;
}

/** The month of a date, capitalised for a heading ("Décembre 2026"). */
export function formatMonth(value: string | Date): string {
  const text = monthYear().format(typeof value === 'string' ? new Date(value) : value);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
