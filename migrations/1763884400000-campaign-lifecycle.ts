import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The end of a campaign and what follows it: its outcome, written once by the campaign-ends job
 * (or the reconciler); refunds of the contributions of a failed one (a credit note, or marked as
 * refunded elsewhere, with who and when); the news items mailed to the backers, once each.
 * Campaigns already over are given their outcome here, silently: their backers heard long ago.
 */
export class CampaignLifecycle1763884400000 implements MigrationInterface {
  name = 'CampaignLifecycle1763884400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE crowdfundings
        ADD COLUMN outcome text CHECK (outcome IN ('succeeded', 'failed')),
        ADD COLUMN outcome_recorded_at timestamptz,
        ADD COLUMN outcome_collected_cents int,
        ADD COLUMN outcome_books int,
        ADD CONSTRAINT crowdfundings_outcome_recorded CHECK ((outcome IS NULL) = (outcome_recorded_at IS NULL));
      CREATE INDEX crowdfundings_without_outcome_idx ON crowdfundings(end_date) WHERE outcome IS NULL;
      ALTER TABLE contributions
        ADD COLUMN refunded_at timestamptz,
        ADD COLUMN refunded_by int REFERENCES users(id),
        ADD COLUMN refund_method text CHECK (refund_method IN ('credit_note', 'elsewhere')),
        ADD COLUMN refund_credit_note_id uuid,
        ADD COLUMN refund_credit_note_number text,
        ADD CONSTRAINT contributions_refund_whole CHECK ((refunded_at IS NULL) = (refund_method IS NULL));
      ALTER TABLE crowdfunding_news
        ADD COLUMN backers_notified_at timestamptz,
        ADD COLUMN backers_notified_by int REFERENCES users(id),
        ADD COLUMN backers_notified_count int;
      UPDATE crowdfundings f
         SET outcome = CASE WHEN (CASE WHEN f.goal_type = 1 THEN s.collected ELSE s.books END) >= f.goal AND f.goal > 0 THEN 'succeeded' ELSE 'failed' END,
             outcome_recorded_at = now(), outcome_collected_cents = s.collected, outcome_books = s.books
        FROM (
          SELECT f2.id, coalesce(sum(c.amount_cents), 0) AS collected,
                 coalesce(sum((SELECT sum(r.quantity * k.books_count) FROM contribution_rewards r JOIN compensations k ON k.product_id = r.compensation_id
                                WHERE r.contribution_id = c.id)), 0) AS books
            FROM crowdfundings f2 LEFT JOIN contributions c ON c.crowdfunding_id = f2.id
           GROUP BY f2.id
        ) s
       WHERE s.id = f.id AND f.end_date < now();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE crowdfunding_news DROP COLUMN backers_notified_count, DROP COLUMN backers_notified_by, DROP COLUMN backers_notified_at;
      ALTER TABLE contributions DROP CONSTRAINT contributions_refund_whole, DROP COLUMN refund_credit_note_number, DROP COLUMN refund_credit_note_id, DROP COLUMN refund_method, DROP COLUMN refunded_by, DROP COLUMN refunded_at;
      DROP INDEX crowdfundings_without_outcome_idx;
      ALTER TABLE crowdfundings DROP CONSTRAINT crowdfundings_outcome_recorded,
        DROP COLUMN outcome_books, DROP COLUMN outcome_collected_cents, DROP COLUMN outcome_recorded_at, DROP COLUMN outcome;
    `);
  }
}
