import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig, bullConnection, QUEUES } from '@shop/common';
import { JobsOptions, Queue, QueueOptions } from 'bullmq';
import { ProblemLog } from '../problem-log';
import { WORKER_OPTIONS, WorkerOptions } from '../worker-options';
import { EMAIL_JOB_OPTIONS } from '../emails/email-job-options';
import { CART_EXPIRY_JOB_OPTIONS } from '../cart-expiry/cart-expiry-job-options';
import { CAMPAIGN_END_JOB_OPTIONS } from '../campaign-ends/campaign-end-job-options';
import { NEWSLETTER_JOB_OPTIONS } from '../newsletter/newsletter-rate';
import { BANK_REFUND_JOB_OPTIONS } from '../bank-refunds/bank-refund-job-options';

/** How long the relay waits for Redis before recording the row as not delivered. */
const ADD_TIMEOUT_MS = 3_000;

/**
 * A producer that fails fast when Redis is away, instead of queueing the command in memory until it
 * returns: the relay holds a transaction on the outbox rows while it adds, and must record the
 * failure on the row and move on.
 */
class FailFastQueue extends Queue {
  constructor(
    name: string,
    opts: QueueOptions,
    private readonly problems: ProblemLog,
  ) {
    super(name, opts);
    this.on('error', (error) => problems.report(error));
  }

  override async add(name: string, data: unknown, opts?: JobsOptions) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis ne répond pas (${ADD_TIMEOUT_MS} ms)`)), ADD_TIMEOUT_MS);
    });
    try {
      const job = await Promise.race([super.add(name, data, opts), timeout]);
      this.problems.recovered();
      return job;
    } catch (error) {
      this.problems.report(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The relay's BullMQ producers, one per queue an outbox row may name. */
@Injectable()
export class OutboxQueues implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    const problems = new ProblemLog('OutboxRelay', 'Redis');
    const connection = { ...bullConnection(config.redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 };
    const prefix = options.queuePrefix ?? 'shop';
    const emails = new FailFastQueue(QUEUES.emails, { connection, prefix, defaultJobOptions: { ...EMAIL_JOB_OPTIONS, ...options.emailJobOptions } }, problems);
    this.queues.set(QUEUES.emails, emails);
    this.queues.set(QUEUES.cartExpiry, new FailFastQueue(QUEUES.cartExpiry, { connection, prefix, defaultJobOptions: CART_EXPIRY_JOB_OPTIONS }, problems));
    this.queues.set(QUEUES.campaignEnds, new FailFastQueue(QUEUES.campaignEnds, { connection, prefix, defaultJobOptions: CAMPAIGN_END_JOB_OPTIONS }, problems));
    this.queues.set(QUEUES.newsletter, new FailFastQueue(QUEUES.newsletter, { connection, prefix, defaultJobOptions: NEWSLETTER_JOB_OPTIONS }, problems));
    this.queues.set(QUEUES.bankRefunds, new FailFastQueue(QUEUES.bankRefunds, { connection, prefix, defaultJobOptions: BANK_REFUND_JOB_OPTIONS }, problems));
  }

  get(name: string): Queue | undefined {
    return this.queues.get(name);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
  }
}
