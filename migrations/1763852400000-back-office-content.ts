import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's content: the version staff edits are checked against (1 at creation, +1 at
 * every change) on campaigns' news and FAQ entries, events and vouchers; the time of the last
 * change of news and FAQ entries (events and vouchers had one); a staff note on vouchers, and who
 * issued a voucher from the back office.
 */
export class BackOfficeContent1763852400000 implements MigrationInterface {
  name = 'BackOfficeContent1763852400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE crowdfunding_news ADD COLUMN version int NOT NULL DEFAULT 1, ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      ALTER TABLE crowdfunding_faqs ADD COLUMN version int NOT NULL DEFAULT 1, ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      ALTER TABLE events ADD COLUMN version int NOT NULL DEFAULT 1;
      ALTER TABLE vouchers ADD COLUMN version int NOT NULL DEFAULT 1,
        ADD COLUMN note text NOT NULL DEFAULT '',
        ADD COLUMN issued_by int REFERENCES users(id) ON DELETE SET NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE vouchers DROP COLUMN issued_by, DROP COLUMN note, DROP COLUMN version;
      ALTER TABLE events DROP COLUMN version;
      ALTER TABLE crowdfunding_faqs DROP COLUMN updated_at, DROP COLUMN version;
      ALTER TABLE crowdfunding_news DROP COLUMN updated_at, DROP COLUMN version;
    `);
  }
}
