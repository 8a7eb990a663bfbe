import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bookseller's legal identifiers, named on their invoices as the buyer's: the SIRET (14 digits) and
 * the French intra-EU VAT number ('FR', a 2-digit key, the SIREN), both stored without spaces. The
 * API checks their keys and that the VAT number's SIREN is the SIRET's; null until the bookseller
 * gives them.
 */
export class BooksellerIdentifiers1763909600000 implements MigrationInterface {
  name = 'BooksellerIdentifiers1763909600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booksellers ADD COLUMN siret varchar(14) CHECK (siret IS NULL OR siret ~ '^[0-9]{14}$')`);
    await q.query(`ALTER TABLE booksellers ADD COLUMN vat_number varchar(13) CHECK (vat_number IS NULL OR vat_number ~ '^FR[0-9]{2}[0-9]{9}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booksellers DROP COLUMN vat_number');
    await q.query('ALTER TABLE booksellers DROP COLUMN siret');
  }
}
