import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** How long after dispatch (outbox) or expiry (tokens) the rows are kept intact. */
export const RETENTION_DAYS = 7;

/** What one purge did, for the job's result and the log. */
export interface RetentionReport {
  redactedOutboxRows: number;
  deletedAccountTokens: number;
  deletedRefreshTokens: number;
}

/**
 * Data minimisation: dispatched outbox rows carry mail payloads with account tokens, addresses and
 * messages in clear; once sent and past the retry and audit window they keep only their type.
 * Expired account and refresh tokens serve nothing once past that window (a revoked family's
 * access tokens expired long before). Idempotent: a second run the same day changes nothing.
 */
@Injectable()
export class RetentionPurge {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async run(now: Date): Promise<RetentionReport> {
    const before = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
    return this.db.transaction(async (manager) => {
      // The row stays (ids, queue, dates: the relay's history); only the payload goes.
      const [, redactedOutboxRows] = await manager.query<[unknown, number]>(
        `UPDATE outbox SET payload = jsonb_build_object('redacted', true, 'type', coalesce(payload->>'type', job_name))
          WHERE completed_at IS NOT NULL AND completed_at < $1 AND NOT (payload ? 'redacted')`,
        [before],
      );
      const [, deletedAccountTokens] = await manager.query<[unknown, number]>('DELETE FROM account_tokens WHERE expires_at < $1', [before]);
      const [, deletedRefreshTokens] = await manager.query<[unknown, number]>('DELETE FROM refresh_tokens WHERE expires_at < $1', [before]);
      return { redactedOutboxRows, deletedAccountTokens, deletedRefreshTokens };
    });
  }
}
