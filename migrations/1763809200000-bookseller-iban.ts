import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bank account a bookseller's direct debits are taken from. Stored in electronic format
 * (no spaces, uppercase) and checked by the API; null until the bookseller gives one.
 */
export class BooksellerIban1763809200000 implements MigrationInterface {
  name = 'BooksellerIban1763809200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booksellers ADD COLUMN iban varchar(34) CHECK (iban IS NULL OR iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booksellers DROP COLUMN iban');
  }
}
