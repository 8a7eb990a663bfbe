import { Injectable } from '@nestjs/common';
import type { SearchKind } from '../domain/search-kinds';
import type { ParsedSearch } from '../domain/search-text';
import { type Spellings, spelledWords, tsqueryTexts } from '../domain/tsquery';
import { SearchConnections } from './search-connections';
import { searchStatement } from './search-statements';

/** A document found, as `search_documents` holds it. */
export interface SearchRow {
  kind: SearchKind;
  record_id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  isbn: string | null;
  image: string | null;
  starts_at: Date | null;
  label_id: number;
  label_slug: string;
  label_name: string;
  /** Grouped search only: how many of its kind matched. */
  total?: number;
}

/** Where and when to look. */
export interface SearchScope {
  /** A label's id or slug: its results only. */
  label: string | null;
  /** Events that ended before are left out. */
  now: Date;
}

/** Either the best results of each kind (the results page) or the best results overall (the suggestions). */
export type SearchShape = { perKind: number } | { top: number };

/** Word matches of each kind ranked at most (see search-statements.ts): a few milliseconds of ranking at worst. */
const RANKED_MATCHES = 40;

/** A row of the statement: a document found, or (none found) a word to respell and its spellings. */
type StatementRow = (SearchRow | (Omit<SearchRow, 'kind'> & { kind: 'spelling' })) & { spellings: string[] | null };

/**
 * Runs the search over the search documents. The words as typed come first; when they find
 * nothing, the same statement answers, for each word the catalogue's titles and names do not hold,
 * its closest spellings among their words (trigrams), and the search runs once more with those: a
 * misspelt title costs a second statement, a well-spelt one none.
 */
@Injectable()
export class SearchIndex {
  constructor(private readonly db: SearchConnections) {}

  async find(search: ParsedSearch, scope: SearchScope, shape: SearchShape): Promise<SearchRow[]> {
    const rows = await this.run(search, scope, shape, spelledWords(search));
    const spellings: Spellings = new Map(rows.flatMap((row) => (row.kind === 'spelling' && row.spellings?.length ? [[row.title, row.spellings] as const] : [])));
    if (spellings.size === 0) return rows.filter((row): row is StatementRow & SearchRow => row.kind !== 'spelling');
    return this.run(search, scope, shape, [], spellings) as Promise<SearchRow[]>;
  }

  private run(search: ParsedSearch, scope: SearchScope, shape: SearchShape, respell: string[], spellings?: Spellings): Promise<StatementRow[]> {
    const texts = tsqueryTexts(search, spellings);
    const grouped = 'perKind' in shape;
    const { text, values } = searchStatement({
      key: search.key,
      words: texts.words,
      typing: texts.typing,
      isbn: search.isbn,
      label: scope.label,
      now: scope.now,
      grouped,
      limit: grouped ? shape.perKind : shape.top,
      ranked: RANKED_MATCHES,
      respelt: spellings !== undefined,
      respell,
    });
    return this.db.query<StatementRow>(text, values);
  }
}
