import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booksellers' orders on terms (direct debit, wire): the day their money is due, in the carts read
 * model beside `paid` (false until staff settle them); and the newest-first index of the payment
 * anomalies staff review.
 */
export class PaymentTerms1763802000000 implements MigrationInterface {
  name = 'PaymentTerms1763802000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE carts ADD COLUMN payment_due_date date;
      CREATE INDEX carts_unsettled_idx ON carts (payment_due_date) WHERE status = 2 AND NOT paid;
      CREATE INDEX payment_anomalies_created_idx ON payment_anomalies (created_at DESC, id DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX payment_anomalies_created_idx;
      DROP INDEX carts_unsettled_idx;
      ALTER TABLE carts DROP COLUMN payment_due_date;
    `);
  }
}
