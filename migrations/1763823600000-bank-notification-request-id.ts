import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The request id of the bank's notification, kept with the stored row: the worker's job of that
 * notification carries it, so its log lines (and the order's events and mails) point back to the
 * HTTP request the bank made. Null for rows stored before.
 */
export class BankNotificationRequestId1763823600000 implements MigrationInterface {
  name = 'BankNotificationRequestId1763823600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE bank_notifications ADD COLUMN request_id text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE bank_notifications DROP COLUMN request_id');
  }
}
