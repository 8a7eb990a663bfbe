import type { ParsedSearch } from './search-text';

/** Other spellings of a word found in the catalogue's words (« satelite » → « satellite »), by word. */
export type Spellings = ReadonlyMap<string, readonly string[]>;

/** The text of the two `to_tsquery` the search runs: the words that must all be there, and the word being typed. */
export interface TsqueryTexts {
  /** `'heures' & ('blanches' | 'blanche')`, or '' when no whole word is asked for. */
  words: string;
  /** `'mais':*`, matched both French-stemmed and as typed; '' when no word is being typed. */
  typing: string;
}

/**
 * A word as a tsquery operand: quoted, so that nothing in it is read as an operator (`&`, `|`,
 * `!`, `:`, `*`, parentheses), its quotes doubled and backslashes escaped as tsquery quoting wants.
 * Words from `searchWords` hold only letters and digits; this holds for any text.
 */
export function tsqueryOperand(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A word or its other spellings, one operand or a parenthesised alternative; `:*` on each for a prefix. */
function alternatives(word: string, spellings: Spellings, prefix: boolean): string {
  const forms = [word, ...(spellings.get(word) ?? []).filter((form) => form !== word)];
  const operands = forms.map((form) => tsqueryOperand(form) + (prefix ? ':*' : ''));
  return operands.length === 1 ? operands[0] : `(${operands.join(' | ')})`;
}

/**
 * The tsquery texts of a parsed query: every whole word ANDed (each with its other spellings when
 * given, ORed), and the word being typed as a prefix. The database stems and unaccents them as it
 * did the documents (`search_unaccent`, the `french` configuration).
 */
export function tsqueryTexts(search: Pick<ParsedSearch, 'words' | 'typing'>, spellings: Spellings = new Map()): TsqueryTexts {
  return {
    words: search.words.map((word) => alternatives(word, spellings, false)).join(' & '),
    typing: search.typing === null ? '' : alternatives(search.typing, spellings, true),
  };
}

/** Shorter words have too few trigrams to be told from others: they are never respelt. */
const MIN_SPELLED_LENGTH = 3;

/** The words a misspelling may hide in: every word matched (the one typed included), for the spellings lookup. */
export function spelledWords(search: Pick<ParsedSearch, 'words' | 'typing'>): string[] {
  const words = search.typing === null ? search.words : [...new Set([...search.words, search.typing])];
  return words.filter((word) => word.length >= MIN_SPELLED_LENGTH);
}
