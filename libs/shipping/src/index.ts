export { ShippingModule } from './shipping.module';
export { PARCEL_SHOP_PROVIDER, relayLetter } from './relays/parcel-shop';
export type { ParcelShop, ParcelShopNature, ParcelShopProvider, ParcelShopSearch } from './relays/parcel-shop';
export { RelaySearchUnavailable, RELAY_SEARCH_UNAVAILABLE } from './relays/relay-search-unavailable.error';
export * from './domain/shipping-fees';
export * from './domain/shipment-split';
export { RELAY_LABEL_UNAVAILABLE, RELAY_LABEL_WEIGHT, RelayLabelUnavailable } from './labels/relay-label';
export type { LabelParty, RelayLabel, RelayLabelMaker, RelayLabelRequest } from './labels/relay-label';
