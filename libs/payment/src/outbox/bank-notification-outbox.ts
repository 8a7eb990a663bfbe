import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A stored notification the relay hands to the bank-callbacks queue. */
export interface NotificationToRelay {
  id: string;
  reference: string;
  codeRetour: string;
  requestId: string | null;
  /** The outcome of a copy of it (same reference and code-retour) already processed; null: not yet. */
  settledAs: string | null;
}

/** A notification handed to the queue and still not processed. */
export interface UnfinishedNotification {
  id: string;
  reference: string;
  codeRetour: string;
}

/**
 * The stored bank notifications as the bank's outbox (payment owns `bank_notifications`): the
 * worker's relay claims those not yet queued and marks them queued, the reconciler claims those
 * queued long ago and unprocessed, and gives back those Redis lost. Every claim is FOR UPDATE SKIP
 * LOCKED in the caller's transaction, so that several workers share the rows without meeting.
 */
@Injectable()
export class BankNotificationOutbox {
  /** Up to `batch` notifications not yet queued, oldest first, with the outcome of an already processed copy. */
  async claimToRelay(tx: EntityManager, batch: number): Promise<NotificationToRelay[]> {
    const rows = await tx.query<{ id: string; reference: string; code_retour: string; request_id: string | null; done: string | null }[]>(
      `SELECT n.id, n.reference, n.code_retour, n.request_id,
              (SELECT p.outcome FROM bank_notifications p WHERE p.reference = n.reference AND p.code_retour = n.code_retour AND p.processed_at IS NOT NULL LIMIT 1) AS done
         FROM bank_notifications n WHERE n.enqueued_at IS NULL ORDER BY n.id LIMIT $1 FOR UPDATE OF n SKIP LOCKED`,
      [batch],
    );
    return rows.map((r) => ({ id: r.id, reference: r.reference, codeRetour: r.code_retour, requestId: r.request_id, settledAs: r.done }));
  }

  /** The notifications are in the queue now. */
  async markQueued(tx: EntityManager, ids: string[]): Promise<void> {
    if (ids.length > 0) await tx.query('UPDATE bank_notifications SET enqueued_at = now() WHERE id = ANY($1)', [ids]);
  }

  /** A copy of a notification already processed: done with the same outcome, never queued. */
  async settleAsCopy(tx: EntityManager, id: string, outcome: string): Promise<void> {
    await tx.query('UPDATE bank_notifications SET enqueued_at = now(), processed_at = now(), outcome = $2 WHERE id = $1', [id, outcome]);
  }

  /** Up to `batch` notifications queued more than `afterSeconds` ago and still not processed, oldest first. */
  async claimUnfinished(tx: EntityManager, afterSeconds: number, batch: number): Promise<UnfinishedNotification[]> {
    const rows = await tx.query<{ id: string; reference: string; code_retour: string }[]>(
      `SELECT id, reference, code_retour FROM bank_notifications
        WHERE enqueued_at IS NOT NULL AND processed_at IS NULL AND enqueued_at < now() - make_interval(secs => $1)
        ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [afterSeconds, batch],
    );
    return rows.map((r) => ({ id: r.id, reference: r.reference, codeRetour: r.code_retour }));
  }

  /** Redis lost the notification's job: the relay queues it again (same job id), and the loss is counted. */
  async giveBackLost(tx: EntityManager, id: string): Promise<void> {
    await tx.query('UPDATE bank_notifications SET enqueued_at = NULL, requeued = requeued + 1 WHERE id = $1', [id]);
  }
}
