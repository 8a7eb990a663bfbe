import { MigrationInterface, QueryRunner } from 'typeorm';

/** The worker's record of every mail job: makes sending idempotent and tells ops what failed. */
export class MailLog1763773200000 implements MigrationInterface {
  name = 'MailLog1763773200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_log (
        id bigserial PRIMARY KEY,
        job_id text NOT NULL UNIQUE,
        type text NOT NULL,
        recipient text NOT NULL,
        status text NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX mail_log_failed_idx ON mail_log (updated_at) WHERE status = 'failed';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE mail_log');
  }
}
