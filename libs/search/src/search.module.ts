import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SearchController } from './api/search.controller';
import { SEARCH_QUERY_HANDLERS } from './queries/search.queries';
import { SearchConnections } from './queries/search-connections';
import { SearchIndex } from './queries/search-index';

/**
 * The public search: its documents (`search_documents`, `search_words`) are kept by triggers on the
 * catalogue's and the campaigns' tables (migration 1763921300000), so this module reads only its own
 * tables and imports no other module. It reads them through connections of its own (SearchConnections).
 */
@Module({
  imports: [CqrsModule],
  controllers: [SearchController],
  providers: [SearchConnections, SearchIndex, ...SEARCH_QUERY_HANDLERS],
})
export class SearchModule {}
