import { Processor } from '@nestjs/bullmq';
import { Inject, OnApplicationBootstrap } from '@nestjs/common';
import { QUEUES } from '@shop/common';
import { BankNotificationProcessing, referenceOfBankJobId, type BankOutcome } from '@shop/payment';
import { Job } from 'bullmq';
import { inJobContext, requestIdOfJob } from '../job-context';
import { LoggedWorker } from '../logged-worker';
import { PaymentsFirst } from '../payments-first';
import { bankCallbacksConcurrency } from './bank-callbacks-concurrency';
import { BANK_CALLBACKS_OPTIONS, type BankCallbackJob, type BankCallbacksOptions } from './bank-notification-relay.service';
import { queueLockOptions } from '../queue-lock';

/**
 * Consumes the bank-callbacks queue: each job is a stored notification, acted upon by the payment
 * module (BankNotificationProcessing: the attempt's cart, the checks, the payment or the anomaly).
 * Several notifications are processed at once (BANK_CALLBACKS_CONCURRENCY): carts are independent,
 * and a cart's own notifications are serialised by its stream's version check.
 */
@Processor(QUEUES.bankCallbacks, { concurrency: 1, ...queueLockOptions() })
export class BankCallbacksProcessor extends LoggedWorker implements OnApplicationBootstrap {
  private readonly concurrency: number;

  constructor(
    private readonly notifications: BankNotificationProcessing,
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
    // The cart's events and the order's mails are tied to the bank's request when it is known, else to
    // the job; the job's id tells the reference, so the cart is looked up with the notification.
    const outcome = await this.notifications.process(job.data.notificationId, requestIdOfJob(job) ?? String(job.id), referenceOfBankJobId(job.id));
    this.logger.log(`${job.id} : ${outcome}`);
    return { outcome };
  }
}
