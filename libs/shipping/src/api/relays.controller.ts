import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPageOf, APP_CONFIG, AppConfig } from '@shop/common';
import { RELAY_SEARCH_RADIUS_KM } from '../relays/distance';
import { GetParcelShopQuery, SearchParcelShopsQuery } from '../queries/parcel-shops.queries';
import { ParseRelayCountryPipe, ParseRelayIdPipe, RelaySearchQuery, relaySearchOf } from './relay-search.dto';
import { NearbyParcelShopResponse, ParcelShopResponse, ParcelShopSummaryResponse, RelayMapTilesResponse } from './relays.responses';

/** Parcel-shop search of the delivery step (Mondial Relay or the bundled points). Public: nothing personal. */
@ApiTags('Points relais')
@ApiExtraModels(ParcelShopSummaryResponse) // a cart's shipment refers to it by name
@Controller('api/relays')
export class RelaysController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Chercher les points relais proches d’un code postal' })
  @ApiPageOf(
    NearbyParcelShopResponse,
    `Les points à moins de ${RELAY_SEARCH_RADIUS_KM} km, les plus proches d’abord, tous sur une seule page (\`next\` et \`previous\` toujours null). Un code postal qui ne désigne aucun lieu connu : 400 \`{postal_code: [message]}\`.`,
  )
  search(@Query() query: RelaySearchQuery) {
    return this.queries.execute(new SearchParcelShopsQuery(relaySearchOf(query)));
  }

  /** Before `:country/:id`, which needs two segments anyway. */
  @Get('map-tiles')
  @ApiOperation({ summary: 'Fond de carte des points relais' })
  @ApiOkResponse({ type: RelayMapTilesResponse, description: 'Le serveur de tuiles configuré (MAP_TILE_URL) et sa mention (MAP_TILE_ATTRIBUTION).' })
  mapTiles(): RelayMapTilesResponse {
    return { tile_url: this.config.mapTileUrl, attribution: this.config.mapTileAttribution };
  }

  @Get(':country/:id')
  @ApiOperation({ summary: 'Lire un point relais par son numéro' })
  @ApiOkResponse({ type: ParcelShopResponse, description: 'Le point relais.' })
  one(@Param('country', ParseRelayCountryPipe) country: string, @Param('id', ParseRelayIdPipe) id: string) {
    return this.queries.execute(new GetParcelShopQuery(country, id));
  }
}
