import { Logger } from '@nestjs/common';

/**
 * Logs an outage without flooding: the first error, then a reminder at most every `everyMs`
 * while it lasts, and one line when it is over. For loops that retry every half second.
 */
export class ProblemLog {
  private readonly logger: Logger;
  private failingSince: number | null = null;
  private lastLoggedAt = 0;

  constructor(
    context: string,
    private readonly what: string,
    private readonly everyMs = 30_000,
  ) {
    this.logger = new Logger(context);
  }

  report(error: unknown): void {
    const now = Date.now();
    const message = String((error as Error)?.message ?? error);
    if (this.failingSince === null) {
      this.failingSince = now;
      this.lastLoggedAt = now;
      this.logger.warn(`${this.what} : ${message} (nouvel essai automatique)`);
    } else if (now - this.lastLoggedAt >= this.everyMs) {
      this.lastLoggedAt = now;
      this.logger.warn(`${this.what} : toujours en échec depuis ${Math.round((now - this.failingSince) / 1000)} s (${message})`);
    }
  }

  recovered(): void {
    if (this.failingSince === null) return;
    this.logger.log(`${this.what} : rétabli après ${Math.round((Date.now() - this.failingSince) / 1000)} s`);
    this.failingSince = null;
  }

  get failing(): boolean {
    return this.failingSince !== null;
  }
}
