import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Req, RequestInfo } from '@shop/common';
import { GetParcelShopQuery, SearchParcelShopsQuery } from '../queries/parcel-shops.queries';
import { parseRelayId, parseRelaySearch } from './relay-search.dto';

/** Parcel-shop search of the delivery step (Mondial Relay or the bundled points). Public: nothing personal. */
@Controller('api/relays')
export class RelaysController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  search(@Req() req: RequestInfo) {
    return this.queries.execute(new SearchParcelShopsQuery(parseRelaySearch(req.query)));
  }

  @Get(':country/:id')
  one(@Param('country') country: string, @Param('id') id: string) {
    const point = parseRelayId(country, id);
    return this.queries.execute(new GetParcelShopQuery(point.country, point.id));
  }
}
