import { parseIsbnQuery, type IsbnQuery } from './isbn-query';

/** Letters NFKD leaves whole, as PostgreSQL's `unaccent` spells them. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/**
 * Words that say nothing of what is looked for (articles, prepositions, pronouns): left out of the
 * words matched, as PostgreSQL's French stop words are, with « les », which its list lacks. A query
 * made of them alone is still matched against whole titles (« Nous », « Elles »).
 */
const STOP_WORDS = new Set([
  'a', 'au', 'aux', 'avec', 'c', 'ce', 'ces', 'd', 'dans', 'de', 'des', 'du', 'elle', 'en', 'et', 'il', 'j', 'l', 'la', 'le', 'les', 'leur', 'lui',
  'm', 'ma', 'mes', 'mon', 'n', 'ne', 'nos', 'notre', 'nous', 'on', 'ou', 'par', 'pas', 'pour', 'qu', 'que', 'qui', 's', 'sa', 'se', 'ses', 'son',
  'sur', 't', 'ta', 'tes', 'ton', 'un', 'une', 'vos', 'votre', 'vous', 'y',
]); // prettier-ignore

/** Words matched at most (a pasted paragraph is cut, not refused). */
export const MAX_WORDS = 10;
/** Longest word kept: no French word is longer, a longer one is noise. */
const MAX_WORD_LENGTH = 40;
/**
 * A word still being typed is matched as the start of words from this many letters on. Two letters
 * start thousands of words; the titles that start with them are found all the same (search-statements.ts).
 */
export const MIN_PREFIX_LENGTH = 3;

/** A query as the search reads it. */
export interface ParsedSearch {
  /** The text as typed, trimmed. */
  text: string;
  /** Every word of it, stop words included, separated by one space: whole titles are compared with it (`search_key` of the migration). */
  key: string;
  /** The words that must all be found, without accents, in lower case, stop words left out. */
  words: string[];
  /** The last word, still being typed (no space after it): found as the start of a word. Null when the query ends a word. */
  typing: string | null;
  /** The ISBN the query is, if it is one: then no word is matched. */
  isbn: IsbnQuery;
}

/** Lower case, without accents or ligatures, split on anything that is neither a letter nor a digit. */
export function searchWords(raw: string): string[] {
  const plain = raw
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæßøđłþð]/g, (letter) => LIGATURES[letter]);
  return plain
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/**
 * What a visitor typed, read for the search: an ISBN with or without hyphens, or words. The last
 * word is still being typed when nothing follows it (the suggestions ask at each pause): it is then
 * matched as the start of a word, even a stop word (« mai » may be the start of « maison »).
 */
export function parseSearch(raw: string): ParsedSearch {
  const text = raw.trim();
  const isbn = parseIsbnQuery(text);
  const every = searchWords(text);
  const key = every.join(' ');
  if (isbn) return { text, key, words: [], typing: null, isbn };
  const all = every.slice(0, MAX_WORDS);
  // Past the words kept, the last one typed is not among them.
  const stillTyping = all.length > 0 && every.length <= MAX_WORDS && /[\p{L}\p{N}]$/u.test(raw);
  const last = stillTyping ? all[all.length - 1] : null;
  const complete = (last === null ? all : all.slice(0, -1)).filter((word) => !isStopWord(word));
  const typing = last !== null && last.length >= MIN_PREFIX_LENGTH ? last : null;
  // A word too short to be a prefix yet: a word of its own if it means something (« 2 »), else nothing yet.
  if (last !== null && typing === null && !isStopWord(last)) complete.push(last);
  return { text, key, words: unique(complete), typing, isbn: null };
}

const unique = (words: string[]) => [...new Set(words)];
