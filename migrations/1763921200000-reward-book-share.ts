import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reward that holds a book and other goods for one price (a book and a tote bag) is, under French
 * VAT, a composite offer: its price is shared between its parts, each taxed at its own rate. Staff
 * give the books' share of the price (VAT included, below the price); the rest is taxed at 20 %.
 * Null: the whole price at the reward's rate.
 */
export class RewardBookShare1763921200000 implements MigrationInterface {
  name = 'RewardBookShare1763921200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE compensations ADD COLUMN book_share_cents integer CHECK (book_share_cents IS NULL OR book_share_cents > 0)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE compensations DROP COLUMN book_share_cents');
  }
}
