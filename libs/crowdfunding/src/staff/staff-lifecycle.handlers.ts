import { HttpException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@shop/audit';
import { currentRequestId, DrfNotFound, DrfValidationError, enqueueInOutbox, euros, ListQuery, Page, paginate, QUEUES } from '@shop/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { completionPercent } from '../domain/campaign-progress';
import type { GoalType } from '../entities/crowdfunding.entity';
import { backerCount, subscribedBackerAddresses, subscribedBackerCount } from '../lifecycle/campaign-audience';
import { ContributionCreditNotes } from '../lifecycle/contribution-credit-notes';
import { CampaignStatsLoader } from '../loaders/campaign-stats.loader';
import { NEWS_ENTITY } from './staff-news.handlers';
import { LIFECYCLE_MESSAGES as M, type ContributionStatus, type RefundMethod } from './staff-lifecycle.dto';
import type { StaffCampaignOutcomeResponse, StaffContributionResponse, StaffNewsNotificationResponse, StaffRefundsResponse } from './staff-lifecycle.responses';

export const CONTRIBUTION_ENTITY = 'contribution';

export class GetCampaignOutcomeQuery extends Query<StaffCampaignOutcomeResponse> {
  constructor(readonly campaignId: number) {
    super();
  }
}

export class ListStaffContributionsQuery extends Query<Page<StaffContributionResponse>> {
  constructor(
    readonly campaignId: number,
    readonly list: ListQuery,
    readonly status: ContributionStatus | undefined,
    readonly url: string,
  ) {
    super();
  }
}

export class RefundContributionsCommand extends Command<StaffRefundsResponse> {
  constructor(
    readonly campaignId: number,
    readonly ids: number[],
    readonly method: RefundMethod,
    readonly actorId: number,
  ) {
    super();
  }
}

export class NotifyNewsBackersCommand extends Command<StaffNewsNotificationResponse> {
  constructor(
    readonly newsId: number,
    readonly actorId: number,
  ) {
    super();
  }
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

@QueryHandler(GetCampaignOutcomeQuery)
export class GetCampaignOutcomeHandler implements IQueryHandler<GetCampaignOutcomeQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stats: CampaignStatsLoader,
  ) {}

  async execute({ campaignId }: GetCampaignOutcomeQuery): Promise<StaffCampaignOutcomeResponse> {
    const [row] = await this.db.query<
      {
        end_date: Date;
        outcome: 'succeeded' | 'failed' | null;
        outcome_recorded_at: Date | null;
        goal_type: GoalType;
        goal: number;
        collected: number | null;
        books: number | null;
      }[]
    >(`SELECT end_date, outcome, outcome_recorded_at, goal_type, goal, outcome_collected_cents AS collected, outcome_books AS books FROM crowdfundings WHERE id = $1`, [
      campaignId,
    ]);
    if (!row) throw new DrfNotFound();
    // Once over, the figures the outcome was decided on; before, the live ones.
    const live = (await this.stats.forCampaigns([campaignId]))(campaignId);
    const collectedCents = row.collected ?? live.collectedCents;
    const booksSold = row.books ?? live.booksSold;
    const goalType = Number(row.goal_type) as GoalType;
    const [counts] = await this.db.query<{ paid: number; refunded: number }[]>(
      `SELECT count(*) FILTER (WHERE refunded_at IS NULL)::int AS paid, count(*) FILTER (WHERE refunded_at IS NOT NULL)::int AS refunded FROM contributions WHERE crowdfunding_id = $1`,
      [campaignId],
    );
    return {
      campaign: campaignId,
      end_date: new Date(row.end_date).toISOString(),
      outcome: row.outcome,
      outcome_recorded_at: iso(row.outcome_recorded_at),
      goal_type: goalType,
      goal: goalType === 1 ? euros(Number(row.goal)) : String(row.goal),
      collected: euros(Number(collectedCents)),
      books: Number(booksSold),
      completion_percent: completionPercent({ goalType, goal: Number(row.goal), collectedCents: Number(collectedCents), booksSold: Number(booksSold) }),
      contributions: counts,
      news_recipients: await subscribedBackerCount(this.db, campaignId),
      backer_addresses: await backerCount(this.db, campaignId),
    };
  }
}

interface ContributionRow {
  id: number;
  user_id: number | null;
  email: string | null;
  nickname: string;
  amount_cents: number;
  created_at: Date;
  cart_reference: string | null;
  refunded_at: Date | null;
  refunded_by: number | null;
  refunder_email: string | null;
  refund_method: RefundMethod | null;
  refund_credit_note_id: string | null;
  refund_credit_note_number: string | null;
}

function contributionRecord(r: ContributionRow): StaffContributionResponse {
  return {
    id: r.id,
    backer: r.user_id !== null && r.email !== null ? { id: r.user_id, email: r.email } : null,
    nickname: r.nickname,
    amount: euros(r.amount_cents),
    paid_at: new Date(r.created_at).toISOString(),
    order_reference: r.cart_reference,
    refunded: r.refunded_at !== null,
    refunded_at: iso(r.refunded_at),
    refunded_by: r.refunded_by !== null && r.refunder_email !== null ? { id: r.refunded_by, email: r.refunder_email } : null,
    refund_method: r.refund_method,
    credit_note: r.refund_credit_note_id && r.refund_credit_note_number ? { id: r.refund_credit_note_id, number: r.refund_credit_note_number } : null,
  };
}

@QueryHandler(ListStaffContributionsQuery)
export class ListStaffContributionsHandler implements IQueryHandler<ListStaffContributionsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ campaignId, list, status, url }: ListStaffContributionsQuery): Promise<Page<StaffContributionResponse>> {
    const [found] = await this.db.query<unknown[]>('SELECT 1 FROM crowdfundings WHERE id = $1', [campaignId]);
    if (!found) throw new DrfNotFound();
    const where = `c.crowdfunding_id = $1${status === 'paid' ? ' AND c.refunded_at IS NULL' : status === 'refunded' ? ' AND c.refunded_at IS NOT NULL' : ''}`;
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM contributions c WHERE ${where}`, [campaignId]);
    const order = list.ordering
      .map((t) => `${t.column} ${t.direction}`)
      .concat('c.id')
      .join(', ');
    const rows = await this.db.query<ContributionRow[]>(
      `SELECT c.id, c.user_id, u.email, c.nickname, c.amount_cents, c.created_at, c.cart_reference, c.refunded_at, c.refunded_by, r.email AS refunder_email,
              c.refund_method, c.refund_credit_note_id, c.refund_credit_note_number
         FROM contributions c LEFT JOIN users u ON u.id = c.user_id LEFT JOIN users r ON r.id = c.refunded_by
        WHERE ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`,
      [campaignId, list.limit, list.offset],
    );
    return paginate(url, count, rows.map(contributionRecord), list.limit, list.offset);
  }
}

/**
 * Refunds contributions of a failed campaign, all or none: the campaign's outcome is checked, the
 * contributions locked (two staff refunding the same one: the second finds it refunded and gets the
 * 409), then each gets its credit note (through the cart's issuer, in this transaction) or is only
 * marked refunded elsewhere, with who and when, and its audit entry; its backer gets a mail (through
 * the outbox, in the same transaction).
 */
@CommandHandler(RefundContributionsCommand)
export class RefundContributionsHandler implements ICommandHandler<RefundContributionsCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly creditNotes: ContributionCreditNotes,
  ) {}

  execute({ campaignId, ids, method, actorId }: RefundContributionsCommand): Promise<StaffRefundsResponse> {
    const unique = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const [campaign] = await tx.query<{ title: string; slug: string; label_id: number; outcome: string | null }[]>(
        'SELECT title, slug, label_id, outcome FROM crowdfundings WHERE id = $1 FOR SHARE',
        [campaignId],
      );
      if (!campaign) throw new DrfNotFound();
      if (campaign.outcome !== 'failed') throw new HttpException({ detail: M.notFailed }, 400);
      const rows = await tx.query<{ id: number; cart_id: string | null; amount_cents: number; refunded_at: Date | null; email: string | null }[]>(
        `SELECT c.id, c.cart_id, c.amount_cents, c.refunded_at, lower(u.email) AS email
           FROM contributions c LEFT JOIN users u ON u.id = c.user_id
          WHERE c.crowdfunding_id = $1 AND c.id = ANY($2) ORDER BY c.id FOR UPDATE OF c`,
        [campaignId, unique],
      );
      const known = new Set(rows.map((r) => r.id));
      const unknown = unique.filter((id) => !known.has(id));
      if (unknown.length > 0) throw DrfValidationError.single('contributions', M.unknownContribution(unknown));
      const refunded = rows.filter((r) => r.refunded_at !== null).map((r) => r.id);
      if (refunded.length > 0) throw new HttpException({ detail: M.alreadyRefunded(refunded) }, 409);
      if (method === 'credit_note') {
        const orderless = rows.filter((r) => r.cart_id === null).map((r) => r.id);
        if (orderless.length > 0) throw DrfValidationError.single('contributions', M.noOrder(orderless));
      }
      const requestId = currentRequestId() ?? randomUUID();
      const results: StaffRefundsResponse['results'] = [];
      for (const row of rows) {
        const note =
          method === 'credit_note' ? await this.creditNotes.issue(tx, row.cart_id!, row.amount_cents, M.creditNoteReason(campaign.title), { userId: actorId, requestId }) : null;
        await tx.query(
          `UPDATE contributions SET refunded_at = now(), refunded_by = $2, refund_method = $3, refund_credit_note_id = $4, refund_credit_note_number = $5, updated_at = now() WHERE id = $1`,
          [row.id, actorId, method, note?.id ?? null, note?.number ?? null],
        );
        await this.audit.record(tx, {
          entity: CONTRIBUTION_ENTITY,
          entityId: row.id,
          action: 'refunded',
          actorId,
          changes: {
            refunded: { from: false, to: true },
            refund_method: { from: null, to: method },
            ...(note ? { credit_note: { from: null, to: note.number } } : {}),
          },
        });
        // The backer is told, whatever they chose for the campaign's news: it is their money.
        if (row.email) {
          await enqueueInOutbox(
            tx,
            {
              queue: QUEUES.emails,
              name: 'send',
              data: {
                type: 'contribution-refunded',
                to: row.email,
                labelId: campaign.label_id,
                campaignId,
                title: campaign.title,
                slug: campaign.slug,
                contributionId: row.id,
                amount: euros(row.amount_cents),
                method,
                creditNoteNumber: note?.number ?? null,
              },
            },
            requestId,
          );
        }
        results.push({ id: row.id, refund_method: method, credit_note: note, backer_mailed: row.email !== null });
      }
      return { refunded: results.length, results };
    });
  }
}

/**
 * Mails a news item to the campaign's backers who did not turn its news off, one mail per address,
 * through the outbox, once per item: the item's row is locked and marked sent in the same transaction.
 */
@CommandHandler(NotifyNewsBackersCommand)
export class NotifyNewsBackersHandler implements ICommandHandler<NotifyNewsBackersCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ newsId, actorId }: NotifyNewsBackersCommand): Promise<StaffNewsNotificationResponse> {
    return this.db.transaction(async (tx: EntityManager) => {
      const [news] = await tx.query<
        { id: number; crowdfunding_id: number; subject: string; content: string; backers_notified_at: Date | null; title: string; slug: string; label_id: number }[]
      >(
        `SELECT n.id, n.crowdfunding_id, n.subject, n.content, n.backers_notified_at, f.title, f.slug, f.label_id
           FROM crowdfunding_news n JOIN crowdfundings f ON f.id = n.crowdfunding_id WHERE n.id = $1 FOR UPDATE OF n`,
        [newsId],
      );
      if (!news) throw new DrfNotFound();
      if (news.backers_notified_at !== null) throw new HttpException({ detail: M.newsAlreadySent, notified_at: new Date(news.backers_notified_at).toISOString() }, 409);
      const addresses = await subscribedBackerAddresses(tx, news.crowdfunding_id);
      for (const to of addresses) {
        await enqueueInOutbox(
          tx,
          {
            queue: QUEUES.emails,
            name: 'send',
            data: {
              type: 'campaign-news',
              to,
              labelId: news.label_id,
              campaignId: news.crowdfunding_id,
              title: news.title,
              slug: news.slug,
              newsId: news.id,
              subject: news.subject,
              content: news.content,
            },
          },
          currentRequestId() ?? null,
        );
      }
      const [{ at }] = await tx.query<{ at: Date }[]>('SELECT now() AS at');
      await tx.query('UPDATE crowdfunding_news SET backers_notified_at = $4, backers_notified_by = $2, backers_notified_count = $3 WHERE id = $1', [
        newsId,
        actorId,
        addresses.length,
        at,
      ]);
      await this.audit.record(tx, { entity: NEWS_ENTITY, entityId: newsId, action: 'notified', actorId, changes: { backers_notified: { from: 0, to: addresses.length } } });
      return { news: newsId, notified_at: new Date(at).toISOString(), recipients: addresses.length };
    });
  }
}

export const STAFF_LIFECYCLE_HANDLERS = [GetCampaignOutcomeHandler, ListStaffContributionsHandler, RefundContributionsHandler, NotifyNewsBackersHandler];
