import { Global, Injectable, Module } from '@nestjs/common';

/** How long the worker must have been without a payment under way before mails go again. */
const QUIET_MS = 50;
/** A mail never waits longer than this for the payments: a steady stream of them must not starve it. */
export const MAIL_MAX_WAIT_MS = 3_000;

/**
 * Payments before mails, in one worker process. Both share its one thread: during a burst of bank
 * notifications, rendering and sending the order mails took about a third of the time the payments
 * needed (bench/payment). A bank notification marks its processing here; a mail about to be sent
 * waits until no payment has been under way for QUIET_MS, or at most MAIL_MAX_WAIT_MS. Nothing is
 * dropped or reordered beyond that: the mails leave a moment later.
 */
@Injectable()
export class PaymentsFirst {
  private active = 0;
  private lastEnded = 0;
  private waiters: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;

  /** Runs a payment's processing, marked as under way. */
  async payment<T>(work: () => Promise<T>): Promise<T> {
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.lastEnded = Date.now();
      if (this.active === 0) this.releaseWhenQuiet();
    }
  }

  /** Resolves once no payment has been under way for QUIET_MS, or after `maxWaitMs`. */
  quiet(maxWaitMs = MAIL_MAX_WAIT_MS): Promise<void> {
    if (this.isQuiet()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(limit);
        resolve();
      };
      const limit = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve();
      }, maxWaitMs);
      this.waiters.push(done);
      if (this.active === 0) this.releaseWhenQuiet();
    });
  }

  private isQuiet(): boolean {
    return this.active === 0 && Date.now() - this.lastEnded >= QUIET_MS;
  }

  private releaseWhenQuiet(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.active > 0) return;
      if (!this.isQuiet()) return this.releaseWhenQuiet();
      const waiting = this.waiters;
      this.waiters = [];
      for (const release of waiting) release();
    }, QUIET_MS);
  }
}

/** One PaymentsFirst per worker process, shared by the bank and mail consumers. */
@Global()
@Module({ providers: [PaymentsFirst], exports: [PaymentsFirst] })
export class PaymentsFirstModule {}
