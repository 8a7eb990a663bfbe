import { frenchDate } from '@shop/typography';

/** A closure of a parcel shop (holidays…), first and last day as 'YYYY-MM-DD'. */
export interface ClosurePeriod {
  from: string;
  to: string;
}

/**
 * A parcel takes up to a week to reach the point, then the shopper needs a few days to collect
 * it: a closure within this many days makes the point unsuitable now.
 */
export const DELIVERY_AND_COLLECTION_DAYS = 10;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Whether the point can take a parcel ordered `today`, and what to tell the shopper about the
 * closures not over yet ('Fermé pour congés du 3 août 2026 au 23 août 2026.').
 */
export function availability(closures: ClosurePeriod[], today: string): { available: boolean; warning: string | null } {
  const current = closures.filter((c) => c.to >= today).sort((a, b) => a.from.localeCompare(b.from));
  const horizon = addDays(today, DELIVERY_AND_COLLECTION_DAYS);
  const warning = current
    .map((c) => (c.from <= today ? `Fermé pour congés jusqu’au ${frenchDate(c.to)}.` : `Fermé pour congés du ${frenchDate(c.from)} au ${frenchDate(c.to)}.`))
    .join(' ');
  return { available: !current.some((c) => c.from <= horizon), warning: warning || null };
}
