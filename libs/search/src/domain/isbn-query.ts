/** What a query typed as an ISBN asks for: the book of that ISBN, or the ISBNs starting with those digits. */
export type IsbnQuery = { exact: string } | { prefix: string } | null;

/** « ISBN », « ISBN-13 : », « isbn10 » written before the number. */
const ISBN_WORD = /^\s*isbn(?:[-\s]?1[03])?\s*:?\s*/i;
/** Hyphens (any dash), spaces and dots people put between the groups of an ISBN. */
const SEPARATORS = /[\s.\-\u2010-\u2015]/g;

/** The ISBN-13 of an ISBN-10 (prefix 978, check digit computed again). */
export function isbn13Of(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Reads a query as an ISBN, with or without hyphens (« 978-2-493120-01-4 », « 9782493120014 »,
 * « ISBN 2-493120-01-8 » as an ISBN-10): 13 digits (or an ISBN-10) ask for that book; 4 to 12 digits,
 * for the ISBNs that start with them (typed as one goes). Anything else is no ISBN.
 */
export function parseIsbnQuery(text: string): IsbnQuery {
  const compact = text.replace(ISBN_WORD, '').replace(SEPARATORS, '').toUpperCase();
  if (/^97[89]\d{10}$/.test(compact)) return { exact: compact };
  if (/^\d{9}[\dX]$/.test(compact)) return { exact: isbn13Of(compact) };
  if (/^\d{4,12}$/.test(compact) && compact !== text.trim()) return { prefix: compact };
  if (/^97[89]\d{1,9}$/.test(compact)) return { prefix: compact };
  return null;
}
