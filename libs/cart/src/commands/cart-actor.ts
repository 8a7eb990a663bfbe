import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import type { BuyerTerms } from '@shop/auth';
import type { CartState } from '../domain/cart.types';

/** Who sends a cart command: carried in the command itself, never read from request scope. */
export interface CartActor {
  userId: number | null;
  isBookseller: boolean;
  /** Correlation id of the HTTP request, stored in every event's metadata. */
  requestId: string;
  /** The caller's own terms, loaded with the user for this request: they price the caller's own cart. */
  terms?: BuyerTerms;
  /** Staff acting on any customer's order from the back office (settling a debit or a wire). */
  staff?: boolean;
  /** The shop itself (the worker expiring a confirmed cart): acts on any cart, recorded as 'system'. */
  system?: true;
}

/** The shop acting on its own, for the audit trail; `requestId` ties its events to the job. */
export const systemActor = (requestId: string): CartActor => ({ userId: null, isBookseller: false, requestId, system: true });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cart, line and voucher-usage ids are random UUIDs; anything else names nothing. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A cart with an owner exists only for that owner; an anonymous one for whoever holds its id. */
export function authorize(state: CartState, actor: CartActor): void {
  if (actor.staff || actor.system) return;
  if (state.exists && state.ownerId !== null && state.ownerId !== actor.userId) throw CartRefusal.detail(M.cartMissing, 404);
}

// Built once: building a time-zone formatter costs far more than formatting (every command, every pricing).
/** The shop's calendar day: one definition for every module (libs/common). */
export { parisDay } from '@shop/common';
