import { MigrationInterface, QueryRunner } from 'typeorm';

/** Transactional outbox: side effects written with the change, moved to BullMQ after commit by the relay. */
export class Outbox1763766000000 implements MigrationInterface {
  name = 'Outbox1763766000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        queue text NOT NULL,
        job_name text NOT NULL,
        payload jsonb NOT NULL,
        correlation_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz
      );
      CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at, id) WHERE dispatched_at IS NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE outbox');
  }
}
