import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Addresses the SMTP server refused for good, so the shop stops mailing them (a sender that keeps
 * hitting unknown mailboxes loses its reputation with the receivers); the mail log's two new
 * outcomes, `refused` and `skipped`, and the Message-ID each mail went out with.
 */
export class MailSuppressions1763877200000 implements MigrationInterface {
  name = 'MailSuppressions1763877200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_suppressions (
        email text PRIMARY KEY CHECK (email = lower(email)),
        reason text NOT NULL,
        smtp_code int,
        job_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE mail_log DROP CONSTRAINT mail_log_status_check;
      ALTER TABLE mail_log ADD CONSTRAINT mail_log_status_check CHECK (status IN ('sending', 'sent', 'failed', 'refused', 'skipped'));
      ALTER TABLE mail_log ADD COLUMN message_id text;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE mail_log DROP COLUMN message_id;
      UPDATE mail_log SET status = 'failed' WHERE status IN ('refused', 'skipped');
      ALTER TABLE mail_log DROP CONSTRAINT mail_log_status_check;
      ALTER TABLE mail_log ADD CONSTRAINT mail_log_status_check CHECK (status IN ('sending', 'sent', 'failed'));
      DROP TABLE mail_suppressions;
    `);
  }
}
