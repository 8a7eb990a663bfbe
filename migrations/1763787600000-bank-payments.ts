import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments through Monetico: every notification of the bank whose seal is valid, kept raw
 * (fields as received) and relayed by the worker to the bank-callbacks queue (enqueued_at); the
 * notifications staff must look at (amount or TPE mismatch, unknown reference…), never paid; and
 * an index to find a cart by the reference of one of its payment attempts.
 */
export class BankPayments1763787600000 implements MigrationInterface {
  name = 'BankPayments1763787600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bank_notifications (
        id bigserial PRIMARY KEY,
        reference text NOT NULL,
        code_retour text NOT NULL,
        fields jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        enqueued_at timestamptz,
        processed_at timestamptz,
        outcome text
      );
      CREATE INDEX bank_notifications_reference_idx ON bank_notifications (reference, code_retour);
      CREATE INDEX bank_notifications_waiting_idx ON bank_notifications (id) WHERE enqueued_at IS NULL;
      CREATE TABLE payment_anomalies (
        id bigserial PRIMARY KEY,
        notification_id bigint NOT NULL REFERENCES bank_notifications(id),
        reference text NOT NULL,
        code_retour text NOT NULL,
        cart_id uuid,
        kind text NOT NULL,
        detail text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        UNIQUE (reference, code_retour, kind)
      );
      CREATE INDEX carts_payment_attempts_idx ON carts USING gin ((state -> 'paymentAttempts') jsonb_path_ops);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX carts_payment_attempts_idx;
      DROP TABLE payment_anomalies;
      DROP TABLE bank_notifications;
    `);
  }
}
