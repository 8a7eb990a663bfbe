import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletters staff write and send, and their recipients: materialised when a sending starts, one
 * row per address (so an address is mailed once per newsletter), each settled by its mail's job.
 */
export class Newsletters1763888000000 implements MigrationInterface {
  name = 'Newsletters1763888000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletters (
        id serial PRIMARY KEY,
        subject text NOT NULL,
        content text NOT NULL DEFAULT '',
        label_id int NOT NULL REFERENCES labels(id),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sending', 'sent')),
        scheduled_at timestamptz,
        started_at timestamptz,
        sent_at timestamptz,
        total_count int NOT NULL DEFAULT 0,
        version int NOT NULL DEFAULT 1,
        created_by int,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE newsletter_recipients (
        newsletter_id int NOT NULL REFERENCES newsletters(id),
        email text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
        queued_at timestamptz,
        settled_at timestamptz,
        PRIMARY KEY (newsletter_id, email)
      );
      CREATE INDEX newsletter_recipients_pending_idx ON newsletter_recipients (newsletter_id, queued_at) WHERE status = 'pending';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE newsletter_recipients; DROP TABLE newsletters;');
  }
}
