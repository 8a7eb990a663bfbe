import { Transform } from 'class-transformer';
import { IntegerField, INPUT_BOUNDS, listQueryDto, shapeQueryDto } from '@shop/common';
import { CART_MESSAGES as M } from '../domain/cart-errors';
import { STAFF_ORDERS_SPEC } from '../queries/staff-orders.query';
import { CART_EXPANDABLE } from '../serializers/cart.serializer';

/** `GET api/staff/orders/`: `search=` (reference or owner's email), `status=`, `ordering=`, the page. */
export class StaffOrdersQuery extends listQueryDto(STAFF_ORDERS_SPEC) {}

/** `GET api/staff/carts/{id}/state/`: the cart as of event `version` (the last when absent), shaped. */
export class CartStateQuery extends shapeQueryDto(CART_EXPANDABLE) {
  // Versions are int4 in event_streams; anything but a whole number from 1 keeps the one message it always had.
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IntegerField({ min: 1, max: INPUT_BOUNDS.int4Max, messages: { type: M.integer, min: M.integer, max: M.integer }, description: 'Numéro de l’événement (le dernier par défaut).' })
  version?: number;
}
