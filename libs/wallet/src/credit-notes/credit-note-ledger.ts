import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A credit note the issuer numbered and drew up, to keep: its whole amount is usable at first. */
export interface NewCreditNote {
  id: string;
  number: string;
  cartId: string;
  ownerId: number | null;
  issuedOn: string;
  amountCents: number;
  reason: string;
  /** The document as the issuer drew it up (its PDF is rendered from it). */
  document: unknown;
  /** The staff member who issued it. */
  createdBy: number;
}

/**
 * Credit notes as holdings, written in the issuer's transaction: the issuer (the cart's invoices)
 * numbers them in the invoices' gapless series and checks them against the invoice; the wallet
 * keeps them and what is left of them.
 */
@Injectable()
export class CreditNoteLedger {
  /** The total already credited on an order, in cents. */
  async creditedCents(tx: EntityManager, cartId: string): Promise<number> {
    const [{ credited }] = await tx.query<{ credited: number }[]>('SELECT coalesce(sum(amount_cents), 0)::int AS credited FROM credit_notes WHERE cart_id = $1', [cartId]);
    return credited;
  }

  async record(tx: EntityManager, note: NewCreditNote): Promise<void> {
    await tx.query(
      `INSERT INTO credit_notes (id, number, cart_id, owner_id, issued_on, amount_cents, remaining_cents, reason, document, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9)`,
      [note.id, note.number, note.cartId, note.ownerId, note.issuedOn, note.amountCents, note.reason, JSON.stringify(note.document), note.createdBy],
    );
  }
}
