import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drafts and old slugs of the catalogue. A draft product (book or goodie) is seen by staff only:
 * no public list, no cart; `books.published` keeps meaning released (paru) vs in production. The
 * slugs books, goodies and authors had before keep answering: books and goodies share the
 * products' slugs (one namespace, kind 'product'), authors have theirs (kind 'author').
 */
export class CatalogueDraftsOldSlugs1763870000000 implements MigrationInterface {
  name = 'CatalogueDraftsOldSlugs1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE products ADD COLUMN draft boolean NOT NULL DEFAULT false;
      CREATE TABLE catalogue_old_slugs (
        kind text NOT NULL CHECK (kind IN ('product', 'author')),
        slug text NOT NULL,
        record_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, slug)
      );
      CREATE INDEX catalogue_old_slugs_record_idx ON catalogue_old_slugs (kind, record_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE catalogue_old_slugs;
      ALTER TABLE products DROP COLUMN draft;
    `);
  }
}
