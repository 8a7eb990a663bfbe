import { NEWSLETTER_SUBSCRIBERS_SQL } from '@shop/auth';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** What became of one recipient. */
export type RecipientStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/**
 * The BullMQ job (and mail_log key) of one recipient of one newsletter: the same for every attempt
 * and every hand-over, so BullMQ holds it once and mail_log sends it once. A hash, because an
 * address may hold characters a job id may not (`:`).
 */
export function newsletterJobId(newsletterId: number, email: string): string {
  return `nl-${newsletterId}-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
}

/**
 * Starts a newsletter's sending in the caller's transaction (its row locked by the caller): the
 * subscribed readers of that moment become its recipients, and it is `sending`. Whatever happens
 * to Redis or the worker afterwards, PostgreSQL knows who is still to be mailed.
 */
export async function startSending(tx: EntityManager, newsletterId: number): Promise<number> {
  await tx.query(`INSERT INTO newsletter_recipients (newsletter_id, email) SELECT $1, s.email FROM (${NEWSLETTER_SUBSCRIBERS_SQL}) s ON CONFLICT DO NOTHING`, [newsletterId]);
  const [{ total }] = await tx.query<{ total: number }[]>('SELECT count(*)::int AS total FROM newsletter_recipients WHERE newsletter_id = $1', [newsletterId]);
  await tx.query(
    `UPDATE newsletters SET status = 'sending', started_at = now(), scheduled_at = coalesce(scheduled_at, now()), total_count = $2,
       sent_at = CASE WHEN $2 = 0 THEN now() ELSE NULL END, updated_at = now()
     WHERE id = $1`,
    [newsletterId, total],
  );
  // Nobody to mail: done at once.
  if (total === 0) await tx.query(`UPDATE newsletters SET status = 'sent' WHERE id = $1`, [newsletterId]);
  return total;
}

/**
 * Records a recipient's outcome and, when it was the last one pending, marks the newsletter sent.
 * The newsletter's row is locked after the recipient's update, so of two last recipients settling
 * at once, the second to take the lock sees the first's commit and closes it.
 */
export async function settleRecipient(tx: EntityManager, newsletterId: number, email: string, status: Exclude<RecipientStatus, 'pending'>): Promise<void> {
  await recordRecipient(tx, newsletterId, email, status);
  await tx.query('SELECT id FROM newsletters WHERE id = $1 FOR UPDATE', [newsletterId]);
  await closeIfDone(tx, newsletterId);
}

/**
 * Records a recipient's outcome alone, without closing the newsletter: within a mail's transaction,
 * written before the mail is handed to SMTP, where the newsletter's row must not stay locked (every
 * other mail of the list would wait for this one's SMTP exchange). The caller closes it after.
 */
export async function recordRecipient(tx: Pick<EntityManager, 'query'>, newsletterId: number, email: string, status: Exclude<RecipientStatus, 'pending'>): Promise<void> {
  await tx.query(`UPDATE newsletter_recipients SET status = $3, settled_at = now() WHERE newsletter_id = $1 AND email = $2 AND status = 'pending'`, [newsletterId, email, status]);
}

/** Marks the newsletter sent when no recipient is pending any more. */
export async function closeIfDone(tx: Pick<EntityManager, 'query'>, newsletterId: number): Promise<void> {
  await tx.query(
    `UPDATE newsletters n SET status = 'sent', sent_at = now(), updated_at = now()
      WHERE n.id = $1 AND n.status = 'sending'
        AND NOT EXISTS (SELECT 1 FROM newsletter_recipients r WHERE r.newsletter_id = n.id AND r.status = 'pending')`,
    [newsletterId],
  );
}
