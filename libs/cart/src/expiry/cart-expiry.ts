import { enqueueInOutbox, QUEUES, type CartExpiryJob, type OutboxJob } from '@shop/common';
import type { EventMetadata, RecordedEvent } from '@shop/event-store';
import type { EntityManager } from 'typeorm';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';

/** The bank may still notify a card payment this long after its form was sent: the cart waits for it. */
export const CARD_ATTEMPT_GRACE_MS = 20 * 60_000;

/**
 * The job that unconfirms the cart once the confirmation's time is up (delayed in BullMQ until
 * `runAt`), when the new events confirm it; null otherwise.
 */
export function expiryJob(
  cartId: string,
  newEvents: Pick<RecordedEvent<CartEvent>, 'type' | 'version'>[],
  metadata: EventMetadata,
  ttlMinutes: number,
): { job: OutboxJob; runAt: string } | null {
  const confirmed = newEvents.find((e) => e.type === 'CartConfirmed');
  if (!confirmed) return null;
  const data: CartExpiryJob = { cartId, confirmedVersion: confirmed.version };
  return { job: { queue: QUEUES.cartExpiry, name: 'expire', data }, runAt: new Date(Date.parse(metadata.at) + ttlMinutes * 60_000).toISOString() };
}

/** Writes the expiry job (expiryJob) in the confirming transaction: a rolled-back confirmation leaves no job. */
export async function scheduleExpiry(
  tx: EntityManager,
  outcome: { state: CartState; newEvents: RecordedEvent<CartEvent>[] },
  metadata: EventMetadata,
  ttlMinutes: number,
): Promise<void> {
  const expiry = expiryJob(outcome.state.cartId, outcome.newEvents, metadata, ttlMinutes);
  if (expiry) await enqueueInOutbox(tx, expiry.job, metadata.requestId, expiry.runAt);
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
