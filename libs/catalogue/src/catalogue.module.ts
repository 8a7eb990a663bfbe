import { UploadedImages, UploadedImagesModule } from '@shop/media';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { CatalogueMediaController } from './api/catalogue-media.controller';
import { CatalogueController } from './api/catalogue.controller';
import { CatalogueReader } from './catalogue-reader.service';
import { CatalogueOldSlugs } from './old-slugs/catalogue-old-slugs.service';
import { VariantStock } from './stock/variant-stock';
import { CATALOGUE_ENTITIES } from './entities';
import { ProductGraphLoader } from './loaders/product-graph.loader';
import { ProductFactsCache, ProductRepresentationCache } from './loaders/product-representation.cache';
import { CatalogueImages } from './media/catalogue-images.service';
import { GetAuthorHandler, ListAuthorsHandler } from './queries/authors.queries';
import { EventPresenter, ListEventsHandler } from './queries/events.queries';
import { LabelLookup } from './queries/label-lookup.service';
import { GetLabelHandler, ListLabelsHandler } from './queries/labels.queries';
import { GetProductHandler, ListProductsHandler } from './queries/products.queries';
import { CardBytes } from './read-model/card-bytes';
import { ProductCards } from './read-model/product-cards';
import { STAFF_AUTHOR_COMMAND_HANDLERS } from './staff/staff-authors.commands';
import { StaffAuthorsController } from './staff/staff-authors.controller';
import { STAFF_BOOK_COMMAND_HANDLERS } from './staff/staff-books.commands';
import { StaffBooksController } from './staff/staff-books.controller';
import { STAFF_EVENT_COMMAND_HANDLERS } from './staff/staff-events.commands';
import { StaffEventsController } from './staff/staff-events.controller';
import { STAFF_EVENT_QUERY_HANDLERS } from './staff/staff-events.queries';
import { UploadedImageCheck } from './staff/staff-images';
import { RewardProducts } from './staff/reward-products';
import { STAFF_QUERY_HANDLERS } from './staff/staff.queries';
import { STAFF_LABEL_COMMAND_HANDLERS } from './staff/staff-labels.commands';
import { StaffLabelsController } from './staff/staff-labels.controller';
import { STAFF_LABEL_QUERY_HANDLERS } from './staff/staff-labels.queries';
import { STAFF_GOODIE_COMMAND_HANDLERS } from './staff/staff-goodies.commands';
import { StaffGoodiesController } from './staff/staff-goodies.controller';
import { STAFF_GOODIE_QUERY_HANDLERS } from './staff/staff-goodies.queries';
import { CatalogueSitemap } from './sitemap/catalogue-sitemap';

export const CATALOGUE_QUERY_HANDLERS = [ListLabelsHandler, GetLabelHandler, ListProductsHandler, GetProductHandler, ListAuthorsHandler, GetAuthorHandler, ListEventsHandler];

/**
 * Labels, authors, books, goodies, events: their tables, read API and the reader other modules use;
 * the staff routes of labels, authors, books, goodies and events (their changes audited, through the audit trail).
 */
import { CatalogueAuditNames } from './staff/catalogue-audit-names';

@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature(CATALOGUE_ENTITIES), AccountReadersModule, AuditModule, UploadedImagesModule],
  controllers: [CatalogueController, CatalogueMediaController, StaffAuthorsController, StaffBooksController, StaffLabelsController, StaffGoodiesController, StaffEventsController],
  providers: [
    CatalogueSitemap,
    CatalogueAuditNames,
    ...CATALOGUE_QUERY_HANDLERS,
    ...STAFF_QUERY_HANDLERS,
    ...STAFF_AUTHOR_COMMAND_HANDLERS,
    ...STAFF_BOOK_COMMAND_HANDLERS,
    ...STAFF_LABEL_QUERY_HANDLERS,
    ...STAFF_LABEL_COMMAND_HANDLERS,
    ...STAFF_GOODIE_QUERY_HANDLERS,
    ...STAFF_GOODIE_COMMAND_HANDLERS,
    ...STAFF_EVENT_QUERY_HANDLERS,
    ...STAFF_EVENT_COMMAND_HANDLERS,
    // An uploaded image's URL names a stored upload (the media module keeps them).
    { provide: UploadedImageCheck, useExisting: UploadedImages },
    LabelLookup,
    ProductGraphLoader,
    ProductCards,
    CardBytes,
    ProductRepresentationCache,
    ProductFactsCache,
    EventPresenter,
    CatalogueReader,
    CatalogueImages,
    VariantStock,
    RewardProducts,
    CatalogueOldSlugs,
  ],
  exports: [CatalogueReader, VariantStock, RewardProducts, CatalogueOldSlugs, CatalogueSitemap],
})
export class CatalogueModule {}
