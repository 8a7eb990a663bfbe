export { CatalogueModule } from './catalogue.module';
export { CatalogueReader } from './catalogue-reader.service';
export type { LabelSales } from './product-facts';
// The current slug of a book, a goodie or an author given one it had before: for 301s from old addresses.
export { CatalogueOldSlugs, type OldSlugKind } from './old-slugs/catalogue-old-slugs.service';
export { VariantStock, type LockedVariant } from './stock/variant-stock';
export { CATALOGUE_ENTITIES } from './entities';
export type { ProductRepresentation } from './serializers/product.serializer';
export { withTradeDiscount, tradePriceNoVat } from './serializers/trade-prices';
// Booksellers' purchase prices on books (§6): the application registers the interceptor and provides the discount.
export { TradePricesInterceptor } from './trade/trade-prices.interceptor';
export { ViewerTradeDiscount } from './trade/viewer-trade-discount';
// Rewards' pictures show what they hold: crowdfunding provides the facts of its rewards.
export { RewardPictureSource, type RewardPictureFacts } from './media/reward-picture-facts';
// Staff records' images: the uploads module provides the check that an uploaded image exists.
export { UploadedImageCheck } from './staff/staff-images';
// Campaign rewards are products of type 'compensation': crowdfunding's staff commands write them through this.
export { RewardProducts, VARIANT_MESSAGES, type RewardProductColumns, type RewardProductRow, type RewardVariantInput } from './staff/reward-products';
// The staff forms' fields and image rule, shared by every module's staff routes.
export { DateOnlyField, ImageField, PriceField, requireFields, STAFF_MESSAGES, VersionField } from './staff/staff-fields';
export { imageUrl, resolveImage, UNKNOWN_IMAGE } from './staff/staff-images';
// The public pages of a label's catalogue, for the sitemap.
export { CatalogueSitemap, type CataloguePage } from './sitemap/catalogue-sitemap';
