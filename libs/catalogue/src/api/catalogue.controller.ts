import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { parseListQuery, parseShapeQuery, Req, RequestInfo, SerializeContext } from '@shop/common';
import { GetAuthorQuery, ListAuthorsQuery, AUTHOR_LIST_SPEC } from '../queries/authors.queries';
import { EVENT_LIST_SPEC, ListEventsQuery } from '../queries/events.queries';
import { GetLabelQuery, LABEL_LIST_SPEC, ListLabelsQuery } from '../queries/labels.queries';
import { BOOK_LIST_SPEC, GetProductQuery, ListProductsQuery, PRODUCT_LIST_SPEC } from '../queries/products.queries';

const context = (req: RequestInfo): SerializeContext => ({ origin: req.origin, now: new Date() });

/** Read API of the catalogue: labels, books, products, authors and events. */
@Controller('api')
export class CatalogueController {
  constructor(private readonly queries: QueryBus) {}

  @Get('labels')
  labels(@Req() req: RequestInfo) {
    return this.queries.execute(new ListLabelsQuery(parseListQuery(req.query, LABEL_LIST_SPEC), req.url, context(req)));
  }

  @Get('labels/:slug')
  label(@Param('slug') slug: string, @Req() req: RequestInfo) {
    return this.queries.execute(new GetLabelQuery(slug, parseShapeQuery(req.query), context(req)));
  }

  @Get('books')
  books(@Req() req: RequestInfo) {
    return this.queries.execute(new ListProductsQuery('book', parseListQuery(req.query, BOOK_LIST_SPEC), req.url, context(req)));
  }

  @Get('books/:slug')
  book(@Param('slug') slug: string, @Req() req: RequestInfo) {
    return this.queries.execute(new GetProductQuery('book', slug, parseShapeQuery(req.query, BOOK_LIST_SPEC.expandable), context(req)));
  }

  @Get('products')
  products(@Req() req: RequestInfo) {
    return this.queries.execute(new ListProductsQuery('product', parseListQuery(req.query, PRODUCT_LIST_SPEC), req.url, context(req)));
  }

  @Get('products/:slug')
  product(@Param('slug') slug: string, @Req() req: RequestInfo) {
    return this.queries.execute(new GetProductQuery('product', slug, parseShapeQuery(req.query, PRODUCT_LIST_SPEC.expandable), context(req)));
  }

  @Get('authors')
  authors(@Req() req: RequestInfo) {
    return this.queries.execute(new ListAuthorsQuery(parseListQuery(req.query, AUTHOR_LIST_SPEC), req.url, context(req)));
  }

  @Get('authors/:slug')
  author(@Param('slug') slug: string, @Req() req: RequestInfo) {
    return this.queries.execute(new GetAuthorQuery(slug, parseShapeQuery(req.query), context(req)));
  }

  @Get('events')
  events(@Req() req: RequestInfo) {
    return this.queries.execute(new ListEventsQuery(parseListQuery(req.query, EVENT_LIST_SPEC), req.url, context(req)));
  }
}
