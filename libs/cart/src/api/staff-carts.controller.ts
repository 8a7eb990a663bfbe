import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Roles } from '@shop/auth';
import { DrfValidationError, parseListQuery, parseShapeQuery, Req, RequestInfo } from '@shop/common';
import { CART_MESSAGES as M } from '../domain/cart-errors';
import { GetCartEventsQuery, GetCartStateQuery } from '../queries/cart-history.query';
import { ListStaffOrdersQuery, STAFF_ORDERS_SPEC } from '../queries/staff-orders.query';
import { CART_EXPANDABLE } from '../serializers/cart.serializer';
import { CartErrorsInterceptor } from './cart-errors.interceptor';

/** `?version=N`: absent means the last event; anything but a whole number from 1 is a 400. */
function parseVersion(raw: unknown): number | null {
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw DrfValidationError.single('version', M.integer);
  return Number(value);
}

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
  orders(@Req() req: RequestInfo) {
    return this.queries.execute(new ListStaffOrdersQuery(parseListQuery(req.query, STAFF_ORDERS_SPEC), req.url));
  }

  @Get('carts/:id/events')
  events(@Param('id') id: string) {
    return this.queries.execute(new GetCartEventsQuery(id));
  }

  @Get('carts/:id/state')
  state(@Param('id') id: string, @Req() req: RequestInfo) {
    const ctx = { origin: req.origin, now: new Date() };
    return this.queries.execute(new GetCartStateQuery(id, parseVersion(req.query.version), parseShapeQuery(req.query, CART_EXPANDABLE), ctx));
  }
}
