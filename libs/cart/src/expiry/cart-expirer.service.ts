import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CartExpiryJob } from '@shop/common';
import { eventStore, replay, type EventMetadata } from '@shop/event-store';
import { DataSource } from 'typeorm';
import { isUuid, systemActor } from '../commands/cart-actor';
import { CartCommandRunner } from '../commands/cart-runner.service';
import { cartBatchDecider } from '../domain/cart-batch';
import type { CartEvent } from '../domain/cart.events';
import { decideExpiry, type ExpiryDecision } from './cart-expiry';

/**
 * Unconfirms a confirmed cart whose time is up, as the shop ('system'), when decideExpiry says so.
 * The cart's stream row is locked first, so nothing (a payment, a new confirmation) slips in between
 * the check and the unconfirmation; running the same job twice changes nothing the second time.
 * Unconfirming releases the cart's holds (the runner's usual effects).
 */
@Injectable()
export class CartExpirer {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly runner: CartCommandRunner) {}

  async expire(job: CartExpiryJob, jobId: string, now = Date.now()): Promise<ExpiryDecision> {
    if (!isUuid(job.cartId)) return { kind: 'leave', why: 'gone' };
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT version FROM event_streams WHERE stream_id = $1 FOR UPDATE', [job.cartId]);
      const history = await eventStore.read<CartEvent>(tx, job.cartId);
      const decision = decideExpiry(replay(cartBatchDecider, history), history, job, now);
      if (decision.kind !== 'expire') return decision;
      const actor = systemActor(jobId);
      const metadata: EventMetadata = { userId: null, requestId: jobId, at: new Date(now).toISOString(), actor: 'system' };
      await this.runner.runInline(tx, job.cartId, actor, metadata, () => ({ type: 'Unconfirm', reason: 'expired' }));
      return decision;
    });
  }
}
