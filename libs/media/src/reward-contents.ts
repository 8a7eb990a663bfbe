import { GoodieKind, goodieKindsIn } from './goodie-kind';

/** What crowdfunding records of a reward; each missing fact is read from the reward's name instead. */
export interface RewardFacts {
  /** Copies of the campaign's book the reward holds. */
  books?: number;
  dedication?: boolean;
  /** A donation: nothing is delivered. */
  donation?: boolean;
}

/** What a reward's picture shows: the book (so many copies), a dedication, goodies, or a donation. */
export interface RewardContents {
  books: number;
  dedication: boolean;
  donation: boolean;
  goodies: GoodieKind[];
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’ʼ]/g, "'")
    .toLowerCase();

const BOOK_WORDS = /\b(?:livres?|romans?|exemplaires?|editions?|tirage de tete|recueils?|albums?|atlas)\b/;

/** Copies a name announces: « Lot libraire : 10 exemplaires » 10, « Duo » 2, a book named once 1. */
function booksNamed(name: string): number {
  const words = plain(name);
  const counted = /\b(\d+)\s+(?:exemplaires|livres|romans)\b/.exec(words);
  if (counted) return Number(counted[1]);
  if (/\bduo\b/.test(words)) return 2;
  return BOOK_WORDS.test(words) ? 1 : 0;
}

/** The contents of a reward from crowdfunding's facts, completed from its name (the goodies are always named). */
export function rewardContents(name: string, facts: RewardFacts = {}): RewardContents {
  const words = plain(name);
  const donation = facts.donation ?? /^dons?\b|\bdon de\b/.test(words);
  return {
    books: donation ? 0 : Math.max(0, Math.floor(facts.books ?? booksNamed(name))),
    dedication: !donation && (facts.dedication ?? /\bdedicac/.test(words)),
    donation,
    goodies: donation ? [] : goodieKindsIn(name),
  };
}
