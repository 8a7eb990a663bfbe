import { isUuid } from './cart-access';
import { CART_MESSAGES as M, CartRefusal } from './cart-errors';

/**
 * A shipment's public id: the cart's id and the shipment key ('now', a date, 'all'). Unique across
 * carts and stable as long as the split is, with nothing more to store: the key is the state's.
 */
export const shipmentId = (cartId: string, key: string): string => `${cartId}.${key}`;

const KEY = /^(now|all|\d{4}-\d{2}-\d{2})$/;

/** The cart and the key a shipment id names, or null when it names nothing. */
export function parseShipmentId(id: string): { cartId: string; key: string } | null {
  const dot = id.indexOf('.');
  const cartId = id.slice(0, dot);
  const key = id.slice(dot + 1);
  return dot > 0 && isUuid(cartId) && KEY.test(key) ? { cartId, key } : null;
}

/** The cart and the key a shipment id names; an id that names nothing is not found (404). */
export function requireShipmentId(id: string): { cartId: string; key: string } {
  const target = parseShipmentId(id);
  if (!target) throw CartRefusal.detail(M.cartMissing, 404);
  return target;
}
