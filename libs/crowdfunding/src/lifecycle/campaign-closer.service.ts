import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { enqueueInOutbox, QUEUES, type CampaignOutcomeFacts } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import type { GoalType } from '../entities/crowdfunding.entity';
import { CampaignStatsLoader } from '../loaders/campaign-stats.loader';
import { backerAddresses, staffAddresses } from './campaign-audience';
import { campaignOutcome, OUTCOME_MAIL_WITHIN_MS } from './campaign-outcome';

/** What closing a campaign did; `leave` when there was nothing (more) to do. */
export type CloseDecision =
  | { kind: 'recorded'; outcome: CampaignOutcomeFacts['outcome']; mailedBackers: number; mailedStaff: number }
  | { kind: 'leave'; why: 'unknown' | 'already-recorded' | 'not-ended' | 'rescheduled' };

/** A campaign still without an outcome, for the worker's planner. */
export interface UnsettledCampaign {
  id: number;
  endDate: Date;
  ended: boolean;
}

interface CampaignRow {
  id: number;
  title: string;
  slug: string;
  label_id: number;
  goal_type: GoalType;
  goal: number;
  end_date: Date;
  outcome: string | null;
  draft: boolean;
  now: Date;
}

/**
 * Records a campaign's outcome once it has ended, and in the same transaction writes its mails to
 * the outbox: to each backer's address (their money is concerned: whatever they chose for the
 * campaign's news), and a summary to staff. The
 * campaign's row is locked and its outcome written once (`outcome IS NULL`), so a job run twice, or
 * the job and the reconciler at once, mail nobody twice.
 */
@Injectable()
export class CampaignCloser {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stats: CampaignStatsLoader,
  ) {}

  /** `endsAt`: the end the job was planned for (a job of an end since moved leaves); null: whatever the end. */
  close(campaignId: number, endsAt: string | null, correlationId: string | null = null): Promise<CloseDecision> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<CampaignRow[]>(
        'SELECT id, title, slug, label_id, goal_type, goal, end_date, outcome, draft, now() AS now FROM crowdfundings WHERE id = $1 FOR UPDATE',
        [campaignId],
      );
      if (!row) return { kind: 'leave', why: 'unknown' };
      if (row.outcome !== null) return { kind: 'leave', why: 'already-recorded' };
      const end = new Date(row.end_date).getTime();
      if (endsAt !== null && new Date(endsAt).getTime() !== end) return { kind: 'leave', why: 'rescheduled' };
      if (end > new Date(row.now).getTime()) return { kind: 'leave', why: 'not-ended' };
      return this.record(tx, row, correlationId);
    });
  }

  /** Campaigns without an outcome, soonest end first: the worker plans their jobs, or closes the ended ones. */
  async unsettled(limit: number): Promise<UnsettledCampaign[]> {
    const rows = await this.db.query<{ id: number; end_date: Date; ended: boolean }[]>(
      'SELECT id, end_date, end_date <= now() AS ended FROM crowdfundings WHERE outcome IS NULL ORDER BY end_date, id LIMIT $1',
      [limit],
    );
    return rows.map((r) => ({ id: r.id, endDate: new Date(r.end_date), ended: r.ended }));
  }

  /** The end date of a campaign still without an outcome (null: unknown, or already settled). */
  async pendingEnd(campaignId: number): Promise<Date | null> {
    const [row] = await this.db.query<{ end_date: Date }[]>('SELECT end_date FROM crowdfundings WHERE id = $1 AND outcome IS NULL', [campaignId]);
    return row ? new Date(row.end_date) : null;
  }

  private async record(tx: EntityManager, row: CampaignRow, correlationId: string | null): Promise<CloseDecision> {
    const stats = (await this.stats.forCampaigns([row.id], tx))(row.id);
    const facts = campaignOutcome({
      id: row.id,
      title: row.title,
      slug: row.slug,
      goalType: Number(row.goal_type) as GoalType,
      goal: Number(row.goal),
      collectedCents: stats.collectedCents,
      booksSold: stats.booksSold,
    });
    await tx.query(
      `UPDATE crowdfundings SET outcome = $2, outcome_recorded_at = now(), outcome_collected_cents = $3, outcome_books = $4
        WHERE id = $1 AND outcome IS NULL`,
      [row.id, facts.outcome, stats.collectedCents, stats.booksSold],
    );
    // A draft had no backers and no public; an end found too late is recorded without news.
    const late = new Date(row.now).getTime() - new Date(row.end_date).getTime() > OUTCOME_MAIL_WITHIN_MS;
    if (row.draft || late) return { kind: 'recorded', outcome: facts.outcome, mailedBackers: 0, mailedStaff: 0 };
    const backers = await backerAddresses(tx, row.id);
    for (const to of backers) {
      await enqueueInOutbox(tx, { queue: QUEUES.emails, name: 'send', data: { type: 'campaign-outcome', to, labelId: row.label_id, ...facts } }, correlationId);
    }
    const [{ n: contributions }] = await tx.query<{ n: number }[]>('SELECT count(*)::int AS n FROM contributions WHERE crowdfunding_id = $1', [row.id]);
    const staff = await staffAddresses(tx);
    for (const to of staff) {
      await enqueueInOutbox(
        tx,
        {
          queue: QUEUES.emails,
          name: 'send',
          data: { type: 'campaign-outcome-staff', to, labelId: row.label_id, backers: stats.backers, contributions, mailedBackers: backers.length, ...facts },
        },
        correlationId,
      );
    }
    return { kind: 'recorded', outcome: facts.outcome, mailedBackers: backers.length, mailedStaff: staff.length };
  }
}
