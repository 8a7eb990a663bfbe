import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EditorialEmailJob, EmailJob, recordOutboxJobDone, SubscriptionEmailJob } from '@shop/common';
import { UnrecoverableError } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import { findMailSuppression, suppressMailAddress } from '../suppressions/mail-suppressions';
import type { RenderedEmail } from '../templates/mail-context';
import { MailContexts } from '../templates/mail-contexts';
import { renderEmail } from '../templates/render-email';
import { MailSender } from './mail-sender';
import { messageIdFor } from './sender-identity';
import { classifySendFailure } from './smtp-refusal';

/**
 * What became of one delivery attempt: `skipped` when the address is suppressed (a permanent
 * refusal before), `already-*` when an earlier attempt of the same job settled it.
 */
export type DeliveryOutcome = 'sent' | 'already-sent' | 'skipped' | 'already-refused';

const errorMessage = (error: unknown) => String((error as Error)?.message ?? error);

/** A rendered mail, the name it is sent under (the label's) and the headers of its kind. */
export type PreparedMail = { mail: RenderedEmail; fromName: string; headers?: Record<string, string> };

/** Which mail a mail_log row is about. */
export type MailEnvelope = { type: string; to: string };

/**
 * Called in the delivery's transaction once the mail's fate is known (`sent`, `skipped`, `refused`
 * or an attempt `failed`), so the caller's own record commits with mail_log or not at all.
 */
export type SettleHook = (tx: EntityManager, status: 'sent' | 'skipped' | 'refused' | 'failed') => Promise<void>;

/**
 * Renders and sends the mail of one job, at most once per job id. The job's mail_log row is
 * locked for the whole attempt, so a second delivery of the same job (BullMQ redelivers after a
 * crash or a stalled lock) waits, then finds `sent` and does nothing. A mail can still go twice if
 * the process dies after the SMTP server accepted it and before the commit: that window is as small
 * as SMTP allows.
 *
 * An address the server refused for good is recorded in mail_suppressions: the mail is `refused`
 * (final, not retried) and later mails to it are `skipped`, each with the reason in mail_log.
 */
@Injectable()
export class EmailDelivery {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly contexts: MailContexts,
    private readonly sender: MailSender,
  ) {}

  deliver(jobId: string, email: EmailJob | EditorialEmailJob | SubscriptionEmailJob): Promise<DeliveryOutcome> {
    return this.deliverPrepared(jobId, email, () => this.render(email));
  }

  /**
   * The same guarantees for a mail rendered by its own module (a newsletter): `prepare` renders it,
   * `settle` records its fate in the same transaction as mail_log.
   */
  async deliverPrepared(jobId: string, email: MailEnvelope, prepare: () => Promise<PreparedMail>, settle?: SettleHook): Promise<DeliveryOutcome> {
    // Rendered before the row is locked: no connection is held while the catalogue is read.
    const rendered = await prepare().then(
      (ready) => ready,
      (error: unknown) => ({ renderError: error }),
    );
    const result = await this.db.transaction(async (tx) => {
      const row = await this.lockLogRow(tx, jobId, email);
      if (row.status === 'sent' || row.status === 'refused' || row.status === 'skipped') {
        await settle?.(tx, row.status);
        await recordOutboxJobDone(tx, jobId);
        return { outcome: row.status === 'skipped' ? ('skipped' as const) : (`already-${row.status}` as const) };
      }
      const suppression = await findMailSuppression(tx, email.to);
      if (suppression) {
        const why = `adresse suspendue après un refus définitif${suppression.smtpCode ? ` (${suppression.smtpCode})` : ''} : ${suppression.reason}`;
        await tx.query(`UPDATE mail_log SET status = 'skipped', last_error = $2, updated_at = now() WHERE job_id = $1`, [jobId, why.slice(0, 1000)]);
        await settle?.(tx, 'skipped');
        await recordOutboxJobDone(tx, jobId);
        return { outcome: 'skipped' as const };
      }
      const messageId = messageIdFor(jobId, row.createdAt, this.sender.domain);
      try {
        if ('renderError' in rendered) throw rendered.renderError;
        await this.sender.send({ to: email.to, ...rendered.mail, jobId, fromName: rendered.fromName, messageId, headers: rendered.headers });
      } catch (error) {
        // Recorded in this transaction, which commits; the error is rethrown after it for BullMQ.
        const failure = classifySendFailure(error);
        const refused = failure.kind === 'recipient-refused';
        await tx.query(`UPDATE mail_log SET status = $2, attempts = attempts + 1, last_error = $3, message_id = $4, updated_at = now() WHERE job_id = $1`, [
          jobId,
          refused ? 'refused' : 'failed',
          errorMessage(error).slice(0, 1000),
          messageId,
        ]);
        if (refused) {
          await suppressMailAddress(tx, { email: email.to, reason: failure.reason, smtpCode: failure.smtpCode, jobId });
          // Final: the reconciler must not hand it again.
          await recordOutboxJobDone(tx, jobId);
        }
        await settle?.(tx, refused ? 'refused' : 'failed');
        return { error, final: failure.kind !== 'transient' };
      }
      await tx.query(`UPDATE mail_log SET status = 'sent', attempts = attempts + 1, last_error = NULL, message_id = $2, sent_at = now(), updated_at = now() WHERE job_id = $1`, [
        jobId,
        messageId,
      ]);
      await settle?.(tx, 'sent');
      // Done in the same transaction as the mail's log: the reconciler never sends it again.
      await recordOutboxJobDone(tx, jobId);
      return { outcome: 'sent' as const };
    });
    if ('error' in result) {
      throw result.final ? new UnrecoverableError(errorMessage(result.error)) : result.error;
    }
    return result.outcome;
  }

  /** Creates or locks the job's row; answers its status before this attempt and when it was created (the first attempt). */
  private async lockLogRow(tx: EntityManager, jobId: string, email: MailEnvelope): Promise<{ status: string; createdAt: Date }> {
    const rows = await tx.query<{ status: string; created_at: Date }[]>(
      `INSERT INTO mail_log (job_id, type, recipient, status) VALUES ($1, $2, $3, 'sending')
       ON CONFLICT (job_id) DO UPDATE SET updated_at = now()
       RETURNING status, created_at`,
      [jobId, email.type, email.to],
    );
    return { status: rows[0].status, createdAt: rows[0].created_at };
  }

  private async render(email: EmailJob | EditorialEmailJob | SubscriptionEmailJob): Promise<PreparedMail> {
    const ctx = await this.contexts.of(email.labelId);
    return { mail: renderEmail(email, ctx), fromName: ctx.label.name };
  }
}
