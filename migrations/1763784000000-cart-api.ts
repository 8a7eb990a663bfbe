import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the cart API reads beside the state: the priced view (totals, shipments, dates) written by
 * the projection, and indexes to find a cart by one of its line or voucher-usage ids. Paid
 * contributions point to their cart, whose id is a UUID.
 */
export class CartApi1763784000000 implements MigrationInterface {
  name = 'CartApi1763784000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE carts ADD COLUMN pricing jsonb NOT NULL DEFAULT '{}'::jsonb;
      CREATE INDEX carts_line_ids_idx ON carts USING gin ((state -> 'lines') jsonb_path_ops);
      CREATE INDEX carts_voucher_usages_idx ON carts USING gin ((state -> 'vouchers') jsonb_path_ops);
      -- No cart existed before this migration, so no contribution pointed to one (the demo's have none).
      ALTER TABLE contributions ALTER COLUMN cart_id TYPE uuid USING NULL;
      CREATE INDEX contributions_cart_idx ON contributions (cart_id) WHERE cart_id IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX contributions_cart_idx;
      ALTER TABLE contributions ALTER COLUMN cart_id TYPE int USING NULL;
      DROP INDEX carts_voucher_usages_idx;
      DROP INDEX carts_line_ids_idx;
      ALTER TABLE carts DROP COLUMN pricing;
    `);
  }
}
