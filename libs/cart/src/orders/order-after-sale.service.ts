import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@shop/audit';
import { AccountReader } from '@shop/auth';
import { APP_CONFIG, enqueueInOutbox, euros, parisDay, QUEUES, type AppConfig, type BankRefundJob, type EmailJob } from '@shop/common';
import { ConcurrencyError, isVersionConflict } from '@shop/event-store';
import { CreditNoteLedger, issueRefundVoucher, type RefundVoucher } from '@shop/wallet';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CartCommandRunner, type CartResult } from '../commands/cart-runner.service';
import { cancellationRefunds, type AfterSaleCommand, type DrawnCreditNote, type InvoicedOrder, type RefundMethod, type RequestedLine } from '../domain/after-sale';
import { cartMoney } from '../domain/cart-money';
import type { CartPricing } from '../domain/cart-view';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import { staffActor, type StaffMember } from '../fulfilment/staff-member';
import { creditNoteDocument, type InvoiceDocument } from '../invoices/invoice-document';
import { InvoiceBook } from '../invoices/invoice-book.service';
import { drawNumber } from '../invoices/invoice-numbers';
import { sellerOf } from '../invoices/invoice-seller';
import { refundVatParts } from './refund-vat';

export interface RefundRequest {
  lines: RequestedLine[];
  shipping: boolean;
  method: RefundMethod;
  reason: string;
}

export interface CancelRequest {
  method: RefundMethod;
  reason: string;
}

export interface ReturnRequest {
  lines: RequestedLine[];
  note: string;
}

type Refunded = Extract<CartEvent, { type: 'OrderRefunded' }>;

const ATTEMPTS = 6;
/** PostgreSQL's deadlock_detected: the transaction chosen as victim may simply run again. */
const DEADLOCK = '40P01';

/** The paid order's read-model row: its state and the pricing it was paid with. */
interface PaidRow {
  state: CartState;
  pricing: CartPricing | null;
}

/**
 * Refunds, cancellations and returns of paid orders, for staff: the rules are the cart's decider's
 * (after-sale.ts); this brings it the facts and does, in the command's ONE transaction, what goes
 * with its events. A refund draws its credit note's number from the year's 'A' series (gapless:
 * rolled back with a refusal), keeps the credit note in the wallet with its document, issues the
 * voucher part into the customer's account, hands the card part to the worker through the outbox
 * (the bank refund follows the outbox path like a payment), writes the customer's mail and the
 * staff audit entry. A version conflict (another command on the order meanwhile) runs it again.
 */
@Injectable()
export class OrderAfterSale {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runner: CartCommandRunner,
    private readonly invoices: InvoiceBook,
    private readonly ledger: CreditNoteLedger,
    private readonly accounts: AccountReader,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 'Rembourser': the refund's event. */
  refund(staff: StaffMember, cartId: string, request: RefundRequest): Promise<Refunded> {
    return this.withCreditNote(staff, cartId, 'refunded', (facts, creditNote, at) => ({
      type: 'RefundOrder',
      refundId: randomUUID(),
      lines: request.lines,
      shipping: request.shipping,
      method: request.method,
      reason: request.reason,
      creditNote,
      invoiced: facts,
      at,
      by: staff.userId,
    })).then((refund) => refund as Refunded);
  }

  /** 'Annuler la commande': its refund's event (null when everything had been refunded already). */
  cancel(staff: StaffMember, cartId: string, request: CancelRequest): Promise<Refunded | null> {
    return this.withCreditNote(staff, cartId, 'cancelled', (facts, creditNote, at) => ({
      type: 'CancelOrder',
      refundId: randomUUID(),
      method: request.method,
      reason: request.reason,
      creditNote,
      invoiced: facts,
      at,
      by: staff.userId,
    }));
  }

  /** 'Enregistrer un retour': the order's new version. */
  async recordReturn(staff: StaffMember, cartId: string, request: ReturnRequest): Promise<number> {
    const returnId = randomUUID();
    const result = await this.runner.run(
      cartId,
      staffActor(staff),
      (_state, { at }) => ({ type: 'RecordReturn', returnId, lines: request.lines, note: request.note, at, by: staff.userId }),
      {
        alongside: (tx, { state }) =>
          this.audit.record(tx, {
            entity: 'order',
            entityId: cartId,
            action: 'return_recorded',
            actorId: staff.userId,
            changes: { returned: { from: null, to: linesText(state, request.lines) } },
          }),
      },
    );
    return result.version;
  }

  /**
   * 'Redemander à la banque': a card refund the bank refused goes back to it (the worker asks again,
   * under the same file number), in one transaction with its outbox job and its audit entry.
   */
  async retryCardRefund(staff: StaffMember, cartId: string, refundId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      // The order first, as every after-sale command: what the card paid stays true until the commit.
      await tx.query('SELECT version FROM event_streams WHERE stream_id = $1 FOR UPDATE', [cartId]);
      const paid = await this.paidRow(tx, cartId);
      const invoice = paid ? await this.invoices.invoiceOf(cartId, tx) : null;
      const facts = paid && invoice ? await this.invoiced(tx, paid, invoice) : emptyFacts();
      const at = new Date().toISOString();
      const result = await this.runner.runWithin(tx, cartId, staffActor(staff), () => ({
        type: 'RetryCardRefund',
        refundId,
        cardPaidCents: facts.cardPaidCents,
        at,
        by: staff.userId,
      }));
      if (result.newEvents.some((e) => e.type === 'CardRefundRetried')) {
        const job: BankRefundJob = { cartId, refundId };
        await enqueueInOutbox(tx, { queue: QUEUES.bankRefunds, name: 'recredit', data: job }, staff.requestId);
        await this.audit.record(tx, {
          entity: 'order',
          entityId: cartId,
          action: 'card_refund_retried',
          actorId: staff.userId,
          changes: { card_refund: { from: 'refusé par la banque', to: 'demandé à nouveau' } },
        });
      }
      return result.version;
    });
  }

  /**
   * Runs a refunding command in one transaction with what goes with it; the credit note's number is
   * drawn before the decision (the decider records it in its event) and rolled back with a refusal.
   */
  private async withCreditNote(
    staff: StaffMember,
    cartId: string,
    action: 'refunded' | 'cancelled',
    build: (facts: InvoicedOrder, creditNote: DrawnCreditNote, at: string) => AfterSaleCommand,
  ): Promise<Refunded | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          // The order first, then the counter, as the credit-note issuer does: one order's credit notes go one at a
          // time (the facts below stay true until the commit), and two issuers never wait on each other crosswise.
          await tx.query('SELECT version FROM event_streams WHERE stream_id = $1 FOR UPDATE', [cartId]);
          const paid = await this.paidRow(tx, cartId);
          const invoice = paid ? await this.invoices.invoiceOf(cartId, tx) : null;
          const facts = paid && invoice ? await this.invoiced(tx, paid, invoice) : emptyFacts();
          const at = new Date().toISOString();
          const date = parisDay(at);
          // A cancellation that refunds nothing draws no number: the series stays gapless.
          const needsNumber = action === 'refunded' || (paid !== null && cancellationRefunds(paid.state, facts));
          const creditNote: DrawnCreditNote = { id: randomUUID(), number: needsNumber ? await drawNumber(tx, `A${date.slice(0, 4)}`) : '', date };
          const result = await this.runner.runWithin(tx, cartId, staffActor(staff), () => build(facts, creditNote, at));
          const recorded = result.newEvents.find((e) => e.type === 'OrderRefunded');
          const refund = recorded ? ({ type: recorded.type, data: recorded.data } as Refunded) : null;
          if (refund && !refund.data.creditNote.number) throw new Error(`remboursement sans numéro d’avoir sur la commande ${cartId}`);
          if (!refund) {
            if (action === 'cancelled') await this.recordCancellationOnly(tx, staff, cartId);
            return null;
          }
          await this.afterRefund(tx, staff, result, refund, invoice as InvoiceDocument, action === 'cancelled');
          return refund;
        });
      } catch (error) {
        // A version conflict, or a deadlock with another command's locks: run again from the start.
        if (!isVersionConflict(error) && (error as { code?: string }).code !== DEADLOCK) throw error;
        if (attempt >= ATTEMPTS) throw new ConcurrencyError(cartId, attempt);
      }
    }
  }

  /** A cancellation after everything was refunded: only marked, and audited. */
  private async recordCancellationOnly(tx: EntityManager, staff: StaffMember, cartId: string): Promise<void> {
    await this.audit.record(tx, { entity: 'order', entityId: cartId, action: 'cancelled', actorId: staff.userId, changes: { cancelled: { from: false, to: true } } });
  }

  /** The credit note kept, the voucher issued, the bank refund handed over, the mail written, the audit entry. */
  private async afterRefund(tx: EntityManager, staff: StaffMember, result: CartResult, refund: Refunded, invoice: InvoiceDocument, cancelled: boolean): Promise<void> {
    const { state } = result;
    const data = refund.data;
    const reason = data.reason || (cancelled ? 'Annulation de la commande' : 'Remboursement');
    const document = creditNoteDocument(
      invoice,
      { number: data.creditNote.number, date: data.creditNote.date, amountCents: data.amountCents, reason },
      sellerOf(this.config),
      refundVatParts(state, data, invoice),
    );
    await this.ledger.record(tx, {
      id: data.creditNote.id,
      number: data.creditNote.number,
      cartId: state.cartId,
      ownerId: state.ownerId,
      issuedOn: data.creditNote.date,
      amountCents: data.amountCents,
      reason,
      document,
      createdBy: staff.userId,
    });
    const contact = state.ownerId === null ? null : await this.accounts.contact(state.ownerId, tx);
    let voucher: RefundVoucher | null = null;
    if (data.voucherCents > 0 && contact && state.ownerId !== null) {
      voucher = await issueRefundVoucher(tx, {
        ownerId: state.ownerId,
        ownerEmail: contact.email,
        valueCents: data.voucherCents,
        issuedBy: staff.userId,
        note: `Remboursement de la commande ${state.reference} (avoir ${data.creditNote.number})`,
        issuedOn: data.creditNote.date,
      });
    }
    if (data.cardCents > 0) {
      const job: BankRefundJob = { cartId: state.cartId, refundId: data.refundId };
      await enqueueInOutbox(tx, { queue: QUEUES.bankRefunds, name: 'recredit', data: job }, staff.requestId);
    }
    if (contact) await enqueueInOutbox(tx, { queue: QUEUES.emails, name: 'send', data: refundMail(state, refund, contact.email, voucher, cancelled) }, staff.requestId);
    await this.audit.record(tx, {
      entity: 'order',
      entityId: state.cartId,
      action: cancelled ? 'cancelled' : 'refunded',
      actorId: staff.userId,
      changes: {
        ...(cancelled ? { cancelled: { from: false, to: true } } : {}),
        refunded: { from: null, to: euros(data.amountCents) },
        credit_note: { from: null, to: data.creditNote.number },
        ...(data.cardCents > 0 ? { refunded_to_card: { from: null, to: euros(data.cardCents) } } : {}),
        ...(voucher ? { refund_voucher: { from: null, to: voucher.code } } : {}),
      },
    });
  }

  private async paidRow(tx: EntityManager, cartId: string): Promise<PaidRow | null> {
    const [row] = await tx.query<PaidRow[]>('SELECT state, pricing FROM carts WHERE id = $1 AND status = 2', [cartId]);
    return row ?? null;
  }

  /** What the order was invoiced line by line, what credit notes already took, what the card paid. */
  private async invoiced(tx: EntityManager, paid: PaidRow, invoice: InvoiceDocument): Promise<InvoicedOrder> {
    const totals = paid.pricing?.totals;
    const invoiceTotalCents = invoice.totalCents;
    return {
      lineTotals: Object.fromEntries((totals?.lines ?? []).map((l) => [l.lineId, l.totalCents])),
      shippingCents: totals?.shippingCents ?? 0,
      invoiceTotalCents,
      creditedCents: await this.ledger.creditedCents(tx, paid.state.cartId),
      cardPaidCents: paid.state.paymentMeans === 'credit-card' ? cartMoney(paid.state, invoiceTotalCents).totalAfterVouchersCents : 0,
    };
  }
}

/** Facts of an order that is not paid (or has no invoice): the decider refuses it with the right message. */
const emptyFacts = (): InvoicedOrder => ({ lineTotals: {}, shippingCents: 0, invoiceTotalCents: 0, creditedCents: 0, cardPaidCents: 0 });

/** « 2 × Orbite basse, 1 × Tasse » for the audit trail. */
function linesText(state: CartState, lines: RequestedLine[]): string {
  return lines.map((l) => `${l.quantity} × ${state.lines.find((s) => s.lineId === l.lineId)?.product.name ?? l.lineId}`).join(', ');
}

function refundMail(state: CartState, refund: Refunded, to: string, voucher: RefundVoucher | null, cancelled: boolean): EmailJob {
  const { data } = refund;
  return {
    type: 'order-refunded',
    to,
    labelId: state.labelId,
    cartId: state.cartId,
    reference: state.reference,
    cancelled,
    creditNoteNumber: data.creditNote.number,
    amount: euros(data.amountCents),
    lines: data.lines.map((l) => ({ name: state.lines.find((s) => s.lineId === l.lineId)?.product.name ?? '', quantity: l.quantity, total: euros(l.amountCents) })),
    shipping: data.shippingCents > 0 ? euros(data.shippingCents) : null,
    card: data.cardCents > 0 ? euros(data.cardCents) : null,
    voucher: voucher ? { code: voucher.code, amount: euros(voucher.valueCents), expiresOn: voucher.expirationDate } : null,
    reason: data.reason,
  };
}
