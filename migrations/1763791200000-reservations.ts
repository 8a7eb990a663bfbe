import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Units of limited rewards held by confirmed, unpaid carts: a confirmation counts them (under a row
 * lock on the reward) so concurrent checkouts never sell more than exists. Released on unconfirm or
 * payment (a paid reward is counted by its contribution instead); an expired hold counts no more.
 */
export class Reservations1763791200000 implements MigrationInterface {
  name = 'Reservations1763791200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reservations (
        id bigserial PRIMARY KEY,
        cart_id uuid NOT NULL REFERENCES carts(id),
        product_id int NOT NULL,
        variant_id int,
        quantity int NOT NULL CHECK (quantity > 0),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX reservations_product_idx ON reservations (product_id, expires_at);
      CREATE INDEX reservations_cart_idx ON reservations (cart_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE reservations;');
  }
}
