import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff can deactivate an account (a customer's request, abuse) and reactivate it. `is_active`
 * already says whether an account may log in, but it is also false before the mailed confirmation:
 * `deactivated_at` tells staff's decision apart, so neither a confirmation nor a password-reset link
 * can undo it, and reactivating gives back exactly the state the account had. `erased_at` marks an
 * account anonymised at its owner's request (docs/back-office.md, « Clients »).
 */
export class AccountDeactivation1763920900000 implements MigrationInterface {
  name = 'AccountDeactivation1763920900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
      -- An erased account (GDPR): anonymised, kept only as the owner of the invoices the law keeps.
      ALTER TABLE users ADD COLUMN erased_at timestamptz;
      ALTER TABLE users ADD CONSTRAINT users_deactivated_inactive CHECK (deactivated_at IS NULL OR NOT is_active);
      -- Staff's search of customers by postcode: the address book's postcodes.
      CREATE INDEX IF NOT EXISTS addresses_postal_code_idx ON addresses (postal_code) WHERE NOT shadow;
      -- Staff's activity log: every record's changes, newest first (one kind, or all).
      CREATE INDEX IF NOT EXISTS audit_entries_at_idx ON audit_entries (at DESC, id DESC);
      CREATE INDEX IF NOT EXISTS audit_entries_kind_at_idx ON audit_entries (entity, at DESC, id DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX IF EXISTS addresses_postal_code_idx;
      DROP INDEX IF EXISTS audit_entries_at_idx;
      DROP INDEX IF EXISTS audit_entries_kind_at_idx;
      ALTER TABLE users DROP CONSTRAINT users_deactivated_inactive;
      ALTER TABLE users DROP COLUMN deactivated_at;
      ALTER TABLE users DROP COLUMN erased_at;
    `);
  }
}
