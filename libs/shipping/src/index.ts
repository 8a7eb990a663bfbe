export { ShippingModule } from './shipping.module';
export { PARCEL_SHOP_PROVIDER, relayLetter } from './relays/parcel-shop';
export type { ParcelShop, ParcelShopNature, ParcelShopProvider, ParcelShopSearch } from './relays/parcel-shop';
export { RelaySearchUnavailable, RELAY_SEARCH_UNAVAILABLE } from './relays/relay-search-unavailable.error';
export * from './domain/shipping-fees';
export * from './domain/shipment-split';
