import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Work handed to BullMQ counts as done only when its job has finished: the outbox row records that
 * (`completed_at`, written by the job itself), and both the outbox and the bank notifications count
 * how often the worker's reconciler handed them again after Redis lost them (`requeued`).
 * Rows dispatched before this migration are taken as finished: their jobs ran long ago.
 */
export class QueueReconciliation1763834400000 implements MigrationInterface {
  name = 'QueueReconciliation1763834400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE outbox ADD COLUMN completed_at timestamptz, ADD COLUMN requeued integer NOT NULL DEFAULT 0;
      UPDATE outbox SET completed_at = dispatched_at WHERE dispatched_at IS NOT NULL;
      CREATE INDEX outbox_unfinished_idx ON outbox (dispatched_at) WHERE dispatched_at IS NOT NULL AND completed_at IS NULL;
      ALTER TABLE bank_notifications ADD COLUMN requeued integer NOT NULL DEFAULT 0;
      CREATE INDEX bank_notifications_unfinished_idx ON bank_notifications (enqueued_at) WHERE enqueued_at IS NOT NULL AND processed_at IS NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX bank_notifications_unfinished_idx;
      ALTER TABLE bank_notifications DROP COLUMN requeued;
      DROP INDEX outbox_unfinished_idx;
      ALTER TABLE outbox DROP COLUMN requeued, DROP COLUMN completed_at;
    `);
  }
}
