import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and credit notes of paid carts, and delayed outbox jobs.
 * - `invoices`: what an invoice says, frozen when first drawn up (the figures as recorded at
 *   payment), so its PDF is the same document for the ten years it must be kept.
 * - `credit_notes`: each credit note (avoir) of a paid cart, numbered from its own gapless series
 *   (invoice_counters 'A<year>'), also recorded as an event on the cart's stream.
 * - `outbox.run_at`: a job the relay hands to BullMQ as delayed until then (expiry of confirmed carts).
 */
export class InvoicesAndCreditNotes1763798400000 implements MigrationInterface {
  name = 'InvoicesAndCreditNotes1763798400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoices (
        cart_id uuid PRIMARY KEY REFERENCES carts(id),
        number text NOT NULL UNIQUE,
        issued_on date NOT NULL,
        document jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE credit_notes (
        id uuid PRIMARY KEY,
        number text NOT NULL UNIQUE,
        cart_id uuid NOT NULL REFERENCES carts(id),
        owner_id int,
        issued_on date NOT NULL,
        amount_cents int NOT NULL CHECK (amount_cents > 0),
        remaining_cents int NOT NULL CHECK (remaining_cents >= 0 AND remaining_cents <= amount_cents),
        reason text NOT NULL,
        document jsonb NOT NULL,
        created_by int,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX credit_notes_owner_idx ON credit_notes (owner_id, created_at DESC);
      CREATE INDEX credit_notes_cart_idx ON credit_notes (cart_id);
      ALTER TABLE outbox ADD COLUMN run_at timestamptz;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE outbox DROP COLUMN run_at; DROP TABLE credit_notes; DROP TABLE invoices;');
  }
}
