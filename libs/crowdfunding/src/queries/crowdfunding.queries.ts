import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { CatalogueReader } from '@shop/catalogue';
import { DrfNotFound, fetchPage, FieldTree, ListQuery, ListQuerySpec, Page, paginate, preparedQuery, SerializeContext, ShapeQuery, shapeOne, shapePage } from '@shop/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { Crowdfunding } from '../entities';
import { findCampaignBySlug } from '../slugs/campaign-lookup';
import { CAMPAIGN_CARD_COLUMNS, CampaignCardRow, CampaignCards, presentCampaignCard } from '../read-model/campaign-cards';
import { CAMPAIGN_EXPANDABLE, CampaignPresenter } from './campaign.presenter';

/** Reads without expansions are answered from the stored cards; expansions take the presenter's path. */
const expands = (expand: FieldTree | null | undefined) => !!expand && Object.keys(expand).length > 0;

export const CAMPAIGN_LIST_SPEC: ListQuerySpec = {
  ordering: { start_date: 'cf.startDate', end_date: 'cf.endDate', release_date: 'cf.releaseDate', title: 'cf.title', id: 'cf.id' },
  defaultOrdering: ['-start_date'],
  expandable: CAMPAIGN_EXPANDABLE,
  filters: { label: 'idOrSlug', public: 'boolean', author: 'idOrSlug', running: 'boolean' },
};

/** Campaigns of a label (`crowdfundings/?label=&public=true&ordering=-start_date`). */
export class ListCrowdfundingsQuery extends Query<Page<unknown>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

/** One campaign by slug (or a slug it had), with fields= and expand=; a draft only for staff. */
export class GetCrowdfundingQuery extends Query<unknown> {
  constructor(
    readonly slug: string,
    readonly shape: ShapeQuery,
    readonly ctx: SerializeContext,
    readonly mayPreviewDrafts: () => Promise<boolean> = async () => false,
  ) {
    super();
  }
}

@QueryHandler(ListCrowdfundingsQuery)
export class ListCrowdfundingsHandler implements IQueryHandler<ListCrowdfundingsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalogue: CatalogueReader,
    private readonly presenter: CampaignPresenter,
    private readonly cards: CampaignCards,
  ) {}

  async execute({ list, url, ctx }: ListCrowdfundingsQuery) {
    const qb = await this.filtered(list, ctx);
    if (!expands(list.expand)) return this.fromCards(qb, list, url, ctx);
    const [campaigns, count] = await fetchPage(qb, list);
    const results = await this.presenter.present(campaigns, list.expand, ctx);
    return shapePage(paginate(url, count, results, list.limit, list.offset), list);
  }

  /** One query: the page of stored cards with their figures and the total count. */
  private async fromCards(qb: SelectQueryBuilder<Crowdfunding>, list: ListQuery, url: string, ctx: SerializeContext) {
    const countQb = qb.clone();
    qb.innerJoin('campaign_cards', 'c', 'c.crowdfunding_id = cf.id')
      .leftJoin('campaign_stats', 's', 's.crowdfunding_id = cf.id')
      .select(CAMPAIGN_CARD_COLUMNS)
      .addSelect('count(*) OVER ()', 'total');
    for (const term of list.ordering) qb.addOrderBy(term.column, term.direction, term.direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST');
    qb.addOrderBy('cf.id', 'ASC').offset(list.offset).limit(list.limit);
    const [sql, params] = qb.getQueryAndParameters();
    const rows = await preparedQuery<CampaignCardRow & { total: string }>(this.db, sql, params);
    // Past the last page the window counts nothing: the count is asked alone.
    const count = rows.length ? Number(rows[0].total) : list.offset > 0 ? await countQb.getCount() : 0;
    const results = (await this.cards.fresh(rows)).map(({ row, json }) => presentCampaignCard(json, row, ctx));
    return shapePage(paginate(url, count, results, list.limit, list.offset), list);
  }

  /** The public campaigns the list's filters keep. */
  private async filtered(list: ListQuery, ctx: SerializeContext): Promise<SelectQueryBuilder<Crowdfunding>> {
    // Drafts are in no public list, whoever asks: staff list them in the back office.
    const qb = this.db.getRepository(Crowdfunding).createQueryBuilder('cf').where('NOT cf.draft');
    const f = list.filters;
    const labelId = await this.catalogue.resolveLabelFilter(f.label);
    if (labelId !== undefined) qb.andWhere('cf.label_id = :labelId', { labelId });
    if (f.public !== undefined) qb.andWhere('cf.public = :public', { public: f.public });
    if (f.author !== undefined) {
      qb.andWhere(typeof f.author === 'number' ? 'cf.author_id = :author' : 'cf.author_id IN (SELECT id FROM authors WHERE slug = :author)', { author: f.author });
    }
    if (f.running === true) qb.andWhere('cf.start_date <= :now AND cf.end_date >= :now AND NOT cf.disabled', { now: ctx.now });
    if (f.running === false) qb.andWhere('(cf.start_date > :now OR cf.end_date < :now OR cf.disabled)', { now: ctx.now });
    return qb;
  }
}

@QueryHandler(GetCrowdfundingQuery)
export class GetCrowdfundingHandler implements IQueryHandler<GetCrowdfundingQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly presenter: CampaignPresenter,
    private readonly cards: CampaignCards,
  ) {}

  async execute({ slug, shape, ctx, mayPreviewDrafts }: GetCrowdfundingQuery) {
    if (!expands(shape.expand)) {
      const card = await this.cardBySlug(slug, ctx);
      if (card) return shapeOne(card, shape);
    }
    const campaign = await findCampaignBySlug(this.db, slug, mayPreviewDrafts);
    if (!campaign) throw new DrfNotFound();
    const [result] = await this.presenter.present([campaign], shape.expand, ctx);
    return shapeOne(result, shape);
  }

  /** The stored card of a public campaign by its current slug; null for a draft, an old slug or none (the presenter's path answers those). */
  private async cardBySlug(slug: string, ctx: SerializeContext): Promise<Record<string, unknown> | null> {
    const rows = await preparedQuery<CampaignCardRow>(
      this.db,
      `SELECT ${CAMPAIGN_CARD_COLUMNS} FROM crowdfundings cf JOIN campaign_cards c ON c.crowdfunding_id = cf.id
         LEFT JOIN campaign_stats s ON s.crowdfunding_id = cf.id WHERE cf.slug = $1 AND NOT cf.draft`,
      [slug],
    );
    const [card] = await this.cards.fresh(rows);
    return card ? presentCampaignCard(card.json, card.row, ctx) : null;
  }
}
