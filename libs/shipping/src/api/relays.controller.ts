import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPageOf } from '@shop/common';
import { GetParcelShopQuery, SearchParcelShopsQuery } from '../queries/parcel-shops.queries';
import { ParseRelayCountryPipe, ParseRelayIdPipe, RelaySearchQuery, relaySearchOf } from './relay-search.dto';
import { ParcelShopResponse, ParcelShopSummaryResponse } from './relays.responses';

/** Parcel-shop search of the delivery step (Mondial Relay or the bundled points). Public: nothing personal. */
@ApiTags('Points relais')
@ApiExtraModels(ParcelShopSummaryResponse) // a cart's shipment refers to it by name
@Controller('api/relays')
export class RelaysController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Chercher les points relais proches d’un code postal' })
  @ApiPageOf(ParcelShopResponse, 'Les points les plus proches d’abord, tous sur une seule page (`next` et `previous` toujours null).')
  search(@Query() query: RelaySearchQuery) {
    return this.queries.execute(new SearchParcelShopsQuery(relaySearchOf(query)));
  }

  @Get(':country/:id')
  @ApiOperation({ summary: 'Lire un point relais par son numéro' })
  @ApiOkResponse({ type: ParcelShopResponse, description: 'Le point relais.' })
  one(@Param('country', ParseRelayCountryPipe) country: string, @Param('id', ParseRelayIdPipe) id: string) {
    return this.queries.execute(new GetParcelShopQuery(country, id));
  }
}
