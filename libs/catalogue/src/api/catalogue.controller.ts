import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ParseSlugPipe, parseListQuery, parseShapeQuery, Req, RequestInfo, SerializeContext } from '@shop/common';
import { GetAuthorQuery, ListAuthorsQuery, AUTHOR_LIST_SPEC } from '../queries/authors.queries';
import { EVENT_LIST_SPEC, ListEventsQuery } from '../queries/events.queries';
import { GetLabelQuery, LABEL_LIST_SPEC, ListLabelsQuery } from '../queries/labels.queries';
import { BOOK_LIST_SPEC, GetProductQuery, ListProductsQuery, PRODUCT_LIST_SPEC } from '../queries/products.queries';
import { AuthorListQuery, BookListQuery, EventListQuery, LabelListQuery, PlainShapeQuery, ProductListQuery, ProductShapeQuery } from './catalogue.dto';

const context = (req: RequestInfo): SerializeContext => ({ origin: req.origin, now: new Date() });

/** Read API of the catalogue: labels, books, products, authors and events. */
@Controller('api')
export class CatalogueController {
  constructor(private readonly queries: QueryBus) {}

  @Get('labels')
  labels(@Query() query: LabelListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListLabelsQuery(parseListQuery({ ...query }, LABEL_LIST_SPEC), req.url, context(req)));
  }

  @Get('labels/:slug')
  label(@Param('slug', ParseSlugPipe) slug: string, @Query() query: PlainShapeQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new GetLabelQuery(slug, parseShapeQuery({ ...query }), context(req)));
  }

  @Get('books')
  books(@Query() query: BookListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListProductsQuery('book', parseListQuery({ ...query }, BOOK_LIST_SPEC), req.url, context(req)));
  }

  @Get('books/:slug')
  book(@Param('slug', ParseSlugPipe) slug: string, @Query() query: ProductShapeQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new GetProductQuery('book', slug, parseShapeQuery({ ...query }, BOOK_LIST_SPEC.expandable), context(req)));
  }

  @Get('products')
  products(@Query() query: ProductListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListProductsQuery('product', parseListQuery({ ...query }, PRODUCT_LIST_SPEC), req.url, context(req)));
  }

  @Get('products/:slug')
  product(@Param('slug', ParseSlugPipe) slug: string, @Query() query: ProductShapeQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new GetProductQuery('product', slug, parseShapeQuery({ ...query }, PRODUCT_LIST_SPEC.expandable), context(req)));
  }

  @Get('authors')
  authors(@Query() query: AuthorListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListAuthorsQuery(parseListQuery({ ...query }, AUTHOR_LIST_SPEC), req.url, context(req)));
  }

  @Get('authors/:slug')
  author(@Param('slug', ParseSlugPipe) slug: string, @Query() query: PlainShapeQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new GetAuthorQuery(slug, parseShapeQuery({ ...query }), context(req)));
  }

  @Get('events')
  events(@Query() query: EventListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListEventsQuery(parseListQuery({ ...query }, EVENT_LIST_SPEC), req.url, context(req)));
  }
}
