import { Body, Controller, Get, HttpCode, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, ParseUuidPipe, parseListQuery, parseShapeQuery, Req, RequestInfo } from '@shop/common';
import { GetCartEventsQuery, GetCartStateQuery } from '../queries/cart-history.query';
import { ListStaffOrdersQuery, STAFF_ORDERS_SPEC } from '../queries/staff-orders.query';
import { CART_EXPANDABLE } from '../serializers/cart.serializer';
import { CartErrorsInterceptor } from './cart-errors.interceptor';
import { AddOrderNoteCommand, ListOrderNotesQuery, ORDER_NOTES_SPEC, OrderNoteDto, OrderNoteResponse, OrderNotesQuery } from '../orders/order-notes';
import { ResendOrderConfirmationCommand } from '../orders/resend-confirmation.handler';
import { CART_EXPANSION_MODELS, CartEventResponse, CartStateResponse, ResentConfirmationResponse, StaffOrderResponse } from './cart.responses';
import { CartStateQuery, StaffOrdersQuery } from './staff-carts.dto';

/**
 * Staff audit of orders from the event log: who did what and when, and the cart as of any event.
 * Staff only (others 403, anonymous 401).
 */
@ApiTags('Équipe : commandes')
@ApiExtraModels(...CART_EXPANSION_MODELS)
@Controller('api/staff')
@Roles('staff')
@UseInterceptors(CartErrorsInterceptor)
export class StaffCartsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** Staff's internal notes on an order (the customer never sees them), newest first. */
  @Get('carts/:id/notes')
  @ApiOperation({ summary: 'Notes internes d’une commande' })
  @ApiPageOf(OrderNoteResponse, 'Une page des notes, de la plus récente à la plus ancienne.')
  notes(@Param('id', ParseUuidPipe) id: string, @Query() query: OrderNotesQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListOrderNotesQuery(id, parseListQuery({ ...query }, ORDER_NOTES_SPEC), req.url));
  }

  /** A note added to an order: never edited nor deleted afterwards; audited. */
  @Post('carts/:id/notes')
  @HttpCode(201)
  @ApiOperation({ summary: 'Ajouter une note interne à une commande' })
  @ApiCreatedResponse({ type: OrderNoteResponse, description: 'La note, avec qui l’a écrite et quand.' })
  addNote(@Param('id', ParseUuidPipe) id: string, @Body() body: OrderNoteDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new AddOrderNoteCommand(id, body.body, user.id));
  }

  /** A paid order's confirmation mailed again to its customer's address of today (audited; the order does not change). */
  @Post('carts/:id/resend-confirmation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Renvoyer la confirmation d’une commande' })
  @ApiOkResponse({ type: ResentConfirmationResponse, description: 'La confirmation est partie (par la file des courriels) à cette adresse.' })
  resendConfirmation(@Param('id', ParseUuidPipe) id: string, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new ResendOrderConfirmationCommand(id, user.id));
  }

  /** `?search=` (reference or owner's email), `status=`, `overdue=`, `paid_with=`, `label=`, `paid_from=`, `paid_to=`, `parcels=`, `ordering=-last_modified_at`. */
  @Get('orders')
  @ApiOperation({ summary: 'Toutes les commandes et paniers' })
  @ApiPageOf(StaffOrderResponse, 'Une page des paniers et commandes de tous les clients.')
  orders(@Query() query: StaffOrdersQuery, @Req() req: RequestInfo) {
    const paid = { paidWith: query.paid_with, labelId: query.label, paidFrom: query.paid_from, paidTo: query.paid_to, parcels: query.parcels };
    return this.queries.execute(new ListStaffOrdersQuery(parseListQuery({ ...query }, STAFF_ORDERS_SPEC), req.url, paid));
  }

  @Get('carts/:id/events')
  @ApiOperation({ summary: 'Historique d’un panier' })
  @ApiOkResponse({ type: CartEventResponse, isArray: true, description: 'Les événements du panier, dans l’ordre.' })
  events(@Param('id', ParseUuidPipe) id: string) {
    return this.queries.execute(new GetCartEventsQuery(id));
  }

  @Get('carts/:id/state')
  @ApiOperation({ summary: 'Un panier tel qu’il était' })
  @ApiOkResponse({
    type: CartStateResponse,
    description: 'Le panier après l’événement `version` (le dernier par défaut), avec les expansions demandées (`fields=` et `omit=` gardent ou retirent des champs).',
  })
  state(@Param('id', ParseUuidPipe) id: string, @Query() query: CartStateQuery, @Req() req: RequestInfo) {
    const ctx = { origin: req.origin, now: new Date() };
    return this.queries.execute(new GetCartStateQuery(id, query.version ?? null, parseShapeQuery({ ...query }, CART_EXPANDABLE), ctx));
  }
}
