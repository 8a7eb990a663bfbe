import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueMediaController } from './api/catalogue-media.controller';
import { CatalogueController } from './api/catalogue.controller';
import { CatalogueReader } from './catalogue-reader.service';
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

export const CATALOGUE_QUERY_HANDLERS = [ListLabelsHandler, GetLabelHandler, ListProductsHandler, GetProductHandler, ListAuthorsHandler, GetAuthorHandler, ListEventsHandler];

/** Labels, authors, books, goodies, events: their tables, read API and the reader other modules use. */
@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature(CATALOGUE_ENTITIES)],
  controllers: [CatalogueController, CatalogueMediaController],
  providers: [
    ...CATALOGUE_QUERY_HANDLERS,
    LabelLookup,
    ProductGraphLoader,
    ProductRepresentationCache,
    ProductFactsCache,
    EventPresenter,
    CatalogueReader,
    CatalogueImages,
    VariantStock,
  ],
  exports: [CatalogueReader, VariantStock],
})
export class CatalogueModule {}
