import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader } from '@shop/auth';
import { CartCommandRunner, CartOfPaymentAttemptReader, CartRefusal, type CartActor, type CartOfPaymentAttempt } from '@shop/cart';
import { APP_CONFIG, AppConfig, preparedQuery } from '@shop/common';
import { DataSource } from 'typeorm';
import { cardPaymentOutcome, matchBankNotification, refusedByCart, type BankOutcome, type PaymentAnomaly } from '../domain/bank-matching';
import type { BankNotificationRow } from '../domain/bank-notification';

/**
 * Acts on a stored bank notification (the worker's bank-callbacks job): its cart is found by the
 * reference of its payment attempt (the cart's reader); the TPE and the amount asked must match
 * (matchBankNotification), else staff are told (payment_anomalies) and nothing is paid.
 * 'paiement'/'payetest' pays the cart by card (invoice number, contributions, mail: the cart's one
 * paying path); 'Annulation' records the attempt as failed. Idempotent: the same notification again,
 * or one for a paid cart, changes nothing. Every copy of the notification is then marked processed
 * with the outcome.
 *
 * Reads: the notification (ours) and its cart (the cart's reader), together when the reference is
 * known beforehand, then the owner's terms (the accounts' reader): three small prepared statements,
 * each module reading its own table. The terms go with the actor so that the cart can pay in its
 * one-statement path (without them it reads them itself, in a transaction: slower).
 */
@Injectable()
export class BankNotificationProcessing {
  // The context of the queue's consumer: an anomaly's warning reads among its job's other lines.
  private readonly logger = new Logger('BankCallbacks');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly carts: CartOfPaymentAttemptReader,
    private readonly accounts: AccountReader,
    private readonly runner: CartCommandRunner,
  ) {}

  /**
   * `requestId`: what the cart's events and the order's mails are tied to (the bank's request when
   * known). `expectedReference`: the notification's reference when the caller knows it beforehand
   * (the job's id carries it): its cart is then looked up along with the notification, one round
   * trip less on the payment's path; checked against the stored notification all the same.
   */
  async process(notificationId: string, requestId: string, expectedReference: string | null = null): Promise<BankOutcome> {
    const [notification, early] = await Promise.all([this.notification(notificationId), expectedReference === null ? null : this.carts.find(expectedReference)]);
    const cart = notification.reference === expectedReference ? early : await this.carts.find(notification.reference);
    const outcome = await this.actOn(notification, cart, requestId);
    // Every copy of this notification (the bank may send it again) has now been acted upon.
    await preparedQuery(this.db, 'UPDATE bank_notifications SET processed_at = now(), outcome = $3 WHERE reference = $1 AND code_retour = $2 AND processed_at IS NULL', [
      notification.reference,
      notification.code_retour,
      outcome,
    ]);
    return outcome;
  }

  private async notification(id: string): Promise<BankNotificationRow> {
    const [found] = await preparedQuery<BankNotificationRow>(this.db, 'SELECT id, reference, code_retour, fields FROM bank_notifications WHERE id = $1', [id]);
    if (!found) throw new Error(`notification bancaire ${id} introuvable`);
    return found;
  }

  private async actOn(n: BankNotificationRow, cart: CartOfPaymentAttempt | null, requestId: string): Promise<BankOutcome> {
    const match = matchBankNotification(n, cart, this.config.moneticoTpe);
    if (match.action === 'flag') return this.anomaly(n, match.cartId, match.anomaly);
    const { cartId, ownerId } = match.cart;
    const actor = await this.ownerActor(ownerId, requestId);
    try {
      if (match.action === 'fail-attempt') {
        const reason = n.fields.motifrefus?.trim() || undefined;
        await this.runner.run(cartId, actor, () => ({ type: 'FailPaymentAttempt', reference: n.reference, code: n.code_retour, reason }));
        return 'cancelled';
      }
      // The cart refuses when it changed since the form (unconfirmed, vouchers…): the bank took another amount than it owes.
      const paid = await this.runner.run(cartId, actor, (_state, { at }) => ({ type: 'PayByCard', amountCents: match.amountCents, paidAt: at }));
      return cardPaymentOutcome(paid.newEvents.map((e) => e.type));
    } catch (error) {
      if (error instanceof CartRefusal) return this.anomaly(n, cartId, refusedByCart(error.detail ?? error.message));
      throw error;
    }
  }

  /** The bank's notification is the owner's payment: it acts as the cart's owner, with the owner's terms. */
  private async ownerActor(ownerId: number | null, requestId: string): Promise<CartActor> {
    return { userId: ownerId, isBookseller: false, requestId, terms: await this.accounts.buyerTerms(ownerId) };
  }

  private async anomaly(n: BankNotificationRow, cartId: string | null, { kind, detail }: PaymentAnomaly): Promise<BankOutcome> {
    this.logger.warn(`Anomalie de paiement (${kind}) pour la référence ${n.reference} : ${detail}`);
    await this.db.query(
      `INSERT INTO payment_anomalies (notification_id, reference, code_retour, cart_id, kind, detail) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (reference, code_retour, kind) DO NOTHING`,
      [n.id, n.reference, n.code_retour, cartId, kind, detail],
    );
    return 'anomaly';
  }
}
