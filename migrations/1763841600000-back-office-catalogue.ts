import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's first part: the audit trail of staff changes (`audit_entries`, read per record
 * newest first), the version staff edits are checked against (authors and products, 1 at creation,
 * +1 at every change) and one book per ISBN (ISBNs are stored as 13 digits, without hyphens).
 */
export class BackOfficeCatalogue1763841600000 implements MigrationInterface {
  name = 'BackOfficeCatalogue1763841600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_entries (
        id bigserial PRIMARY KEY,
        entity text NOT NULL,
        entity_id text NOT NULL,
        action text NOT NULL,
        actor_id int REFERENCES users(id) ON DELETE SET NULL,
        at timestamptz NOT NULL DEFAULT now(),
        changes jsonb NOT NULL DEFAULT '{}',
        request_id text
      );
      CREATE INDEX audit_entries_record_idx ON audit_entries (entity, entity_id, at DESC);
      ALTER TABLE authors ADD COLUMN version int NOT NULL DEFAULT 1;
      ALTER TABLE products ADD COLUMN version int NOT NULL DEFAULT 1;
      CREATE UNIQUE INDEX books_isbn_unique ON books (isbn) WHERE isbn IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX books_isbn_unique;
      ALTER TABLE products DROP COLUMN version;
      ALTER TABLE authors DROP COLUMN version;
      DROP TABLE audit_entries;
    `);
  }
}
