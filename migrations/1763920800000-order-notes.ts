import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff's internal notes on an order (a customer's call, what was promised): written once, never
 * edited nor deleted, so a note read by a colleague stays as it was; who and when with each. The
 * customer never sees them.
 */
export class OrderNotes1763920800000 implements MigrationInterface {
  name = 'OrderNotes1763920800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_notes (
        id serial PRIMARY KEY,
        cart_id uuid NOT NULL REFERENCES carts(id),
        author_id int REFERENCES users(id) ON DELETE SET NULL,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX order_notes_cart_idx ON order_notes(cart_id, created_at DESC, id DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE order_notes');
  }
}
