import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetParcelShopQuery, SearchParcelShopsQuery } from '../queries/parcel-shops.queries';
import { ParseRelayCountryPipe, ParseRelayIdPipe, RelaySearchQuery, relaySearchOf } from './relay-search.dto';

/** Parcel-shop search of the delivery step (Mondial Relay or the bundled points). Public: nothing personal. */
@Controller('api/relays')
export class RelaysController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  search(@Query() query: RelaySearchQuery) {
    return this.queries.execute(new SearchParcelShopsQuery(relaySearchOf(query)));
  }

  @Get(':country/:id')
  one(@Param('country', ParseRelayCountryPipe) country: string, @Param('id', ParseRelayIdPipe) id: string) {
    return this.queries.execute(new GetParcelShopQuery(country, id));
  }
}
