import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A label's books in the order the bookshop lists them, from one index: `books` keeps a copy of its
 * product's label and draft flag (kept by triggers in the writer's transaction), indexed with the
 * release date. Without it the list read every published book of every label in release order and
 * dropped the other labels' (7,377 rows for a page of 12 on the scale data set, 40 ms).
 */
export class BookListOrder1763920400000 implements MigrationInterface {
  name = 'BookListOrder1763920400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE books ADD COLUMN label_id int, ADD COLUMN draft boolean NOT NULL DEFAULT false;
      UPDATE books b SET label_id = p.label_id, draft = p.draft FROM products p WHERE p.id = b.product_id;

      -- A book row takes its product's label and draft flag when written.
      CREATE FUNCTION books_copy_product() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT p.label_id, p.draft INTO NEW.label_id, NEW.draft FROM products p WHERE p.id = NEW.product_id;
        NEW.draft := coalesce(NEW.draft, false);
        RETURN NEW;
      END
      $$;
      CREATE TRIGGER books_copy_product BEFORE INSERT OR UPDATE ON books FOR EACH ROW EXECUTE FUNCTION books_copy_product();

      -- A product moved to another label, or drafted again, carries its book row along.
      CREATE FUNCTION products_copy_to_book() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE books SET label_id = NEW.label_id, draft = NEW.draft WHERE product_id = NEW.id;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER products_copy_to_book AFTER UPDATE OF label_id, draft ON products
        FOR EACH ROW WHEN (OLD.label_id IS DISTINCT FROM NEW.label_id OR OLD.draft IS DISTINCT FROM NEW.draft)
        EXECUTE FUNCTION products_copy_to_book();

      CREATE INDEX books_label_release_idx ON books (label_id, published, release DESC NULLS FIRST, product_id) WHERE NOT draft;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER products_copy_to_book ON products;
      DROP FUNCTION products_copy_to_book();
      DROP TRIGGER books_copy_product ON books;
      DROP FUNCTION books_copy_product();
      DROP INDEX books_label_release_idx;
      ALTER TABLE books DROP COLUMN label_id, DROP COLUMN draft;
    `);
  }
}
