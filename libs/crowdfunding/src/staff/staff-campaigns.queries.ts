import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { RewardProducts } from '@shop/catalogue';
import { DrfValidationError, ListQuery, Page, paginate } from '@shop/common';
import { DataSource } from 'typeorm';
import { CAMPAIGN_MESSAGES, CAMPAIGN_STATES, CampaignState } from './campaign-rules';
import {
  CAMPAIGN_COLUMNS,
  campaignRecord,
  campaignRow,
  CampaignRow,
  compensationRow,
  compensationRows,
  rewardRecord,
  StaffCampaignRecord,
  StaffRewardRecord,
} from './staff-campaign-records';

/** `%…%` of a search box, its own % and _ taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL of each state at the bound instant `$now` (campaignState's rule). */
const STATE_SQL: Record<CampaignState, (now: string) => string> = {
  disabled: () => 'cf.disabled',
  upcoming: (now) => `NOT cf.disabled AND ${now} < cf.start_date`,
  finished: (now) => `NOT cf.disabled AND ${now} > cf.end_date`,
  running: (now) => `NOT cf.disabled AND ${now} BETWEEN cf.start_date AND cf.end_date`,
};

export class ListStaffCampaignsQuery extends Query<Page<StaffCampaignRecord>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

export class GetStaffCampaignQuery extends Query<StaffCampaignRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

/** A campaign's rewards in their order; null for an unknown campaign. */
export class ListStaffRewardsQuery extends Query<StaffRewardRecord[] | null> {
  constructor(readonly campaignId: number) {
    super();
  }
}

export class GetStaffRewardQuery extends Query<StaffRewardRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

@QueryHandler(ListStaffCampaignsQuery)
export class ListStaffCampaignsHandler implements IQueryHandler<ListStaffCampaignsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, url }: ListStaffCampaignsQuery): Promise<Page<StaffCampaignRecord>> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const now = new Date();
    const { search, label, state, draft } = list.filters;
    if (typeof search === 'string' && search !== '') {
      const pattern = bind(likePattern(search));
      clauses.push(
        `(cf.title ILIKE ${pattern} OR cf.slug ILIKE ${pattern} OR EXISTS (SELECT 1 FROM campaign_old_slugs o WHERE o.campaign_id = cf.id AND o.slug ILIKE ${pattern}))`,
      );
    }
    if (typeof draft === 'boolean') clauses.push(`cf.draft = ${bind(draft)}`);
    if (typeof label === 'number') clauses.push(`cf.label_id = ${bind(label)}`);
    else if (typeof label === 'string') clauses.push(`cf.label_id = (SELECT id FROM labels WHERE slug = ${bind(label)})`);
    if (state !== undefined && state !== '') {
      if (!CAMPAIGN_STATES.includes(state as CampaignState)) throw DrfValidationError.single('state', CAMPAIGN_MESSAGES.state(String(state)));
      clauses.push(STATE_SQL[state as CampaignState](`${bind(now.toISOString())}::timestamptz`));
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM crowdfundings cf ${where}`, params);
    const order = list.ordering
      .map((t) => `${t.column} ${t.direction} NULLS LAST`)
      .concat('cf.id ASC')
      .join(', ');
    const rows = await this.db.query<CampaignRow[]>(
      `SELECT ${CAMPAIGN_COLUMNS} FROM crowdfundings cf ${where} ORDER BY ${order} LIMIT ${bind(list.limit)} OFFSET ${bind(list.offset)}`,
      params,
    );
    return paginate(
      url,
      count,
      rows.map((r) => campaignRecord(r, now)),
      list.limit,
      list.offset,
    );
  }
}

@QueryHandler(GetStaffCampaignQuery)
export class GetStaffCampaignHandler implements IQueryHandler<GetStaffCampaignQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id }: GetStaffCampaignQuery): Promise<StaffCampaignRecord | null> {
    const row = await campaignRow(this.db, id);
    return row ? campaignRecord(row, new Date()) : null;
  }
}

@QueryHandler(ListStaffRewardsQuery)
export class ListStaffRewardsHandler implements IQueryHandler<ListStaffRewardsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly products: RewardProducts,
  ) {}

  async execute({ campaignId }: ListStaffRewardsQuery): Promise<StaffRewardRecord[] | null> {
    if (!(await campaignRow(this.db, campaignId))) return null;
    const rows = await compensationRows(this.db, campaignId);
    const products = await this.products.rows(
      this.db.manager,
      rows.map((k) => k.product_id),
    );
    return rows.filter((k) => products.has(k.product_id)).map((k) => rewardRecord(k, products.get(k.product_id)!));
  }
}

@QueryHandler(GetStaffRewardQuery)
export class GetStaffRewardHandler implements IQueryHandler<GetStaffRewardQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly products: RewardProducts,
  ) {}

  async execute({ id }: GetStaffRewardQuery): Promise<StaffRewardRecord | null> {
    const k = await compensationRow(this.db, id);
    const p = k ? await this.products.row(this.db.manager, id) : null;
    return k && p ? rewardRecord(k, p) : null;
  }
}

export const STAFF_CAMPAIGN_QUERY_HANDLERS = [ListStaffCampaignsHandler, GetStaffCampaignHandler, ListStaffRewardsHandler, GetStaffRewardHandler];
