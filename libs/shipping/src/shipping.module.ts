import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RelaysController } from './api/relays.controller';
import { GetParcelShopHandler, SearchParcelShopsHandler } from './queries/parcel-shops.queries';
import { PARCEL_SHOP_PROVIDER } from './relays/parcel-shop';
import { parcelShopProvider } from './relays/parcel-shop-provider.factory';

export const SHIPPING_QUERY_HANDLERS = [SearchParcelShopsHandler, GetParcelShopHandler];

/** Delivery: parcel-shop search behind a provider (Mondial Relay or bundled); fees and the shipment split are pure domain code. */
@Module({
  imports: [CqrsModule],
  controllers: [RelaysController],
  providers: [...SHIPPING_QUERY_HANDLERS, parcelShopProvider],
  exports: [PARCEL_SHOP_PROVIDER],
})
export class ShippingModule {}
