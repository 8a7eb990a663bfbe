import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Images staff upload for the records of the back office, kept as their two renditions (WebP for
 * the site, PNG for mails) in the database: every API instance serves every upload, and they are
 * part of the backups. The original bytes are not kept, only their SHA-256, so the same file sent
 * twice names the same image. An id never changes content: its URLs are cached for a year.
 */
export class UploadedImages1763845200000 implements MigrationInterface {
  name = 'UploadedImages1763845200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE uploaded_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sha256 bytea NOT NULL UNIQUE CHECK (octet_length(sha256) = 32),
        webp bytea NOT NULL,
        png bytea NOT NULL,
        width int NOT NULL CHECK (width BETWEEN 1 AND 6000),
        height int NOT NULL CHECK (height BETWEEN 1 AND 6000),
        original_size int NOT NULL CHECK (original_size BETWEEN 1 AND 5242880),
        webp_size int NOT NULL CHECK (webp_size = octet_length(webp)),
        png_size int NOT NULL CHECK (png_size = octet_length(png)),
        original_name varchar(255) NOT NULL DEFAULT '',
        uploaded_by int REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE uploaded_images;');
  }
}
