import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { afterSaleOf, CartCommandRunner, type CartState, type RefundRecord } from '@shop/cart';
import { APP_CONFIG, recordOutboxJobDone, type AppConfig, type BankRefundJob } from '@shop/common';
import { DataSource } from 'typeorm';
import { merchantOf } from '../commands/start-card-payment.handler';
import { buildRecreditFields, type RecreditAnswer } from '../domain/monetico-recredit';
import { BankRecreditClient } from './bank-recredit.client';

/** What became of a refund's card part: asked of the bank and answered, or nothing left to ask. */
export type CardRefundOutcome = 'refunded' | 'refused' | 'settled';

/** The paid attempt as the bank notified it: its reference, authorisation and amount. */
interface PaidAttempt {
  reference: string;
  numauto: string;
  montant: string;
}

const cents = (montant: string) => {
  const match = /^(\d+)(?:\.(\d{1,2}))?[A-Z]{3}$/.exec(montant);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
};

/** Our refund's id as the bank's file number: 12 capitals and digits of its uuid. */
export const fileNumberOf = (refundId: string) =>
  refundId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 12)
    .toUpperCase();

/**
 * The card part of a staff refund, for the worker's bank-refunds queue: asks the bank for the
 * recredit of the paid attempt (Monetico's recredit_paiement.cgi, sealed like the payment form) and
 * records its answer on the order through the cart's decider (SettleCardRefund), with the outbox
 * row's completion in the same transaction. A part already answered is not asked again; the bank
 * unreachable throws, and the queue tries again. A repeated request carries the same file number
 * (the refund's id), by which the bank recognises it.
 */
@Injectable()
export class CardRefunds {
  private readonly logger = new Logger('CardRefunds');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runner: CartCommandRunner,
    private readonly bank: BankRecreditClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(job: BankRefundJob, jobId: string | undefined, requestId: string): Promise<CardRefundOutcome> {
    const [row] = await this.db.query<{ state: CartState }[]>('SELECT state FROM carts WHERE id = $1', [job.cartId]);
    const refund = row ? afterSaleOf(row.state).refunds.find((r) => r.refundId === job.refundId) : undefined;
    if (!row || !refund || refund.card !== 'pending') {
      await recordOutboxJobDone(this.db, jobId);
      return 'settled';
    }
    const paid = await this.paidAttempt(row.state);
    const answer = paid ? await this.bank.send(this.fields(row.state, refund, paid)) : { ok: false, code: '', label: 'paiement par carte introuvable' };
    await this.record(job, refund, answer, jobId, requestId);
    this.logger.log(`remboursement ${job.refundId} (commande ${job.cartId}) : ${answer.ok ? 'fait' : `refusé (${answer.code} ${answer.label})`}`);
    return answer.ok ? 'refunded' : 'refused';
  }

  /** The attempt the bank paid, from its stored notification. */
  private async paidAttempt(state: CartState): Promise<PaidAttempt | null> {
    const references = state.paymentAttempts.map((a) => a.reference);
    const [found] = await this.db.query<{ reference: string; numauto: string | null; montant: string | null }[]>(
      `SELECT reference, fields->>'numauto' AS numauto, fields->>'montant' AS montant FROM bank_notifications
        WHERE reference = ANY($1) AND outcome = 'paid' ORDER BY id LIMIT 1`,
      [references],
    );
    return found?.numauto && found.montant ? { reference: found.reference, numauto: found.numauto, montant: found.montant } : null;
  }

  private fields(state: CartState, refund: RefundRecord, paid: PaidAttempt): Record<string, string> {
    const amountCents = cents(paid.montant) ?? 0;
    // What the bank already gave back on this payment: earlier card parts it accepted.
    const given = afterSaleOf(state)
      .refunds.filter((r) => r.card === 'refunded' && r.refundId !== refund.refundId)
      .reduce((s, r) => s + r.cardCents, 0);
    return buildRecreditFields(merchantOf(this.config), {
      reference: paid.reference,
      authorisation: paid.numauto,
      paidAt: new Date(state.paidAt ?? refund.at),
      amountCents,
      refundCents: refund.cardCents,
      refundableCents: Math.max(refund.cardCents, amountCents - given),
      fileNumber: fileNumberOf(refund.refundId),
      at: new Date(),
    });
  }

  /** The bank's answer on the order, and the outbox row done, in one transaction (or the row alone when the order had it already). */
  private async record(job: BankRefundJob, refund: RefundRecord, answer: RecreditAnswer, jobId: string | undefined, requestId: string): Promise<void> {
    const detail = answer.ok ? answer.label || 'remboursement effectué' : `${answer.code ? `${answer.code} ` : ''}${answer.label}`.trim();
    const result = await this.runner.run(
      job.cartId,
      { userId: null, isBookseller: false, requestId, system: true },
      (_state, { at }) => ({ type: 'SettleCardRefund', refundId: refund.refundId, accepted: answer.ok, detail, at }),
      { alongside: (tx) => recordOutboxJobDone(tx, jobId) },
    );
    if (result.newEvents.length === 0) await recordOutboxJobDone(this.db, jobId);
  }
}
