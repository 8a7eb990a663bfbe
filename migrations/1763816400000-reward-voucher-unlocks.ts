import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The voucher codes that unlocked a voucher-locked reward in a paid order: one code unlocks one
 * unit, once (the primary key refuses a second use, even by two payments at the same moment).
 */
export class RewardVoucherUnlocks1763816400000 implements MigrationInterface {
  name = 'RewardVoucherUnlocks1763816400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reward_voucher_unlocks (
        voucher_code text PRIMARY KEY REFERENCES vouchers(code),
        cart_id uuid NOT NULL,
        line_id text NOT NULL,
        compensation_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX reward_voucher_unlocks_cart ON reward_voucher_unlocks (cart_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE reward_voucher_unlocks');
  }
}
