import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What visitors send the editorial team: contact messages and project submissions (manuscripts).
 * Each is stored in the same transaction as the outbox row of the mail that tells the team, so a
 * mail server that is down delays the mail but never loses the message. The optional manuscript
 * is kept in the row (bytea, at most 10 MB): it is then part of the same transaction and of the
 * database backups, and any API instance can serve it without a shared disk.
 */
export class Contact1763805600000 implements MigrationInterface {
  name = 'Contact1763805600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_messages (
        id bigserial PRIMARY KEY,
        label_id int NOT NULL,
        name varchar(150) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL DEFAULT '',
        message text NOT NULL,
        client_ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX contact_messages_created_idx ON contact_messages (created_at);
      CREATE TABLE project_submissions (
        id bigserial PRIMARY KEY,
        label_id int NOT NULL,
        name varchar(150) NOT NULL,
        email varchar(254) NOT NULL,
        title varchar(200) NOT NULL,
        summary text NOT NULL,
        file_name varchar(255),
        file_type varchar(100),
        file_size int CHECK (file_size IS NULL OR (file_size > 0 AND file_size <= 10485760)),
        file_data bytea,
        client_ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((file_data IS NULL) = (file_name IS NULL))
      );
      CREATE INDEX project_submissions_created_idx ON project_submissions (created_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE project_submissions; DROP TABLE contact_messages;');
  }
}
