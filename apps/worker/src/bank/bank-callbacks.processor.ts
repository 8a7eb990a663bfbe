import { Processor } from '@nestjs/bullmq';
import { Inject, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CartCommandRunner, CartRefusal, type CartActor, type PaymentAttemptInfo } from '@shop/cart';
import { APP_CONFIG, AppConfig, preparedQuery, QUEUES } from '@shop/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { moneticoAmount, notificationKind, type BankNotificationRow } from '../../../../libs/payment/src';
import { inJobContext, requestIdOfJob } from '../job-context';
import { LoggedWorker } from '../logged-worker';
import { PaymentsFirst } from '../payments-first';
import { bankCallbacksConcurrency } from './bank-callbacks-concurrency';
import { BANK_CALLBACKS_OPTIONS, type BankCallbackJob, type BankCallbacksOptions } from './bank-notification-relay.service';

/** What became of a notification (bank_notifications.outcome). */
export type BankOutcome = 'paid' | 'already-paid' | 'cancelled' | 'anomaly';

interface CartOfAttempt {
  id: string;
  owner_id: number | null;
  /** The owner's trade discount (booksellers), null for anyone else: the terms the cart is priced with. */
  discount_bp: number | null;
  attempts: PaymentAttemptInfo[];
}

/**
 * Consumes the bank-callbacks queue: the notification's cart is found by the reference of its
 * payment attempt; the TPE and the amount asked must match, else staff are told (payment_anomalies)
 * and nothing is paid. 'paiement'/'payetest' pays the cart by card (invoice number, contributions,
 * mail: the cart's one paying path); 'Annulation' records the attempt as failed. Idempotent: the
 * same notification again, or one for a paid cart, changes nothing. Several notifications are
 * processed at once (BANK_CALLBACKS_CONCURRENCY): carts are independent, and a cart's own
 * notifications are serialised by its stream's version check.
 */
@Processor(QUEUES.bankCallbacks, { concurrency: 1 })
export class BankCallbacksProcessor extends LoggedWorker implements OnApplicationBootstrap {
  private readonly concurrency: number;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: CartCommandRunner,
    @Inject(BANK_CALLBACKS_OPTIONS) options: BankCallbacksOptions,
    private readonly paymentsFirst: PaymentsFirst,
  ) {
    super('BankCallbacks', QUEUES.bankCallbacks);
    this.concurrency = options.concurrency ?? bankCallbacksConcurrency();
  }

  /** The decorator's concurrency is fixed at import; the configured one applies once the worker exists. */
  onApplicationBootstrap(): void {
    this.worker.concurrency = this.concurrency;
  }

  /** Runs in the notification's request context: every log line of the job carries the bank request's id. */
  process(job: Job<BankCallbackJob>): Promise<{ outcome: BankOutcome }> {
    return inJobContext(job, () => this.paymentsFirst.payment(() => this.processNotification(job)));
  }

  private async processNotification(job: Job<BankCallbackJob>): Promise<{ outcome: BankOutcome }> {
    // The notification and the cart of its payment attempt, in one query.
    const [found] = await preparedQuery<BankNotificationRow & { cart: CartOfAttempt | null }>(
      this.db,
      `SELECT n.id, n.reference, n.code_retour, n.fields,
              (SELECT json_build_object('id', c.id, 'owner_id', c.owner_id, 'attempts', c.state -> 'paymentAttempts',
                                        'discount_bp', (SELECT b.discount_bp FROM booksellers b WHERE b.user_id = c.owner_id)) FROM carts c
                WHERE c.state -> 'paymentAttempts' @> jsonb_build_array(jsonb_build_object('reference', n.reference)) LIMIT 1) AS cart
         FROM bank_notifications n WHERE n.id = $1`,
      [job.data.notificationId],
    );
    if (!found) throw new Error(`notification bancaire ${job.data.notificationId} introuvable`);
    const { cart, ...notification } = found;
    // The cart's events and the order's mails are tied to the bank's request when it is known.
    const outcome = await this.handle(notification, cart, requestIdOfJob(job) ?? String(job.id));
    // Every copy of this notification (the bank may send it again) has now been acted upon.
    await preparedQuery(this.db, 'UPDATE bank_notifications SET processed_at = now(), outcome = $3 WHERE reference = $1 AND code_retour = $2 AND processed_at IS NULL', [
      notification.reference,
      notification.code_retour,
      outcome,
    ]);
    this.logger.log(`${job.id} : ${outcome}`);
    return { outcome };
  }

  private async handle(n: BankNotificationRow, cart: CartOfAttempt | null, requestId: string): Promise<BankOutcome> {
    if (!cart) return this.anomaly(n, null, 'unknown-reference', `Aucun panier pour la référence ${n.reference}`);
    if (n.fields.TPE !== this.config.moneticoTpe) return this.anomaly(n, cart.id, 'tpe', `TPE reçu « ${n.fields.TPE} », attendu « ${this.config.moneticoTpe} »`);
    const attempt = cart.attempts.find((a) => a.reference === n.reference) as PaymentAttemptInfo;
    // The bank's notification is the owner's payment: it acts as the cart's owner, with the owner's terms.
    const actor: CartActor = { userId: cart.owner_id, isBookseller: false, requestId, terms: { booksellerDiscountBp: cart.discount_bp } };
    const kind = notificationKind(n.code_retour);
    try {
      if (kind === 'cancelled') {
        await this.runner.run(cart.id, actor, () => ({ type: 'FailPaymentAttempt', reference: n.reference, code: n.code_retour }));
        return 'cancelled';
      }
      if (kind === 'other') return this.anomaly(n, cart.id, 'code', `Code retour non pris en charge : ${n.code_retour}`);
      const expected = moneticoAmount(attempt.amountCents);
      if (n.fields.montant !== expected) return this.anomaly(n, cart.id, 'amount', `Montant reçu « ${n.fields.montant} », attendu « ${expected} »`);
      // The cart refuses when it changed since the form (unconfirmed, vouchers…): the bank took another amount than it owes.
      const outcome = await this.runner.run(cart.id, actor, (_state, { at }) => ({ type: 'PayByCard', amountCents: attempt.amountCents, paidAt: at }));
      return outcome.newEvents.some((e) => e.type === 'CartPaid') ? 'paid' : 'already-paid';
    } catch (error) {
      // The cart refuses (unconfirmed since the form was sent…): money may have been taken, staff must see it.
      if (error instanceof CartRefusal) return this.anomaly(n, cart.id, 'refused', `Le panier refuse : ${error.detail ?? error.message}`);
      throw error;
    }
  }

  private async anomaly(n: BankNotificationRow, cartId: string | null, kind: string, detail: string): Promise<BankOutcome> {
    this.logger.warn(`Anomalie de paiement (${kind}) pour la référence ${n.reference} : ${detail}`);
    await this.db.query(
      `INSERT INTO payment_anomalies (notification_id, reference, code_retour, cart_id, kind, detail) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (reference, code_retour, kind) DO NOTHING`,
      [n.id, n.reference, n.code_retour, cartId, kind, detail],
    );
    return 'anomaly';
  }
}
