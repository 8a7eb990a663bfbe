import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CartExpiryJob } from '@shop/common';
import { eventStore, replay } from '@shop/event-store';
import { DataSource } from 'typeorm';
import { isUuid, systemActor } from '../commands/cart-actor';
import { CartCommandRunner } from '../commands/cart-runner.service';
import { cartBatchDecider } from '../domain/cart-batch';
import type { CartEvent } from '../domain/cart.events';
import { decideExpiry, type ExpiryDecision } from './cart-expiry';

/**
 * Unconfirms a confirmed cart whose time is up, as the shop ('system'), when decideExpiry says so.
 * The unconfirmation is appended only on the stream exactly as decided on: anything appended in
 * between (a payment, a new confirmation) makes the command append nothing, and the cart is looked
 * at again. Running the same job twice changes nothing the second time. Unconfirming releases the
 * cart's holds (the runner's usual effects).
 */
@Injectable()
export class CartExpirer {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runner: CartCommandRunner,
  ) {}

  async expire(job: CartExpiryJob, jobId: string, now = Date.now()): Promise<ExpiryDecision> {
    if (!isUuid(job.cartId)) return { kind: 'leave', why: 'gone' };
    const history = await eventStore.read<CartEvent>(this.db.manager, job.cartId);
    const decision = decideExpiry(replay(cartBatchDecider, history), history, job, now);
    if (decision.kind !== 'expire') return decision;
    const outcome = await this.runner.run(job.cartId, systemActor(jobId), (_state, { version }) => (version === history.length ? { type: 'Unconfirm', reason: 'expired' } : []));
    // The stream moved since it was read: look again at the cart as it is now.
    const moved = outcome.newEvents.length === 0 && outcome.version !== history.length;
    return moved ? this.expire(job, jobId, now) : decision;
  }
}
