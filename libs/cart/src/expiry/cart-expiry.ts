import { enqueueInOutbox, QUEUES, type CartExpiryJob } from '@shop/common';
import type { EventMetadata, RecordedEvent } from '@shop/event-store';
import type { EntityManager } from 'typeorm';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';

/** The bank may still notify a card payment this long after its form was sent: the cart waits for it. */
export const CARD_ATTEMPT_GRACE_MS = 20 * 60_000;

/**
 * Writes, in the confirming transaction, the job that unconfirms the cart once the confirmation's
 * time is up (delayed in BullMQ until then). A rolled-back confirmation leaves no job.
 */
export async function scheduleExpiry(
  tx: EntityManager,
  outcome: { state: CartState; newEvents: RecordedEvent<CartEvent>[] },
  metadata: EventMetadata,
  ttlMinutes: number,
): Promise<void> {
  const confirmed = outcome.newEvents.find((e) => e.type === 'CartConfirmed');
  if (!confirmed) return;
  const job: CartExpiryJob = { cartId: outcome.state.cartId, confirmedVersion: confirmed.version };
  const runAt = new Date(Date.parse(metadata.at) + ttlMinutes * 60_000).toISOString();
  await enqueueInOutbox(tx, { queue: QUEUES.cartExpiry, name: 'expire', data: job }, metadata.requestId, runAt);
}

/** What an expiry job does with the cart as it is now. */
export type ExpiryDecision =
  | { kind: 'expire' }
  /** Not this job's business any more: paid, unconfirmed, or confirmed again since. */
  | { kind: 'leave'; why: 'gone' | 'not-confirmed' | 'paid' | 'confirmed-again' }
  /** A card payment form was sent lately: look again once the bank can no longer answer it. */
  | { kind: 'later'; at: number };

/**
 * Decides, from the stream, whether the job's confirmation has expired: the cart must still be
 * confirmed by that very CartConfirmed event (a later one starts its own time), unpaid, and no card
 * payment started within CARD_ATTEMPT_GRACE_MS. Pure: the clock comes in as `now`.
 */
export function decideExpiry(state: CartState, history: Pick<RecordedEvent<CartEvent>, 'type' | 'version'>[], job: CartExpiryJob, now: number): ExpiryDecision {
  if (!state.exists || state.mergedInto !== null) return { kind: 'leave', why: 'gone' };
  if (state.status === 2) return { kind: 'leave', why: 'paid' };
  if (state.status !== 1) return { kind: 'leave', why: 'not-confirmed' };
  const lastConfirmation = [...history].reverse().find((e) => e.type === 'CartConfirmed');
  if (lastConfirmation?.version !== job.confirmedVersion) return { kind: 'leave', why: 'confirmed-again' };
  const lastAttempt = Math.max(0, ...(state.paymentAttempts ?? []).map((a) => Date.parse(a.startedAt)));
  if (now - lastAttempt < CARD_ATTEMPT_GRACE_MS) return { kind: 'later', at: lastAttempt + CARD_ATTEMPT_GRACE_MS };
  return { kind: 'expire' };
}
