import type { EntityManager } from 'typeorm';

/**
 * Credit notes (avoirs) for the refunds of a failed campaign. The invoices and their gapless
 * numbers are the cart's, and crowdfunding may not import the cart: the application provides this
 * port (apps/api wires the cart's issuer). Issued in the refund's transaction, so a contribution is
 * marked refunded with its credit note, or neither.
 */
export abstract class ContributionCreditNotes {
  abstract issue(tx: EntityManager, cartId: string, amountCents: number, reason: string, staff: { userId: number; requestId: string }): Promise<{ id: string; number: string }>;
}
