import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, bullConnection, QUEUES, recordOutboxJobDone } from '@shop/common';
import { EmailDelivery, type DeliveryOutcome } from '@shop/mail';
import { NewsletterMails, NewsletterSending, newsletterJobId } from '@shop/newsletter';
import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { inJobContext } from '../job-context';
import { ProblemLog } from '../problem-log';
import { WORKER_OPTIONS, WorkerOptions } from '../worker-options';
import { NEWSLETTER_JOB_OPTIONS, newsletterRatePerSecond } from './newsletter-rate';

/** Recipients handed to the queue per round trip to Redis. */
const DISPATCH_BATCH = 500;

/**
 * Lock of a newsletter job, and the stalled check's period: a mail takes well under a second and a
 * live worker renews its locks every half of it, so a killed worker's jobs in hand come back within
 * 20 s rather than BullMQ's 30 s lock plus its 30 s check. A job taken again while its first worker
 * still runs waits on its mail_log row, then finds it sent.
 */
export const NEWSLETTER_LOCK_MS = 10_000;

type StartJob = { newsletterId: number; at?: string };
type TestJob = { newsletterId: number; to: string };
type SendJob = { newsletterId: number; email: string };

/**
 * Consumes the `newsletter` queue under BullMQ's limiter (NEWSLETTER_RATE_PER_SECOND, shared by
 * every worker through Redis): `start` (from the outbox, at the newsletter's time) starts a
 * scheduled newsletter and hands its pending recipients to the queue in batches, one `send` job
 * each under a job id of its own; `send` mails one recipient through EmailDelivery, whose mail_log
 * row (keyed by that job id) makes a redelivered job send nothing, and settles the recipient in the
 * same transaction; `test` mails staff's trial. The worker is built here rather than with
 * @Processor because the limiter comes from the configuration.
 */
@Injectable()
export class NewsletterWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly queue: Queue;
  private worker: Worker | null = null;
  private readonly logger = new Logger('Newsletter');
  private readonly redis = new ProblemLog('Newsletter', `Redis (file ${QUEUES.newsletter})`);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
    @InjectDataSource() private readonly db: DataSource,
    private readonly delivery: EmailDelivery,
    private readonly mails: NewsletterMails,
    private readonly sending: NewsletterSending,
  ) {
    this.queue = new Queue(QUEUES.newsletter, { connection: bullConnection(config.redisUrl), prefix: options.queuePrefix ?? 'shop', defaultJobOptions: NEWSLETTER_JOB_OPTIONS });
    this.queue.on('error', (error) => this.redis.report(error));
  }

  onApplicationBootstrap(): void {
    const tuning = this.options.newsletter ?? {};
    const rate = tuning.ratePerSecond ?? newsletterRatePerSecond();
    this.worker = new Worker(QUEUES.newsletter, (job) => inJobContext(job, () => this.process(job)), {
      connection: bullConnection(this.config.redisUrl),
      prefix: this.options.queuePrefix ?? 'shop',
      concurrency: 4,
      limiter: { max: rate, duration: 1000 },
      lockDuration: tuning.lockDurationMs ?? NEWSLETTER_LOCK_MS,
      stalledInterval: tuning.lockDurationMs ?? NEWSLETTER_LOCK_MS,
    });
    this.worker.on('failed', (job, error) => void this.onFailed(job, error));
    this.worker.on('error', (error) => this.redis.report(error));
    this.worker.on('ready', () => this.redis.recovered());
    this.logger.log(`Lettres d’information : ${rate} courriels par seconde au plus`);
  }

  /** Stops taking jobs; `force` leaves the active ones to BullMQ's stalled-job check (a crash, in tests). */
  async stop(force = false): Promise<void> {
    await this.worker?.close(force);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
    await this.queue.close().catch(() => undefined);
  }

  private async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case 'start':
        return this.start(job as Job<StartJob>);
      case 'send':
        return this.send(job as Job<SendJob>);
      case 'test':
        return this.test(job as Job<TestJob>);
      default:
        throw new UnrecoverableError(`tâche inconnue : ${job.name}`);
    }
  }

  private async start(job: Job<StartJob>): Promise<{ status: string | null; queued: number }> {
    const status = await this.sending.start(job.data.newsletterId, job.data.at);
    const queued = status === 'sending' ? await this.handOver(job.data.newsletterId) : 0;
    // Recorded once every recipient is in the queue: a crash before runs this idempotent job again.
    await recordOutboxJobDone(this.db, String(job.id));
    this.logger.log(`${job.id} : lettre ${job.data.newsletterId} ${status ?? 'inconnue'}, ${queued} destinataire(s) en file`);
    return { status, queued };
  }

  /** Hands the pending recipients never queued to BullMQ, in batches; answers how many. */
  async handOver(newsletterId: number): Promise<number> {
    let queued = 0;
    for (;;) {
      const emails = await this.sending.unqueued(newsletterId, DISPATCH_BATCH);
      if (emails.length === 0) return queued;
      await this.enqueue(newsletterId, emails);
      queued += emails.length;
    }
  }

  /** Adds the recipients' jobs (a job id still in Redis is not added twice) and records them queued. */
  async enqueue(newsletterId: number, emails: string[]): Promise<void> {
    await this.queue.addBulk(
      emails.map((email) => ({ name: 'send', data: { newsletterId, email }, opts: { ...NEWSLETTER_JOB_OPTIONS, jobId: newsletterJobId(newsletterId, email) } })),
    );
    await this.sending.markQueued(newsletterId, emails);
  }

  private async send(job: Job<SendJob>): Promise<{ outcome: DeliveryOutcome | 'unsubscribed' }> {
    const { newsletterId, email } = job.data;
    // A reader who left after the sending started gets nothing: counted skipped, not failed.
    if (!(await this.sending.stillSubscribed(newsletterId, email))) return { outcome: 'unsubscribed' };
    const outcome = await this.delivery.deliverPrepared(
      String(job.id),
      { type: 'newsletter', to: email },
      () => this.mails.prepare(newsletterId, email),
      async (tx, status) => {
        // A failed attempt stays pending: BullMQ tries again, and only its last failure counts.
        if (status !== 'failed') await this.sending.settle(tx, newsletterId, email, status === 'refused' ? 'failed' : status);
      },
    );
    await this.sending.closeIfFinished(newsletterId);
    return { outcome };
  }

  private async test(job: Job<TestJob>): Promise<{ outcome: DeliveryOutcome }> {
    const { newsletterId, to } = job.data;
    const outcome = await this.delivery.deliverPrepared(String(job.id), { type: 'newsletter-test', to }, () => this.mails.prepare(newsletterId, to));
    this.logger.log(`${job.id} : essai de la lettre ${newsletterId} ${outcome}`);
    return { outcome };
  }

  /** A recipient whose last attempt failed is settled `failed`, so the newsletter can end. */
  private async onFailed(job: Job | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger[final ? 'error' : 'warn'](`${job.id}, essai ${job.attemptsMade} : ${error.message}${final ? ', abandonné' : ''}`);
    if (final && job.name === 'send') await this.sending.fail(job.data.newsletterId, job.data.email).catch((e) => this.logger.error(String(e)));
  }
}
