import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's labels and goodies: the version staff edits of a label are checked against,
 * its uploaded logos and emblem (null: the generated ones), the slugs a label had before (its old
 * addresses keep working), and the attributes a staff form may pick.
 */
export class BackOfficeLabelsGoodies1763856000000 implements MigrationInterface {
  name = 'BackOfficeLabelsGoodies1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE labels
        ADD COLUMN version int NOT NULL DEFAULT 1,
        ADD COLUMN logo text,
        ADD COLUMN logo_footer text,
        ADD COLUMN logo_big text,
        ADD COLUMN emblem text;
      CREATE TABLE label_old_slugs (
        slug text PRIMARY KEY,
        label_id int NOT NULL REFERENCES labels(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX label_old_slugs_label_idx ON label_old_slugs (label_id);
      CREATE INDEX reservations_variant_idx ON reservations (variant_id) WHERE variant_id IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX reservations_variant_idx;
      DROP TABLE label_old_slugs;
      ALTER TABLE labels DROP COLUMN emblem, DROP COLUMN logo_big, DROP COLUMN logo_footer, DROP COLUMN logo, DROP COLUMN version;
    `);
  }
}
