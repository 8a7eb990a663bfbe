import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DrfNotFound, Page } from '@shop/common';
import { NearbyParcelShop, PARCEL_SHOP_PROVIDER, ParcelShop, ParcelShopProvider, ParcelShopSearch } from '../relays/parcel-shop';

/** The parcel shops nearest a postal code, for the relay selection dialog. */
export class SearchParcelShopsQuery extends Query<Page<NearbyParcelShop>> {
  constructor(readonly criteria: ParcelShopSearch) {
    super();
  }
}

/** One parcel shop by its carrier number. */
export class GetParcelShopQuery extends Query<ParcelShop> {
  constructor(
    readonly country: string,
    readonly id: string,
  ) {
    super();
  }
}

@QueryHandler(SearchParcelShopsQuery)
export class SearchParcelShopsHandler implements IQueryHandler<SearchParcelShopsQuery> {
  constructor(@Inject(PARCEL_SHOP_PROVIDER) private readonly provider: ParcelShopProvider) {}

  /** One page holds every point: the carrier answers the nearest ones, never a next page. */
  async execute({ criteria }: SearchParcelShopsQuery): Promise<Page<NearbyParcelShop>> {
    const results = await this.provider.search(criteria);
    return { count: results.length, next: null, previous: null, results };
  }
}

@QueryHandler(GetParcelShopQuery)
export class GetParcelShopHandler implements IQueryHandler<GetParcelShopQuery> {
  constructor(@Inject(PARCEL_SHOP_PROVIDER) private readonly provider: ParcelShopProvider) {}

  async execute({ country, id }: GetParcelShopQuery): Promise<ParcelShop> {
    const shop = await this.provider.findById(country, id);
    if (!shop) throw new DrfNotFound();
    return shop;
  }
}
