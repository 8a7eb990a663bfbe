import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Req, type RequestInfo } from '@shop/common';
import { SearchQuery, SuggestionsQuery } from '../queries/search.queries';
import { SearchQueryDto, SuggestionsQueryDto } from './search.dto';
import { SearchResponse, SuggestionsResponse } from './search.responses';

/** Results per group, and suggestions, when the client does not say. */
const DEFAULT_LIMIT = 12;
const DEFAULT_SUGGESTIONS = 8;

/** A blank label is no label. */
const labelOf = (label: string | undefined) => (label ? label : null);

/**
 * The public search over every label: books, authors, campaigns, goodies and upcoming events,
 * found by French words (accents ignored), as one types, misspelt, or by ISBN. Anonymous answers,
 * the same for everyone: kept by the micro-cache like the catalogue's.
 */
@ApiTags('Recherche')
@Controller('api/search')
export class SearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Recherche : les meilleurs résultats de chaque genre, toutes collections confondues (ou d’une seule)' })
  @ApiOkResponse({ type: SearchResponse, description: 'Les résultats par genre' })
  search(@Query() query: SearchQueryDto, @Req() req: RequestInfo) {
    return this.queries.execute(new SearchQuery(query.q, labelOf(query.label), query.limit ?? DEFAULT_LIMIT, { origin: req.origin, now: new Date() }));
  }

  @Get('suggestions')
  @ApiOperation({ summary: 'Suggestions du champ de recherche : les meilleurs résultats, tous genres confondus' })
  @ApiOkResponse({ type: SuggestionsResponse, description: 'Les suggestions, la meilleure d’abord' })
  suggestions(@Query() query: SuggestionsQueryDto, @Req() req: RequestInfo) {
    return this.queries.execute(new SuggestionsQuery(query.q, labelOf(query.label), query.limit ?? DEFAULT_SUGGESTIONS, { origin: req.origin, now: new Date() }));
  }
}
