import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CatalogueReader } from '@shop/catalogue';
import { APP_CONFIG, AppConfig, EditorialEmailJob, EmailJob, recordOutboxJobDone } from '@shop/common';
import { UnrecoverableError } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import type { MailContext, RenderedEmail } from '../templates/mail-context';
import { mailSellerOf } from '../templates/mail-seller';
import { renderEmail } from '../templates/render-email';
import { MailSender } from './mail-sender';

/** What became of one delivery attempt. */
export type DeliveryOutcome = 'sent' | 'already-sent';

const errorMessage = (error: unknown) => String((error as Error)?.message ?? error);

/** SMTP permanent failures (5xx: unknown mailbox, refused content…) and unknown labels: retrying cannot help. */
function isPermanent(error: unknown): boolean {
  if (error instanceof UnrecoverableError) return true;
  const code = (error as { responseCode?: number })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Renders and sends the mail of one job, at most once per job id. The job's mail_log row is
 * locked for the whole attempt, so a second delivery of the same job (BullMQ redelivers after a
 * crash or a stalled lock) waits, then finds `sent` and does nothing. A mail can still go twice if
 * the process dies after the SMTP server accepted it and before the commit: that window is as small
 * as SMTP allows.
 */
@Injectable()
export class EmailDelivery {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: CatalogueReader,
    private readonly sender: MailSender,
  ) {}

  async deliver(jobId: string, email: EmailJob | EditorialEmailJob): Promise<DeliveryOutcome> {
    // Rendered before the row is locked: no connection is held while the catalogue is read.
    const rendered = await this.render(email).then(
      (mail) => ({ mail }),
      (error: unknown) => ({ renderError: error }),
    );
    const result = await this.db.transaction(async (tx) => {
      if ((await this.lockLogRow(tx, jobId, email)) === 'sent') {
        await recordOutboxJobDone(tx, jobId);
        return { outcome: 'already-sent' as const };
      }
      try {
        if ('renderError' in rendered) throw rendered.renderError;
        await this.sender.send({ to: email.to, ...rendered.mail, jobId });
      } catch (error) {
        // Recorded in this transaction, which commits; the error is rethrown after it for BullMQ.
        await tx.query(`UPDATE mail_log SET status = 'failed', attempts = attempts + 1, last_error = $2, updated_at = now() WHERE job_id = $1`, [
          jobId,
          errorMessage(error).slice(0, 1000),
        ]);
        return { error };
      }
      await tx.query(`UPDATE mail_log SET status = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = now(), updated_at = now() WHERE job_id = $1`, [jobId]);
      // Done in the same transaction as the mail's log: the reconciler never sends it again.
      await recordOutboxJobDone(tx, jobId);
      return { outcome: 'sent' as const };
    });
    if ('error' in result) {
      throw isPermanent(result.error) ? new UnrecoverableError(errorMessage(result.error)) : result.error;
    }
    return result.outcome;
  }

  /** Creates or locks the job's row and answers its status before this attempt. */
  private async lockLogRow(tx: EntityManager, jobId: string, email: EmailJob | EditorialEmailJob): Promise<string> {
    const rows = await tx.query<{ status: string }[]>(
      `INSERT INTO mail_log (job_id, type, recipient, status) VALUES ($1, $2, $3, 'sending')
       ON CONFLICT (job_id) DO UPDATE SET updated_at = now()
       RETURNING status`,
      [jobId, email.type, email.to],
    );
    return rows[0].status;
  }

  private async render(email: EmailJob | EditorialEmailJob): Promise<RenderedEmail> {
    return renderEmail(email, await this.contextFor(email.labelId));
  }

  private async contextFor(labelId: number): Promise<MailContext> {
    const [look, slugs] = await Promise.all([this.catalogue.labelLook(labelId), this.catalogue.labelSlugs([labelId])]);
    const slug = slugs.get(labelId);
    if (!look || !slug) throw new UnrecoverableError(`collection inconnue : ${labelId}`);
    return {
      publicUrl: this.config.publicUrl,
      label: { slug, name: look.name, primaryColour: look.theme?.primary, backgroundColour: look.theme?.background },
      seller: mailSellerOf(this.config),
    };
  }
}
