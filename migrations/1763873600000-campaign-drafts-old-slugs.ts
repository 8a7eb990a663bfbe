import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaigns staff prepare before anyone sees them (`draft`: left out of every public list, answered
 * only to staff, closed to backers; distinct from `disabled`, a published campaign closed to backers),
 * and the slugs a campaign had before (its old addresses keep answering with the campaign).
 */
export class CampaignDraftsOldSlugs1763873600000 implements MigrationInterface {
  name = 'CampaignDraftsOldSlugs1763873600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE crowdfundings ADD COLUMN draft boolean NOT NULL DEFAULT false;
      CREATE TABLE campaign_old_slugs (
        slug text PRIMARY KEY,
        campaign_id int NOT NULL REFERENCES crowdfundings(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX campaign_old_slugs_campaign_idx ON campaign_old_slugs (campaign_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE campaign_old_slugs;
      ALTER TABLE crowdfundings DROP COLUMN draft;
    `);
  }
}
