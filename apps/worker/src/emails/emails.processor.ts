import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { EmailJob, QUEUES } from '@shop/common';
import { DeliveryOutcome, EmailDelivery } from '@shop/mail';
import { Job, UnrecoverableError } from 'bullmq';
import { inJobContext, requestIdOfJob } from '../job-context';
import { LoggedWorker } from '../logged-worker';
import { PaymentsFirst } from '../payments-first';
import { queueLockOptions } from '../queue-lock';

/** The log line's end for each outcome. */
const OUTCOME_LOG: Record<DeliveryOutcome, string> = {
  sent: 'envoyé',
  'already-sent': 'déjà envoyé : ignoré',
  skipped: 'non envoyé : adresse suspendue après un refus définitif (voir mail_log)',
  'already-refused': 'déjà refusé définitivement : ignoré',
};

/**
 * Consumes the `emails` queue: each job ('send', an EmailJob) is rendered and sent once, whatever
 * BullMQ redelivers (EmailDelivery keeps the mail_log). A thrown error is retried with backoff,
 * unless final (UnrecoverableError: an address refused for good, an unknown label).
 */
@Processor(QUEUES.emails, { concurrency: 4, ...queueLockOptions() })
export class EmailsProcessor extends LoggedWorker {
  constructor(
    private readonly delivery: EmailDelivery,
    private readonly paymentsFirst: PaymentsFirst,
  ) {
    super('Emails', QUEUES.emails);
  }

  process(job: Job<EmailJob>): Promise<{ outcome: DeliveryOutcome }> {
    return inJobContext(job, async () => {
      if (job.name !== 'send') throw new UnrecoverableError(`tâche inconnue : ${job.name}`);
      // The bank notifications being processed go first: the mail leaves once they are done.
      await this.paymentsFirst.quiet();
      const outcome = await this.delivery.deliver(String(job.id), job.data);
      this.logger.log(`${job.id} (${job.data.type}) ${OUTCOME_LOG[outcome]}`);
      return { outcome };
    });
  }

  @OnWorkerEvent('failed')
  override onFailed(job: Job<EmailJob> | undefined, error: Error): void {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    const requestId = requestIdOfJob(job);
    const where = `${job.id} (${job.data?.type}${requestId ? `, requête ${requestId}` : ''}), essai ${job.attemptsMade}`;
    if (final) this.logger.error(`${where} : abandonné, ${error.message}`);
    else this.logger.warn(`${where} : ${error.message}, nouvel essai prévu`);
  }
}
