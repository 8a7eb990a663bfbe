import type { BuyerTerms } from '@shop/auth';

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

// Kept here for the modules that import it with the actor; access rules live in domain/cart-access.ts.
export { isUuid } from '../domain/cart-access';

// Built once: building a time-zone formatter costs far more than formatting (every command, every pricing).
/** The shop's calendar day: one definition for every module (libs/common). */
export { parisDay } from '@shop/common';
