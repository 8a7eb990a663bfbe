import { Processor } from '@nestjs/bullmq';
import { QUEUES, type BankRefundJob } from '@shop/common';
import { CardRefunds, type CardRefundOutcome } from '@shop/payment';
import { Job } from 'bullmq';
import { inJobContext, requestIdOfJob } from '../job-context';
import { LoggedWorker } from '../logged-worker';
import { queueLockOptions } from '../queue-lock';

/**
 * Consumes the bank-refunds queue: each job is a refund's card part, written to the outbox by the
 * staff command that refunded; the payment module asks the bank and records its answer on the order.
 * One at a time: refunds are rare, and the bank's answers stay in the order they were asked.
 */
@Processor(QUEUES.bankRefunds, { concurrency: 1, ...queueLockOptions() })
export class BankRefundsProcessor extends LoggedWorker {
  constructor(private readonly refunds: CardRefunds) {
    super('BankRefunds', QUEUES.bankRefunds);
  }

  process(job: Job<BankRefundJob>): Promise<{ outcome: CardRefundOutcome }> {
    return inJobContext(job, async () => ({ outcome: await this.refunds.send(job.data, job.id, requestIdOfJob(job) ?? String(job.id)) }));
  }
}
