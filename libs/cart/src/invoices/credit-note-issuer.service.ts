import { HttpException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@shop/common';
import { ConcurrencyError, isVersionConflict } from '@shop/event-store';
import { CreditNoteLedger, CreditNoteReader, type CreditNoteRow } from '@shop/wallet';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, parisDay } from '../commands/cart-actor';
import { CartCommandRunner } from '../commands/cart-runner.service';
import { staffActor } from '../fulfilment/staff-member';
import type { CreditNoteInput } from './credit-note.dto';
import { creditNoteDocument } from './invoice-document';
import { InvoiceBook } from './invoice-book.service';
import { drawNumber } from './invoice-numbers';
import { sellerOf } from './invoice-seller';

const ATTEMPTS = 6;
/** PostgreSQL's deadlock_detected: the transaction chosen as victim may simply run again. */
const DEADLOCK = '40P01';

/**
 * Issues credit notes (avoirs) of an amount on invoiced carts, for staff and for a failed
 * campaign's refunds, through the cart's decider (IssueCreditNote: the order paid and invoiced, the
 * amount within what the invoice still allows). In ONE transaction: the cart's stream row is locked
 * (an order's credit notes, and its other commands, go one at a time; refunds take the same locks
 * in the same order), what credit notes already took read from the ledger, the number drawn from
 * the year's 'A' counter (locked until commit: gapless, like invoice numbers; a refusal rolls it
 * back), the CreditNoteIssued event appended, the credit note handed to the wallet with its document.
 */
@Injectable()
export class CreditNoteIssuer {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runner: CartCommandRunner,
    private readonly invoices: InvoiceBook,
    private readonly reader: CreditNoteReader,
    private readonly ledger: CreditNoteLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(cartId: string, input: CreditNoteInput, staff: { userId: number; requestId: string }): Promise<CreditNoteRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        const { id } = await this.db.transaction((tx) => this.issueWithin(tx, cartId, input, staff));
        return (await this.reader.byId(id)) as CreditNoteRow;
      } catch (error) {
        if (!isVersionConflict(error) && (error as { code?: string }).code !== DEADLOCK) throw error;
        if (attempt >= ATTEMPTS) throw new ConcurrencyError(cartId, attempt);
      }
    }
  }

  /** The same, inside a caller's transaction (refunds of a campaign's contributions, each recorded with its credit note). */
  async issueWithin(tx: EntityManager, cartId: string, input: CreditNoteInput, staff: { userId: number; requestId: string }): Promise<{ id: string; number: string }> {
    if (!isUuid(cartId)) throw new HttpException({ detail: 'Pas trouvé.' }, 404);
    const [stream] = await tx.query<{ version: number }[]>('SELECT version FROM event_streams WHERE stream_id = $1 FOR UPDATE', [cartId]);
    if (!stream) throw new HttpException({ detail: 'Pas trouvé.' }, 404);
    const invoice = await this.invoices.invoiceOf(cartId, tx);
    const creditedCents = await this.ledger.creditedCents(tx, cartId);
    const date = parisDay(new Date().toISOString());
    // No invoice: the decider refuses before any number is drawn.
    const creditNote = { id: randomUUID(), number: invoice ? await drawNumber(tx, `A${date.slice(0, 4)}`) : '', date };
    const { state } = await this.runner.runWithin(tx, cartId, staffActor(staff), () => ({
      type: 'IssueCreditNote',
      creditNote,
      amountCents: input.amountCents,
      reason: input.reason,
      invoiceTotalCents: invoice?.totalCents ?? 0,
      creditedCents,
    }));
    if (!invoice) throw new Error(`avoir sans facture sur la commande ${cartId}`);
    const document = creditNoteDocument(invoice, { number: creditNote.number, date, amountCents: input.amountCents, reason: input.reason }, sellerOf(this.config));
    await this.ledger.record(tx, {
      id: creditNote.id,
      number: creditNote.number,
      cartId,
      ownerId: state.ownerId,
      issuedOn: date,
      amountCents: input.amountCents,
      reason: input.reason,
      document,
      createdBy: staff.userId,
    });
    return { id: creditNote.id, number: creditNote.number };
  }
}
