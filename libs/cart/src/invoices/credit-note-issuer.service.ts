import { HttpException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, DrfValidationError, type AppConfig } from '@shop/common';
import { eventStore, type EventMetadata } from '@shop/event-store';
import { CreditNoteLedger, CreditNoteReader, type CreditNoteRow } from '@shop/wallet';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, parisDay } from '../commands/cart-actor';
import type { CartEvent } from '../domain/cart.events';
import { CREDIT_NOTE_MESSAGES as M, type CreditNoteInput } from './credit-note.dto';
import { creditNoteDocument } from './invoice-document';
import { InvoiceBook } from './invoice-book.service';
import { drawNumber } from './invoice-numbers';
import { frenchMoney } from './invoice-pdf';
import { sellerOf } from './invoice-seller';

const amountTooHigh = (max: string) => DrfValidationError.single('amount', M.amountAbove(max));

/**
 * Issues credit notes (avoirs) on invoiced carts, for staff. In ONE transaction: the cart's stream
 * row is locked (credit notes of a cart, and its other commands, go one at a time), the amount is
 * checked against what was invoiced minus earlier credit notes, the number is drawn from the year's
 * 'A' counter (locked until commit: gapless, like invoice numbers), the CreditNoteIssued event is
 * appended to the cart's stream and the credit note handed to the wallet with its document.
 * Issuing stays with the invoices: the number shares their gapless counters and the amount is
 * bounded by the invoice; what the credit note is worth afterwards is the wallet's.
 */
@Injectable()
export class CreditNoteIssuer {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly invoices: InvoiceBook,
    private readonly reader: CreditNoteReader,
    private readonly ledger: CreditNoteLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(cartId: string, input: CreditNoteInput, staff: { userId: number; requestId: string }): Promise<CreditNoteRow> {
    const { id } = await this.db.transaction((tx) => this.issueWithin(tx, cartId, input, staff));
    return (await this.reader.byId(id)) as CreditNoteRow;
  }

  /** The same, inside a caller's transaction (refunds of a campaign's contributions, each recorded with its credit note). */
  async issueWithin(tx: EntityManager, cartId: string, input: CreditNoteInput, staff: { userId: number; requestId: string }): Promise<{ id: string; number: string }> {
    if (!isUuid(cartId)) throw new HttpException({ detail: 'Pas trouvé.' }, 404);
    const id = randomUUID();
    const [stream] = await tx.query<{ version: number }[]>('SELECT version FROM event_streams WHERE stream_id = $1 FOR UPDATE', [cartId]);
    if (!stream) throw new HttpException({ detail: 'Pas trouvé.' }, 404);
    const invoice = await this.invoices.invoiceOf(cartId, tx);
    if (!invoice) throw new HttpException({ detail: M.notInvoiced }, 400);
    const left = invoice.totalCents - (await this.ledger.creditedCents(tx, cartId));
    if (input.amountCents > left) throw amountTooHigh(frenchMoney(Math.max(0, left)));
    const at = new Date().toISOString();
    const date = parisDay(at);
    const series = `A${date.slice(0, 4)}`;
    const number = await drawNumber(tx, series);
    const event: CartEvent = { type: 'CreditNoteIssued', data: { creditNoteId: id, number, date, amountCents: input.amountCents, reason: input.reason } };
    const metadata: EventMetadata = { userId: staff.userId, requestId: staff.requestId, at };
    await eventStore.append(tx, 'cart', cartId, stream.version, [event], metadata);
    // The order itself is unchanged (same state, same pricing): only the read model's version follows the stream.
    await tx.query('UPDATE carts SET stream_version = $2 WHERE id = $1 AND stream_version < $2', [cartId, stream.version + 1]);
    const [cart] = await tx.query<{ owner_id: number | null }[]>('SELECT owner_id FROM carts WHERE id = $1', [cartId]);
    const document = creditNoteDocument(invoice, { number, date, amountCents: input.amountCents, reason: input.reason }, sellerOf(this.config));
    await this.ledger.record(tx, {
      id,
      number,
      cartId,
      ownerId: cart?.owner_id ?? null,
      issuedOn: date,
      amountCents: input.amountCents,
      reason: input.reason,
      document,
      createdBy: staff.userId,
    });
    return { id, number };
  }
}
