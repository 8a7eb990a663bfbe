import { frenchDate as longFrenchDate } from '@shop/typography';

const ZONE = 'Europe/Paris';

const PARTS = new Intl.DateTimeFormat('fr-FR', {
  timeZone: ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface FrenchDateParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  /** « 18 h 30 », or null at midnight (a date without a time). */
  time: string | null;
  /** « samedi 12 décembre 2026 », with « 1er » for the first of the month. */
  long: string;
}

/** A date as read in Paris, in French; null for an invalid Date. */
export function frenchDate(date: Date): FrenchDateParts | null {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  const p = Object.fromEntries(PARTS.formatToParts(date).map((x) => [x.type, x.value]));
  const time = p.hour === '00' && p.minute === '00' ? null : `${Number(p.hour)} h ${p.minute}`;
  const long = longFrenchDate(date, { weekday: true });
  return { weekday: p.weekday, day: p.day === '1' ? '1er' : p.day, month: p.month, year: p.year, time, long };
}
