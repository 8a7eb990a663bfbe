import { Processor } from '@nestjs/bullmq';
import { CartExpirer, type ExpiryDecision } from '@shop/cart';
import { QUEUES, recordOutboxJobDone, type CartExpiryJob } from '@shop/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DelayedError, Job } from 'bullmq';
import { LoggedWorker } from '../logged-worker';
import { queueLockOptions } from '../queue-lock';

/**
 * Consumes the cart-expiry queue: each job, delayed until its confirmation's time is up, unconfirms
 * the cart as the shop when it is still confirmed by that confirmation and unpaid (CartExpirer).
 * A card payment started lately puts the job back until the bank can no longer answer it.
 * Idempotent: a redelivered job finds the cart unconfirmed and leaves it.
 */
@Processor(QUEUES.cartExpiry, { concurrency: 2, ...queueLockOptions() })
export class CartExpiryProcessor extends LoggedWorker {
  constructor(
    private readonly expirer: CartExpirer,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    super('CartExpiry', QUEUES.cartExpiry);
  }

  async process(job: Job<CartExpiryJob>, token?: string): Promise<ExpiryDecision> {
    const decision = await this.expirer.expire(job.data, String(job.id));
    if (decision.kind === 'later') {
      // Same job, same id: it comes back at that time, and nothing else sees it meanwhile.
      await job.moveToDelayed(decision.at, token);
      throw new DelayedError();
    }
    this.logger.log(`${job.id} (panier ${job.data.cartId}) : ${decision.kind === 'expire' ? 'validation expirée' : `laissé (${decision.why})`}`);
    // Recorded before BullMQ learns it: a crash in between only runs this idempotent job again.
    await recordOutboxJobDone(this.db, String(job.id));
    return decision;
  }
}
