/**
 * How big the scale data set is: SCALE=1 is a shop after three years (10 000 books and goodies,
 * 500 campaigns, 200 000 paid orders…); a smaller SCALE keeps the proportions, with floors so that
 * a tiny run still has a bit of everything.
 */
export interface ScaleSizes {
  /** Labels in all, the demo's three included. */
  labels: number;
  authors: number;
  books: number;
  goodies: number;
  campaigns: number;
  rewardsPerCampaign: number;
  readers: number;
  booksellers: number;
  orders: number;
}

const FULL = { authors: 800, books: 8_000, goodies: 2_000, campaigns: 500, readers: 100_000, booksellers: 1_000, orders: 200_000 };
const FLOOR = { authors: 8, books: 40, goodies: 10, campaigns: 30, readers: 30, booksellers: 3, orders: 40 };

export function scaleSizes(scale: number): ScaleSizes {
  if (!(scale > 0) || scale > 10) throw new Error(`demo-data: SCALE doit être un nombre entre 0 et 10 (reçu ${scale})`);
  const sized = (key: keyof typeof FULL) => Math.max(FLOOR[key], Math.round(FULL[key] * scale));
  return {
    labels: 10,
    authors: sized('authors'),
    books: sized('books'),
    goodies: sized('goodies'),
    campaigns: sized('campaigns'),
    rewardsPerCampaign: 10,
    readers: sized('readers'),
    booksellers: sized('booksellers'),
    orders: sized('orders'),
  };
}

/**
 * Where the scale rows' ids start: far above the demo's fixed ids, so both live in one database
 * (the demo's accounts and campaigns stay browsable beside the scale data).
 */
export const SCALE_IDS = {
  label: 4,
  author: 1_001,
  product: 10_001,
  variant: 10_001,
  campaign: 1_001,
  user: 10_001,
  bookseller: 1_001,
  contribution: 1_000_001,
  contributionReward: 10_000_001,
} as const;

/** The scale data set's "now": fixed, so that the same SCALE always writes the same rows. */
export const SCALE_NOW = new Date('2026-11-27T08:00:00.000Z');

/** Three years of history before SCALE_NOW. */
export const SCALE_HISTORY_DAYS = 3 * 365;
