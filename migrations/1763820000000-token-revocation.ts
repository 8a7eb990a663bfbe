import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Access tokens issued before a password change or reset stop working (`tokens_valid_after`), and
 * the retention job finds expired account tokens and old dispatched outbox rows by index.
 */
export class TokenRevocation1763820000000 implements MigrationInterface {
  name = 'TokenRevocation1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users ADD COLUMN tokens_valid_after timestamptz;
      CREATE INDEX account_tokens_expires_idx ON account_tokens (expires_at);
      CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);
      CREATE INDEX outbox_dispatched_idx ON outbox (dispatched_at) WHERE dispatched_at IS NOT NULL AND NOT (payload ? 'redacted');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX outbox_dispatched_idx;
      DROP INDEX refresh_tokens_expires_idx;
      DROP INDEX account_tokens_expires_idx;
      ALTER TABLE users DROP COLUMN tokens_valid_after;
    `);
  }
}
