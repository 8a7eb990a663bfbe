import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { CartState } from './cart.types';

/** Who touches a cart, as far as access goes (the command's actor). */
export interface CartAccessor {
  userId: number | null;
  /** Staff acting on any customer's order from the back office. */
  staff?: boolean;
  /** The shop itself (the worker): acts on any cart. */
  system?: true;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cart, line and voucher-usage ids are random UUIDs; anything else names nothing. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A cart id that is not a UUID names no cart: not found, before any read. */
export function requireCartId(cartId: string): void {
  if (!isUuid(cartId)) throw CartRefusal.detail(M.cartMissing, 404);
}

/** A cart that never existed or was merged into another is not found, for everyone. */
export function requireExisting(state: CartState): void {
  if (!state.exists || state.mergedInto !== null) throw CartRefusal.detail(M.cartMissing, 404);
}

/**
 * A cart with an owner exists only for that owner; an anonymous one for whoever holds its id.
 * Someone else's cart is not found (404), never forbidden: its existence is not told.
 */
export function authorize(state: CartState, accessor: CartAccessor): void {
  if (accessor.staff || accessor.system) return;
  if (state.exists && state.ownerId !== null && state.ownerId !== accessor.userId) throw CartRefusal.detail(M.cartMissing, 404);
}

/** The cart as the accessor may see it: theirs (or anonymous), existing, not merged away. */
export function requireVisible(state: CartState, accessor: CartAccessor): void {
  authorize(state, accessor);
  requireExisting(state);
}
