import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The carts read model (the view the API serves; the truth is the cart's event stream) and the
 * invoice counter: one row per series, locked in the paying transaction, so numbers have no gaps.
 */
export class Carts1763780400000 implements MigrationInterface {
  name = 'Carts1763780400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE carts (
        id uuid PRIMARY KEY,
        reference text NOT NULL UNIQUE CHECK (reference ~ '^[A-Z0-9]{1,12}$'),
        label_id int NOT NULL,
        owner_id int REFERENCES users(id),
        status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
        stream_version int NOT NULL,
        state jsonb NOT NULL,
        need_delivery boolean NOT NULL DEFAULT false,
        total_cents int NOT NULL DEFAULT 0,
        remaining_to_pay_cents int NOT NULL DEFAULT 0,
        shipping_address_id int REFERENCES addresses(id),
        billing_address_id int REFERENCES addresses(id),
        paid_with text CHECK (paid_with IN ('credit-card', 'sepa-debit', 'wire', 'voucher')),
        paid boolean NOT NULL DEFAULT false,
        paid_at timestamptz,
        invoice_number text UNIQUE,
        invoice_date date,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_modified_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX carts_owner_status_idx ON carts (owner_id, status, last_modified_at DESC);
      CREATE TABLE invoice_counters (
        series text PRIMARY KEY,
        last_number int NOT NULL DEFAULT 0
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE invoice_counters; DROP TABLE carts;');
  }
}
