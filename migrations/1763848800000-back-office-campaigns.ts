import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's campaigns: the version staff edits of a campaign are checked against (1 at
 * creation, +1 at every change; a reward's is its product's), and a reward's `closed` flag: a reward
 * already backed cannot be deleted nor repriced, staff close it instead and it is no longer offered.
 */
export class BackOfficeCampaigns1763848800000 implements MigrationInterface {
  name = 'BackOfficeCampaigns1763848800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE crowdfundings ADD COLUMN version int NOT NULL DEFAULT 1;
      ALTER TABLE compensations ADD COLUMN closed boolean NOT NULL DEFAULT false;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE compensations DROP COLUMN closed;
      ALTER TABLE crowdfundings DROP COLUMN version;
    `);
  }
}
