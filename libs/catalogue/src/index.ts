export { CatalogueModule } from './catalogue.module';
export { CatalogueReader } from './catalogue-reader.service';
export { VariantStock, type LockedVariant } from './stock/variant-stock';
export { CATALOGUE_ENTITIES } from './entities';
export type { ProductRepresentation } from './serializers/product.serializer';
export { withTradeDiscount, tradePriceNoVat } from './serializers/trade-prices';
