import { Controller, Get, Header, Headers, Param, Query } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPageOf, draftPreviewCheck, serializedBody, ParseSlugPipe, parseListQuery, parseShapeQuery, Req, RequestInfo, SerializeContext } from '@shop/common';
import { GetAuthorQuery, ListAuthorsQuery, AUTHOR_LIST_SPEC } from '../queries/authors.queries';
import { EVENT_LIST_SPEC, ListEventsQuery } from '../queries/events.queries';
import { GetLabelQuery, LABEL_LIST_SPEC, ListLabelsQuery } from '../queries/labels.queries';
import { BOOK_LIST_SPEC, GetProductQuery, ListProductsQuery, PRODUCT_LIST_SPEC } from '../queries/products.queries';
import { AuthorResponse, AuthorSummaryResponse, BookResponse, EventResponse, LabelResponse, ProductResponse } from './catalogue.responses';
import { AuthorListQuery, BookListQuery, EventListQuery, LabelListQuery, PlainShapeQuery, ProductListQuery, ProductShapeQuery } from './catalogue.dto';

const context = (req: RequestInfo): SerializeContext => ({ origin: req.origin, now: new Date() });

/** Read API of the catalogue: labels, books, products, authors and events. */
@ApiTags('Catalogue')
@ApiExtraModels(AuthorSummaryResponse, AuthorResponse, ProductResponse)
@Controller('api')
export class CatalogueController {
  constructor(
    private readonly queries: QueryBus,
    private readonly modules: ModuleRef,
  ) {}

  @Get('labels')
  @ApiOperation({ summary: 'Liste des collections' })
  @ApiPageOf(LabelResponse, 'Une page de collections')
  labels(@Query() query: LabelListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListLabelsQuery(parseListQuery({ ...query }, LABEL_LIST_SPEC), req.url, context(req)));
  }

  @Get('labels/:slug')
  @ApiOperation({ summary: 'Une collection' })
  @ApiOkResponse({ type: LabelResponse, description: 'La collection' })
  label(@Param('slug', ParseSlugPipe) slug: string, @Query() query: PlainShapeQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new GetLabelQuery(slug, parseShapeQuery({ ...query }), context(req)));
  }

  @Get('books')
  @ApiOperation({ summary: 'Liste des livres' })
  @ApiPageOf(BookResponse, 'Une page de livres (prix d’achat pour un·e libraire connecté·e)')
  // A page of stored representations is sent as their JSON text.
  @Header('content-type', 'application/json; charset=utf-8')
  async books(@Query() query: BookListQuery, @Req() req: RequestInfo) {
    return serializedBody(await this.queries.execute(new ListProductsQuery('book', parseListQuery({ ...query }, BOOK_LIST_SPEC), req.url, context(req))));
  }

  @Get('books/:slug')
  @ApiOperation({ summary: 'Un livre' })
  @ApiOkResponse({
    type: BookResponse,
    description:
      'Le livre (prix d’achat pour un·e libraire connecté·e), aussi pour un identifiant d’adresse qu’il a eu (`slug` donne l’actuel) ; un brouillon pour l’équipe seulement',
  })
  book(@Param('slug', ParseSlugPipe) slug: string, @Query() query: ProductShapeQuery, @Req() req: RequestInfo, @Headers('authorization') authorization?: string) {
    const shape = parseShapeQuery({ ...query }, BOOK_LIST_SPEC.expandable);
    return this.queries.execute(new GetProductQuery('book', slug, shape, context(req), draftPreviewCheck(this.modules, authorization)));
  }

  @Get('products')
  @ApiOperation({ summary: 'Liste des produits de la boutique' })
  @ApiPageOf(ProductResponse, 'Une page de produits (prix d’achat des livres pour un·e libraire connecté·e)')
  @Header('content-type', 'application/json; charset=utf-8')
  async products(@Query() query: ProductListQuery, @Req() req: RequestInfo) {
    return serializedBody(await this.queries.execute(new ListProductsQuery('product', parseListQuery({ ...query }, PRODUCT_LIST_SPEC), req.url, context(req))));
  }

  @Get('products/:slug')
  @ApiOperation({ summary: 'Un produit' })
  @ApiOkResponse({
    type: ProductResponse,
    description:
      'Le produit (prix d’achat d’un livre pour un·e libraire connecté·e), aussi pour un identifiant d’adresse qu’il a eu (`slug` donne l’actuel) ; un brouillon pour l’équipe seulement',
  })
  product(@Param('slug', ParseSlugPipe) slug: string, @Query() query: ProductShapeQuery, @Req() req: RequestInfo, @Headers('authorization') authorization?: string) {
    const shape = parseShapeQuery({ ...query }, PRODUCT_LIST_SPEC.expandable);
    return this.queries.execute(new GetProductQuery('product', slug, shape, context(req), draftPreviewCheck(this.modules, authorization)));
  }

  @Get('authors')
  @ApiOperation({ summary: 'Liste des auteur·ices' })
  @ApiPageOf(AuthorResponse, 'Une page d’auteur·ices (`future_events` y est vide)')
  authors(@Query() query: AuthorListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListAuthorsQuery(parseListQuery({ ...query }, AUTHOR_LIST_SPEC), req.url, context(req)));
  }

  @Get('authors/:slug')
  @ApiOperation({ summary: 'Un·e auteur·ice et ses événements à venir' })
  @ApiOkResponse({ type: AuthorResponse, description: 'L’auteur·ice, aussi pour un identifiant d’adresse qu’iel a eu (`slug` donne l’actuel)' })
  author(@Param('slug', ParseSlugPipe) slug: string, @Query() query: PlainShapeQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new GetAuthorQuery(slug, parseShapeQuery({ ...query }), context(req)));
  }

  @Get('events')
  @ApiOperation({ summary: 'Agenda' })
  @ApiPageOf(EventResponse, 'Une page d’événements')
  events(@Query() query: EventListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListEventsQuery(parseListQuery({ ...query }, EVENT_LIST_SPEC), req.url, context(req)));
  }
}
