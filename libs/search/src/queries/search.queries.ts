import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SerializeContext } from '@shop/common';
import { parseSearch } from '../domain/search-text';
import { serializeGroups, serializeSuggestion, type SearchGroupRepresentation, type SuggestionRepresentation } from '../serializers/search-result.serializer';
import { SearchIndex } from './search-index';

/** The results page's answer: the query as read, how many results in all, and the groups. */
export interface SearchAnswer {
  query: string;
  count: number;
  groups: SearchGroupRepresentation[];
}

/** The search box's answer: the query as read and the best results, whatever their kind. */
export interface SuggestionsAnswer {
  query: string;
  results: SuggestionRepresentation[];
}

/** What both searches take: the text typed, a label (id or slug) or none, how many results. */
abstract class SearchRequest<T> extends Query<T> {
  constructor(
    readonly text: string,
    readonly label: string | null,
    readonly limit: number,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

/** `GET api/search/`: the best results of each kind. */
export class SearchQuery extends SearchRequest<SearchAnswer> {}

/** `GET api/search/suggestions/`: the best results overall. */
export class SuggestionsQuery extends SearchRequest<SuggestionsAnswer> {}

@QueryHandler(SearchQuery)
export class SearchHandler implements IQueryHandler<SearchQuery> {
  constructor(private readonly index: SearchIndex) {}

  async execute({ text, label, limit, ctx }: SearchQuery): Promise<SearchAnswer> {
    const search = parseSearch(text);
    const rows = await this.index.find(search, { label, now: ctx.now }, { perKind: limit });
    const groups = serializeGroups(rows, ctx);
    return { query: search.text, count: groups.reduce((sum, group) => sum + group.count, 0), groups };
  }
}

@QueryHandler(SuggestionsQuery)
export class SuggestionsHandler implements IQueryHandler<SuggestionsQuery> {
  constructor(private readonly index: SearchIndex) {}

  async execute({ text, label, limit, ctx }: SuggestionsQuery): Promise<SuggestionsAnswer> {
    const search = parseSearch(text);
    const rows = await this.index.find(search, { label, now: ctx.now }, { top: limit });
    return { query: search.text, results: rows.map(serializeSuggestion) };
  }
}

export const SEARCH_QUERY_HANDLERS = [SearchHandler, SuggestionsHandler];
