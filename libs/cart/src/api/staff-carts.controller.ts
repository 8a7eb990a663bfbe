import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Roles } from '@shop/auth';
import { ParseUuidPipe, parseListQuery, parseShapeQuery, Req, RequestInfo } from '@shop/common';
import { GetCartEventsQuery, GetCartStateQuery } from '../queries/cart-history.query';
import { ListStaffOrdersQuery, STAFF_ORDERS_SPEC } from '../queries/staff-orders.query';
import { CART_EXPANDABLE } from '../serializers/cart.serializer';
import { CartErrorsInterceptor } from './cart-errors.interceptor';
import { CartStateQuery, StaffOrdersQuery } from './staff-carts.dto';

/**
 * Staff audit of orders from the event log: who did what and when, and the cart as of any event.
 * Staff only (others 403, anonymous 401).
 */
@Controller('api/staff')
@Roles('staff')
@UseInterceptors(CartErrorsInterceptor)
export class StaffCartsController {
  constructor(private readonly queries: QueryBus) {}

  /** `?search=` (reference or owner's email), `status=`, `ordering=-last_modified_at`. */
  @Get('orders')
  orders(@Query() query: StaffOrdersQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListStaffOrdersQuery(parseListQuery({ ...query }, STAFF_ORDERS_SPEC), req.url));
  }

  @Get('carts/:id/events')
  events(@Param('id', ParseUuidPipe) id: string) {
    return this.queries.execute(new GetCartEventsQuery(id));
  }

  @Get('carts/:id/state')
  state(@Param('id', ParseUuidPipe) id: string, @Query() query: CartStateQuery, @Req() req: RequestInfo) {
    const ctx = { origin: req.origin, now: new Date() };
    return this.queries.execute(new GetCartStateQuery(id, query.version ?? null, parseShapeQuery({ ...query }, CART_EXPANDABLE), ctx));
  }
}
