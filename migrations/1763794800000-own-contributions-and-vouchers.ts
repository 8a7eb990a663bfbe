import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a backer's account shows: contributions keep the reference of the cart that paid them (the
 * crowdfunding module never reads the carts table) and the dedications of each reward, and are
 * found by their backer. Vouchers bought as gift cards remember the cart that bought them.
 */
export class OwnContributionsAndVouchers1763794800000 implements MigrationInterface {
  name = 'OwnContributionsAndVouchers1763794800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE contributions ADD COLUMN cart_reference text;
      UPDATE contributions c SET cart_reference = nullif(k.reference, '') FROM carts k WHERE k.id = c.cart_id;
      CREATE INDEX contributions_user_idx ON contributions (user_id, created_at DESC) WHERE user_id IS NOT NULL;
      ALTER TABLE contribution_rewards ADD COLUMN dedications text[] NOT NULL DEFAULT '{}';
      ALTER TABLE vouchers ADD COLUMN cart_id uuid;
      CREATE INDEX vouchers_cart_idx ON vouchers (cart_id) WHERE cart_id IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX vouchers_cart_idx;
      ALTER TABLE vouchers DROP COLUMN cart_id;
      ALTER TABLE contribution_rewards DROP COLUMN dedications;
      DROP INDEX contributions_user_idx;
      ALTER TABLE contributions DROP COLUMN cart_reference;
    `);
  }
}
