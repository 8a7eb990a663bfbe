import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bookseller paying by direct debit signs a SEPA mandate: its unique reference (RUM, « référence
 * unique de mandat ») is given by the creditor, 35 characters at most of the SEPA set, and is what
 * the bank and the bookseller name it by. Staff record it with the bookseller's terms.
 */
export class BooksellerMandate1763921000000 implements MigrationInterface {
  name = 'BooksellerMandate1763921000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE booksellers ADD COLUMN sepa_mandate_reference text
        CHECK (sepa_mandate_reference IS NULL OR sepa_mandate_reference ~ '^[A-Za-z0-9+?/:().,'' -]{1,35}$');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booksellers DROP COLUMN sepa_mandate_reference');
  }
}
