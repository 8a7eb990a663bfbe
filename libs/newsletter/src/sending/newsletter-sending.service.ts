import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NEWSLETTER_SUBSCRIBERS_SQL } from '@shop/auth';
import { closeIfDone, recordRecipient, settleRecipient, startSending, type RecipientStatus } from './newsletter-recipients';

/** One recipient to hand to the queue. */
export interface NewsletterRecipient {
  newsletterId: number;
  email: string;
}

/**
 * What the worker asks of the newsletters' tables: start a scheduled one, the recipients still to
 * hand to the queue, their outcomes, and those PostgreSQL says are pending for too long.
 */
@Injectable()
export class NewsletterSending {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * At its time: a scheduled newsletter starts (recipients materialised); answers its status after.
   * `at`, the time the job was written for: a job of a cancelled schedule finds a draft, or another
   * time when the newsletter was scheduled again, and starts nothing.
   */
  start(newsletterId: number, at?: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ status: string; same_time: boolean }[]>(
        'SELECT status, ($2::timestamptz IS NULL OR scheduled_at = $2::timestamptz) AS same_time FROM newsletters WHERE id = $1 FOR UPDATE',
        [newsletterId, at ?? null],
      );
      if (!row) return null;
      if (row.status !== 'scheduled' || !row.same_time) return row.status;
      await startSending(tx, newsletterId);
      const [after] = await tx.query<{ status: string }[]>('SELECT status FROM newsletters WHERE id = $1', [newsletterId]);
      return after.status;
    });
  }

  /** Pending recipients never handed to the queue, a batch at a time. */
  async unqueued(newsletterId: number, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ email: string }[]>(
      `SELECT email FROM newsletter_recipients WHERE newsletter_id = $1 AND status = 'pending' AND queued_at IS NULL ORDER BY email LIMIT $2`,
      [newsletterId, limit],
    );
    return rows.map((r) => r.email);
  }

  /** Records that these recipients' jobs are in the queue (from now on the reconciler times them). */
  async markQueued(newsletterId: number, emails: string[]): Promise<void> {
    await this.db.query('UPDATE newsletter_recipients SET queued_at = now() WHERE newsletter_id = $1 AND email = ANY($2)', [newsletterId, emails]);
  }

  /**
   * Settles one recipient in the mail's own transaction (see EmailDelivery's settle hook), which may
   * still be sending the mail: the newsletter is closed afterwards, by `closeIfFinished`.
   */
  settle(tx: EntityManager, newsletterId: number, email: string, status: Exclude<RecipientStatus, 'pending'>): Promise<void> {
    return recordRecipient(tx, newsletterId, email, status);
  }

  /**
   * After a mail's commit: marks the newsletter sent when nobody is pending any more. Its row is
   * locked first, so of two last recipients closing at once the second sees the first's commit; a
   * crash before this is made up for by the reconciler's `closeFinished`.
   */
  closeIfFinished(newsletterId: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM newsletters WHERE id = $1 FOR UPDATE', [newsletterId]);
      await closeIfDone(tx, newsletterId);
    });
  }

  /**
   * Right before a recipient's mail: whether the address still takes the newsletter. One who left
   * since the sending started is settled `skipped` (nothing sent) and answers false.
   */
  async stillSubscribed(newsletterId: number, email: string): Promise<boolean> {
    const [{ subscribed }] = await this.db.query<{ subscribed: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM (${NEWSLETTER_SUBSCRIBERS_SQL}) s WHERE s.email = lower($1)) AS subscribed`,
      [email],
    );
    if (!subscribed) await this.db.transaction((tx) => settleRecipient(tx, newsletterId, email, 'skipped'));
    return subscribed;
  }

  /** A recipient whose job gave up for good. */
  fail(newsletterId: number, email: string): Promise<void> {
    return this.db.transaction((tx) => settleRecipient(tx, newsletterId, email, 'failed'));
  }

  /**
   * Pending recipients of sending newsletters handed over (or started) more than `afterSeconds`
   * ago: the reconciler looks for their jobs in Redis.
   */
  async stale(afterSeconds: number, limit: number): Promise<NewsletterRecipient[]> {
    const rows = await this.db.query<{ newsletter_id: number; email: string }[]>(
      `SELECT r.newsletter_id, r.email FROM newsletter_recipients r JOIN newsletters n ON n.id = r.newsletter_id
        WHERE n.status = 'sending' AND r.status = 'pending' AND coalesce(r.queued_at, n.started_at) < now() - make_interval(secs => $1)
        ORDER BY r.queued_at NULLS FIRST LIMIT $2`,
      [afterSeconds, limit],
    );
    return rows.map((r) => ({ newsletterId: r.newsletter_id, email: r.email }));
  }

  /** Newsletters still `sending` with nobody pending (a crash between two commits): closed now. */
  async closeFinished(): Promise<void> {
    const rows = await this.db.query<{ id: number }[]>(`SELECT id FROM newsletters WHERE status = 'sending'`);
    for (const { id } of rows) await closeIfDone(this.db, id);
  }
}
