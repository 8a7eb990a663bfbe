import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refresh tokens presented twice at once (two tabs refreshing together): the first use records
 * which client spent the token (`used_by`, a hash of its IP and User-Agent), and every token keeps
 * what its pair was signed from (`access_jti`, `issued_at`), so a second use by the same client
 * within the grace window gets the very same successor pair back, found by `parent_jti`.
 */
export class RefreshTokenGrace1763838000000 implements MigrationInterface {
  name = 'RefreshTokenGrace1763838000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE refresh_tokens
        ADD COLUMN access_jti uuid,
        ADD COLUMN issued_at timestamptz,
        ADD COLUMN used_by text;
      CREATE INDEX refresh_tokens_parent_idx ON refresh_tokens (parent_jti) WHERE parent_jti IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX refresh_tokens_parent_idx;
      ALTER TABLE refresh_tokens DROP COLUMN used_by, DROP COLUMN issued_at, DROP COLUMN access_jti;
    `);
  }
}
