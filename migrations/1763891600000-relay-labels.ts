import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Mondial Relay labels staff create for relay parcels: each is an expedition the carrier
 * expects (and bills), so one parcel has at most one, kept with its PDF to print it again.
 */
export class RelayLabels1763891600000 implements MigrationInterface {
  name = 'RelayLabels1763891600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE parcel_labels (
        cart_id uuid NOT NULL REFERENCES carts(id),
        shipment_key text NOT NULL,
        expedition_number text NOT NULL CHECK (expedition_number ~ '^[0-9]{8}$'),
        weight_grams int NOT NULL CHECK (weight_grams BETWEEN 15 AND 30000),
        pdf bytea NOT NULL,
        created_by int,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (cart_id, shipment_key)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE parcel_labels;`);
  }
}
